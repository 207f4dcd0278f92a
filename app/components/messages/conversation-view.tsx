import type { OpenConversation } from "@shared/message-types";
import { panelPath } from "@shared/panel";
import { ArrowLeft, ExternalLink, Info } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import {
  conversationItemHref,
  conversationTitle,
  PersonAvatar,
  personName,
} from "./conversation-parts";
import { MessageItem } from "./message-item";
import { ReplyForm } from "./reply-form";

/**
 * One conversation: who and what it is about (linked), the messages oldest first and the reply
 * box. A deleted listing or a deleted account leaves the conversation readable, with a note.
 * On phones it fills the screen below the site header (its sticky h-16 and 1 px border), as a
 * chat app does: the messages scroll, the reply box stays at the bottom, and the site footer is
 * hidden while it is open (app.css, `data-fills-phone-screen`). Desktop: a card in the page.
 */
export function ConversationView({ conversation }: { conversation: OpenConversation }) {
  const { summary } = conversation;
  const messages = useMemo(
    () =>
      [...conversation.messages].sort(
        (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
      ),
    [conversation.messages],
  );
  const itemHref = conversationItemHref(summary);
  const title = conversationTitle(summary);
  const log = useRef<HTMLDivElement>(null);
  // 'Days left' counts from now; the server's render and the browser's agree within a request.
  const [now] = useState(() => new Date());

  // The newest message in view on opening and when one arrives.
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when the newest message changes
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [lastId, summary.id]);

  return (
    <section
      aria-labelledby="conversation-heading"
      data-fills-phone-screen=""
      className="flex flex-col rounded-2xl border border-gray-200 bg-white max-md:fixed max-md:inset-x-0 max-md:top-[calc(4rem+1px)] max-md:z-30 max-md:h-[calc(100dvh-4rem-1px)] max-md:rounded-none max-md:border-0"
    >
      <header className="flex items-center gap-3 border-b border-gray-200 p-4">
        <Link
          to={panelPath("messages")}
          className="-ml-1 grid size-9 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Wróć do listy rozmów</span>
        </Link>
        <PersonAvatar person={summary.other} size="lg" />
        <div className="min-w-0 flex-1">
          <h2
            id="conversation-heading"
            className={
              summary.other
                ? "truncate text-lg font-semibold text-gray-900"
                : "truncate text-lg font-semibold text-gray-500 italic"
            }
          >
            {personName(summary.other)}
          </h2>
          {itemHref ? (
            <Link
              to={itemHref}
              className="inline-flex max-w-full items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              <span className="truncate">{title}</span>
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </Link>
          ) : (
            <p className="truncate text-sm text-gray-600">{title}</p>
          )}
        </div>
      </header>
      {!itemHref ? <Note>Ogłoszenie zostało usunięte. Rozmowa pozostaje dostępna.</Note> : null}
      {!summary.other ? <Note>Użytkownik usunął konto. Nie można już odpowiedzieć.</Note> : null}
      <div
        ref={log}
        role="log"
        aria-label="Wiadomości w rozmowie"
        // Focusable, so the scrolled list can be read and scrolled with the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        className="min-h-48 overflow-y-auto overscroll-contain bg-gray-50 p-4 max-md:min-h-0 max-md:flex-1 md:max-h-[60vh] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {messages.length ? (
          <ol className="space-y-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} now={now} />
            ))}
          </ol>
        ) : (
          <p className="text-center text-sm text-gray-500">Brak wiadomości w tej rozmowie.</p>
        )}
      </div>
      {summary.other ? <ReplyForm key={summary.id} conversationId={summary.id} /> : null}
    </section>
  );
}

function Note({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      <Info aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
