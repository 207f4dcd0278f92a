/**
 * Messages are plain text. The one markup people may write is a link as `[label](url)`, and it
 * becomes a link only when the URL is http(s); a bare `https://…` in the text is a link too (as
 * people paste them). Everything else (other schemes such as `javascript:`, raw HTML, broken
 * brackets) stays text, which React escapes when it renders.
 */

export type MessagePart =
  | { kind: "text"; text: string }
  | { kind: "link"; label: string; href: string };

/** What rel a link in a message gets: user content, never trusted, never given our referrer. */
export const MESSAGE_LINK_REL = "noopener noreferrer nofollow ugc";

// A label without brackets or line breaks, then a URL without spaces or parentheses.
const LINK = /\[([^[\]\n]{1,300})\]\(([^()\s]{1,2000})\)/g;

// A bare address: http(s):// and everything up to a space or a character that cannot be in one.
const BARE_URL = /\bhttps?:\/\/[^\s<>"'`]{1,2000}/gi;
// Punctuation that ends a sentence rather than the address: 'zob. https://a.pl/x.' or '(https://a.pl)'.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** The address without the sentence's punctuation after it; a ')' stays when the address opened one. */
function trimBareUrl(raw: string): string {
  let url = raw.replace(TRAILING_PUNCTUATION, "");
  while (
    raw.length > url.length &&
    raw[url.length] === ")" &&
    countOf(url, "(") > countOf(url, ")")
  ) {
    url += ")";
  }
  return url;
}

const countOf = (text: string, char: string) => text.split(char).length - 1;

/** The URL, normalised, when it is an absolute http(s) URL; otherwise null. */
export function safeMessageHref(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.href;
}

/** Splits a message into text and link parts, in order; adjacent text is joined. */
export function parseMessageLinks(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += text;
    else parts.push({ kind: "text", text });
  };
  // Text between `[label](url)` links: its bare addresses become links labelled as typed.
  const pushLinkified = (text: string) => {
    let index = 0;
    for (const match of text.matchAll(BARE_URL)) {
      const url = trimBareUrl(match[0]);
      const href = safeMessageHref(url);
      if (!href) continue;
      pushText(text.slice(index, match.index));
      parts.push({ kind: "link", label: url, href });
      index = match.index + url.length;
    }
    pushText(text.slice(index));
  };
  let index = 0;
  for (const match of content.matchAll(LINK)) {
    const [whole, label, url] = match;
    const href = safeMessageHref(url);
    const text = label.trim();
    pushLinkified(content.slice(index, match.index));
    if (href && text) parts.push({ kind: "link", label: text, href });
    else pushText(whole);
    index = match.index + whole.length;
  }
  pushLinkified(content.slice(index));
  return parts;
}

/** The message as plain text, each link read as its label: for previews in lists. */
export function messagePlainText(content: string): string {
  return parseMessageLinks(content)
    .map((part) => (part.kind === "link" ? part.label : part.text))
    .join("");
}
