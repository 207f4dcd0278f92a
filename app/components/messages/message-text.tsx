import { MESSAGE_LINK_REL, parseMessageLinks } from "@shared/message-links";

/**
 * A message's content: text as text (React escapes it, line breaks kept by the caller's
 * whitespace-pre-line) and `[label](https://…)` as a link that opens in a new tab.
 */
export function MessageText({ content }: { content: string }) {
  return (
    <>
      {parseMessageLinks(content).map((part, i) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
            key={i}
            href={part.href}
            target="_blank"
            rel={MESSAGE_LINK_REL}
            className="font-medium underline underline-offset-2 hover:no-underline"
          >
            {part.label}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
