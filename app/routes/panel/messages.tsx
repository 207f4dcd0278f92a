import { isAppError } from "@server/errors";
import { countUnread, listConversations, openConversation } from "@server/messages/conversations";
import { conversationsShown } from "@shared/panel";
import { data } from "react-router";
import { MessagesTab } from "~/components/messages/messages-tab";
import type { Route } from "./+types/messages";
import { requirePanelTab } from "./panel-request.server";

/**
 * 'Wiadomości': the newest conversations (`?rozmowy=` more of them), and the one `?c=` names
 * opened (and marked read).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "messages");
  // Opening marks the conversation read, so it goes first: the list then shows it read.
  const conversationId = url.searchParams.get("c");
  const opened = conversationId ? await openOwnConversation(ctx, conversationId) : null;
  // The root loader counts the bell's number in parallel, possibly before this read-marking:
  // when it marked something read, the tab hands the bell the count after it (unread-store),
  // stamped like the root's; otherwise the root's count stands (null: nothing to hand over).
  const unreadAt = Date.now();
  const shown = conversationsShown(url.searchParams);
  const [{ conversations, more }, unreadCount] = await Promise.all([
    listConversations(ctx, shown),
    opened?.markedRead ? countUnread(ctx) : null,
  ]);
  const open = opened && { summary: opened.summary, messages: opened.messages };
  // Another user's (or no) conversation: the same answer as a missing one, status 404.
  const notFound = !!conversationId && !open;
  return data(
    { conversations, more, shown, open, notFound, unreadCount, unreadAt },
    notFound ? 404 : 200,
  );
}

/** The conversation, or null when it is missing or not the actor's (never telling which). */
async function openOwnConversation(ctx: Parameters<typeof openConversation>[0], id: string) {
  try {
    return await openConversation(ctx, id);
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "forbidden")) {
      return null;
    }
    throw error;
  }
}

export default function MessagesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesTab
      conversations={loaderData.conversations}
      more={loaderData.more}
      shown={loaderData.shown}
      open={loaderData.open}
      notFound={loaderData.notFound}
      unreadCount={loaderData.unreadCount}
      unreadAt={loaderData.unreadAt}
    />
  );
}
