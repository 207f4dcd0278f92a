import { and, eq, type SQL, sql } from "drizzle-orm";
import { MESSAGE_TEXT } from "../../shared/message-schemas.ts";
import type { ConversationSummary, OpenConversation } from "../../shared/message-types.ts";
import { reportPath } from "../../shared/moderation.ts";
import { CONVERSATIONS_PER_PAGE } from "../../shared/panel.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { messageAttachments, messages } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import { SCAM_NOTICES } from "../moderation/scam-signals.ts";

type MessageRow = {
  id: string;
  sender_id: string | null;
  subject: string;
  content: string;
  created_at: Date | string;
  is_read: boolean;
  scam_signal: string | null;
  /** JSON: the timestamps come as strings. */
  attachments: {
    id: string;
    fileName: string;
    fileType: string;
    fileSize: number;
    expiresAt: string;
    expiredAt: string | null;
  }[];
};

type SummaryRow = {
  id: string;
  subject_title: string | null;
  last_message_at_ms: number;
  last_message_preview: string;
  property_id: string | null;
  property_title: string | null;
  property_image_url: string | null;
  service_id: string | null;
  service_title: string | null;
  service_image_url: string | null;
  other_id: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_avatar_url: string | null;
  unread_count: number;
};

/**
 * The actor's conversations as ONE statement: each side of the ordered pair is an index range
 * scan (conversations_user_a_idx / _user_b_idx, already newest first), joined to the listing,
 * service and the other person's profile; the unread count per row is an index-only lookup in
 * messages_recipient_unread_idx. `which` is the newest `limit` or one conversation, `only`
 * (openConversation).
 */
export function conversationSummariesQuery(
  actorId: string,
  which: { limit: number } | { only: string },
): SQL {
  const limit = "limit" in which ? which.limit : 1;
  const mine =
    "only" in which
      ? sql`select * from conversations
          where id = ${which.only} and (user_a_id = ${actorId} or user_b_id = ${actorId})`
      : sql`(select * from conversations where user_a_id = ${actorId}
           order by last_message_at desc limit ${limit})
          union all
          (select * from conversations where user_b_id = ${actorId}
           order by last_message_at desc limit ${limit})`;
  return sql`
    with mine as (${mine})
    select c.id, c.subject_title, c.last_message_preview,
           (extract(epoch from c.last_message_at) * 1000)::float8 as last_message_at_ms,
           p.id as property_id, p.title as property_title,
           coalesce(p.image_url, p.images[1]) as property_image_url,
           s.id as service_id, s.title as service_title,
           coalesce(s.image_url, s.images[1]) as service_image_url,
           o.id as other_id, o.first_name as other_first_name, o.last_name as other_last_name,
           o.avatar_url as other_avatar_url,
           (select count(*) from messages m
             where m.recipient_id = ${actorId} and m.conversation_id = c.id and not m.is_read
           )::int as unread_count
    from mine c
    left join properties p on p.id = c.property_id
    left join services s on s.id = c.service_id
    left join profiles o
      on o.id = case when c.user_a_id = ${actorId} then c.user_b_id else c.user_a_id end
    order by c.last_message_at desc, c.id
    limit ${limit}`;
}

function toSummary(row: SummaryRow): ConversationSummary {
  return {
    id: row.id,
    subjectTitle: row.subject_title,
    property: row.property_id
      ? {
          id: row.property_id,
          title: row.property_title ?? "",
          imageUrl: row.property_image_url,
        }
      : null,
    service: row.service_id
      ? { id: row.service_id, title: row.service_title ?? "", imageUrl: row.service_image_url }
      : null,
    other: row.other_id
      ? {
          id: row.other_id,
          firstName: row.other_first_name,
          lastName: row.other_last_name,
          avatarUrl: row.other_avatar_url,
        }
      : null,
    lastMessageAt: new Date(Number(row.last_message_at_ms)),
    lastMessagePreview: row.last_message_preview,
    unreadCount: Number(row.unread_count),
  };
}

/**
 * The signed-in user's newest `shown` conversations, in one query, and whether there are older
 * ones (the list offers them a page at a time: conversationsShown).
 */
export async function listConversations(
  ctx: DomainContext,
  shown = CONVERSATIONS_PER_PAGE,
): Promise<{ conversations: ConversationSummary[]; more: boolean }> {
  const actor = requireSignedIn(ctx);
  const result = await ctx.db.execute<SummaryRow>(
    conversationSummariesQuery(actor.id, { limit: shown + 1 }),
  );
  return {
    conversations: result.rows.slice(0, shown).map(toSummary),
    more: result.rows.length > shown,
  };
}

/**
 * One conversation with its messages (oldest first), for a member only (anyone else gets
 * not_found, as if it did not exist). Opening it marks the messages the actor received in it
 * as read, in one UPDATE; the other person's copies of the actor's messages are not touched.
 */
export async function openConversation(
  ctx: DomainContext,
  id: string,
): Promise<
  OpenConversation & {
    /** Opening it marked messages read: the bell's count changed. */
    markedRead: boolean;
  }
> {
  const actor = requireSignedIn(ctx);
  if (!isUuid(id)) throw new AppError("not_found", MESSAGE_TEXT.conversationNotFound);
  const found = await ctx.db.execute<SummaryRow>(
    conversationSummariesQuery(actor.id, { only: id }),
  );
  const row = found.rows[0];
  if (!row) throw new AppError("not_found", MESSAGE_TEXT.conversationNotFound);

  const markedRead = Number(row.unread_count) > 0;
  if (markedRead) {
    await ctx.db
      .update(messages)
      .set({ isRead: true, updatedAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, id),
          eq(messages.recipientId, actor.id),
          eq(messages.isRead, false),
        ),
      );
  }

  // The messages with their attachments in one query (message_attachments_message_idx per
  // message): a round trip less on every opening of a conversation.
  const thread = await ctx.db.execute<MessageRow>(sql`
    select m.id, m.sender_id, m.subject, m.content, m.created_at, m.is_read, m.scam_signal,
      coalesce(
        (select json_agg(json_build_object(
            'id', a.id, 'fileName', a.file_name, 'fileType', a.file_type,
            'fileSize', a.file_size, 'expiresAt', a.expires_at, 'expiredAt', a.expired_at
          ) order by a.created_at, a.id)
         from ${messageAttachments} a where a.message_id = m.id),
        '[]'::json
      ) as attachments
    from ${messages} m
    where m.conversation_id = ${id}
    order by m.created_at, m.id`);
  const now = Date.now();
  return {
    summary: { ...toSummary(row), unreadCount: 0 },
    markedRead,
    messages: thread.rows.map((m) => {
      const mine = m.sender_id === actor.id;
      return {
        id: m.id,
        mine,
        subject: m.subject,
        content: m.content,
        createdAt: new Date(m.created_at),
        isRead: m.is_read,
        attachments: m.attachments.map((file) => {
          const expiresAt = new Date(file.expiresAt);
          return {
            id: file.id,
            fileName: file.fileName,
            fileType: file.fileType,
            fileSize: file.fileSize,
            expiresAt,
            expired: file.expiredAt !== null || expiresAt.getTime() <= now,
          };
        }),
        scamNotice: !mine && m.scam_signal ? SCAM_NOTICES.message : null,
        reportHref: mine ? null : reportPath("message", m.id),
      };
    }),
  };
}

/** The bell's number: unread messages to the actor (messages_recipient_unread_idx); 0 when signed out. */
export async function countUnread(ctx: DomainContext): Promise<number> {
  if (!ctx.actor) return 0;
  const result = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages where recipient_id = ${ctx.actor.id} and not is_read`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
