import { formatShortDate, pluralize } from "@shared/format";
import { messagePlainText } from "@shared/message-links";
import type { ConversationSummary } from "@shared/message-types";
import { CONVERSATIONS_PER_PAGE, conversationPath } from "@shared/panel";
import { MessagesSquare } from "lucide-react";
import { cn } from "~/lib/cn";
import { useInAppLinks } from "~/lib/in-app-links";
import { Card } from "../ui/card";
import { conversationTitle, PersonAvatar, personName } from "./conversation-parts";

/**
 * The user's newest conversations: who, about what, when, the last words, unread; older ones a
 * page at a time ("Pokaż starsze rozmowy"), the open conversation staying open.
 */
export function ConversationList({
  conversations,
  activeId,
  more,
  shown,
}: {
  conversations: ConversationSummary[];
  activeId: string | null;
  more: boolean;
  shown: number;
}) {
  // Plain links opened in the app by one handler: a router <Link> per row costs each render.
  const openInApp = useInAppLinks();
  if (conversations.length === 0) {
    return (
      <Card variant="empty" padding="none" flat className="p-8 text-center">
        <MessagesSquare aria-hidden="true" className="mx-auto size-8 text-gray-400" />
        <p className="mt-2 font-semibold text-gray-900">Nie masz jeszcze żadnych wiadomości.</p>
        <p className="mt-1 text-sm text-gray-600">
          Napisz do sprzedającego ze strony oferty albo do firmy ze strony usługi — rozmowy pojawią
          się tutaj.
        </p>
      </Card>
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only forwards its links' clicks (Enter on a link is a click too)
    <nav
      aria-label="Rozmowy"
      className="rounded-2xl border border-gray-200 bg-white"
      onClick={openInApp}
    >
      <ul className="divide-y divide-gray-100">
        {conversations.map((conversation) => {
          const active = conversation.id === activeId;
          const unread = conversation.unreadCount;
          return (
            <li key={conversation.id}>
              <a
                href={conversationPath(conversation.id, shown)}
                aria-current={active ? "page" : undefined}
                data-testid="conversation-row"
                className={cn(
                  "flex gap-3 p-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                  active && "bg-brand-50 hover:bg-brand-50",
                )}
              >
                <PersonAvatar person={conversation.other} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span
                      className={cn(
                        "truncate",
                        unread ? "font-bold text-gray-900" : "font-semibold text-gray-800",
                        !conversation.other && "text-gray-500 italic",
                      )}
                    >
                      {personName(conversation.other)}
                    </span>
                    <time
                      dateTime={new Date(conversation.lastMessageAt).toISOString()}
                      className="shrink-0 text-xs text-gray-500"
                    >
                      {formatShortDate(conversation.lastMessageAt)}
                    </time>
                  </span>
                  <span className="block truncate text-sm text-brand-800">
                    {conversationTitle(conversation)}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={cn(
                        "truncate text-sm",
                        unread ? "font-medium text-gray-900" : "text-gray-600",
                      )}
                    >
                      {/* Rows saved before previews were plain text may still hold link syntax. */}
                      {messagePlainText(conversation.lastMessagePreview)}
                    </span>
                    {unread ? (
                      <span
                        data-testid="conversation-unread"
                        className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white tabular-nums"
                      >
                        {unread > 9 ? "9+" : unread}
                        <span className="sr-only">
                          {" "}
                          {pluralize(unread, [
                            "nieprzeczytana wiadomość",
                            "nieprzeczytane wiadomości",
                            "nieprzeczytanych wiadomości",
                          ])}
                        </span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {more ? (
        <a
          href={conversationPath(activeId, shown + CONVERSATIONS_PER_PAGE)}
          className="block border-t border-gray-100 p-3 text-center text-sm font-semibold text-brand-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          Pokaż starsze rozmowy
        </a>
      ) : null}
    </nav>
  );
}
