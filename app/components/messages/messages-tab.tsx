import type { ConversationSummary, OpenConversation } from "@shared/message-types";
import { panelPath } from "@shared/panel";
import { MessagesSquare, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { cn } from "~/lib/cn";
import { Card } from "../ui/card";
import { ConversationList } from "./conversation-list";
import { ConversationSkeleton } from "./conversation-skeleton";
import { ConversationView } from "./conversation-view";
import { setUnread } from "./unread-store";
import { useLiveMessages } from "./use-live-messages";

type Props = {
  /** The newest `shown` conversations; `more`: there are older ones. */
  conversations: ConversationSummary[];
  more: boolean;
  shown: number;
  /** The conversation `?c=` opened (already marked read by the loader). */
  open: OpenConversation | null;
  /** `?c=` named a conversation that does not exist or is not the user's. */
  notFound: boolean;
  /** The user's unread messages after the loader marked the open conversation read. */
  /** The bell's count after this load marked messages read; null when it marked none. */
  unreadCount: number | null;
  /** Server time just before `unreadCount` was taken (unread-store.ts). */
  unreadAt: number;
};

/** The conversation `?c=` of a pending navigation within the messages tab, if any. */
function usePendingConversation(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  if (navigation.location.pathname !== panelPath("messages")) return null;
  return new URLSearchParams(navigation.location.search).get("c");
}

/**
 * /panel/messages: the list beside the open conversation; on phones (below 768 px) the list
 * or the conversation, with a back button in the conversation.
 */
export function MessagesTab({
  conversations,
  more,
  shown,
  open,
  notFound,
  unreadCount,
  unreadAt,
}: Props) {
  // The root loader may have counted before this page's loader marked the conversation read;
  // a load that marked some hands the bell the count taken after it (the later count wins).
  useEffect(() => {
    if (unreadCount !== null) setUnread(unreadCount, unreadAt);
  }, [unreadCount, unreadAt]);
  // A new message in any of the user's conversations: the list (its unread marks, last message,
  // order) and the open conversation both come from this tab's loader, so one revalidation shows
  // it without a reload; in the open conversation it is also marked read (the loader opens it).
  // The hook shares the tab's one EventSource with the header bell.
  const revalidator = useRevalidator();
  useLiveMessages({ onMessage: () => void revalidator.revalidate() });
  const pending = usePendingConversation();
  const loadingOther = pending !== null && pending !== open?.summary.id;
  const activeId = pending ?? open?.summary.id ?? null;
  const showingConversation = Boolean(activeId) || notFound;
  if (conversations.length === 0 && !showingConversation) {
    return (
      <section aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="sr-only">
          Wiadomości
        </h2>
        <ConversationList conversations={conversations} activeId={null} more={more} shown={shown} />
      </section>
    );
  }
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="sr-only">
        Wiadomości
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className={cn("min-w-0", showingConversation && "max-md:hidden")}>
          <ConversationList
            conversations={conversations}
            activeId={activeId}
            more={more}
            shown={shown}
          />
        </div>
        <div className={cn("min-w-0", !showingConversation && "max-md:hidden")}>
          {loadingOther ? (
            <ConversationSkeleton />
          ) : open ? (
            <ConversationView conversation={open} />
          ) : notFound ? (
            <Card padding="none" flat className="p-8 text-center">
              <SearchX aria-hidden="true" className="mx-auto size-8 text-gray-400" />
              <p className="mt-2 font-semibold text-gray-900">Nie znaleziono rozmowy.</p>
              <p className="mt-1 text-sm text-gray-600">
                Ta rozmowa nie istnieje albo nie należy do Twojego konta.
              </p>
              <Link
                to={panelPath("messages")}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 underline"
              >
                Wróć do listy rozmów
              </Link>
            </Card>
          ) : (
            <Card
              variant="empty"
              padding="none"
              flat
              className="grid h-full min-h-48 place-items-center p-8 text-center text-gray-600"
            >
              <p>
                <MessagesSquare aria-hidden="true" className="mx-auto mb-2 size-8 text-gray-400" />
                Wybierz rozmowę z listy.
              </p>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
