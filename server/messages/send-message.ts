import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { messagePlainText } from "../../shared/message-links.ts";
import {
  defaultContactSubject,
  MESSAGE_LIMITS,
  MESSAGE_TEXT,
  type SendMessageFields,
  sendMessageSchema,
} from "../../shared/message-schemas.ts";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { isPublicOwner, publicListing, publicService } from "../accounts/owner-visibility.ts";
import type { DomainContext } from "../auth/actor.ts";
import { conversations, messageAttachments, messages, properties, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import { checkMessageSignal } from "../moderation/scam-signals.ts";
import { consumeRateLimit } from "../rate-limit.ts";
import { generateKey } from "../storage/keys.ts";
import type { Storage } from "../storage/storage.ts";
import { type AttachmentType, cleanFileName, detectAttachmentType } from "./attachment-types.ts";
import { orderPair } from "./pair.ts";

/** What the live-updates side hears after a message is committed. */
export type MessageSentEvent = {
  messageId: string;
  conversationId: string;
  recipientId: string;
  senderId: string;
  /** The first 200 characters of the content (what a notification may show, no more). */
  preview: string;
  /** The listing's or service's title snapshot, if the conversation is about one. */
  subjectTitle: string | null;
};

export type MessageContext = DomainContext & {
  /** The PRIVATE storage (getPrivateStorage): attachments never get a public URL. */
  storage: Storage;
  /** Called after the commit; its failure never fails the send. */
  onSent?: (event: MessageSentEvent) => Promise<void> | void;
  /**
   * The site's base URL: links to its host are never taken for payment links, and the
   * administrators' mail about a scam signal links to the queue (scam-signals.ts).
   */
  siteUrl?: string;
};

export type SendMessageInput = SendMessageFields & {
  files: { name: string; type: string; bytes: Uint8Array }[];
};

export type SendMessageResult = { messageId: string; conversationId: string; recipientId: string };

/** Per-user sending limits, in rate_limits (shared by every app process). */
export const MESSAGE_RATE_LIMITS = [
  {
    key: (userId: string) => `messages:minute:${userId}`,
    max: MESSAGE_LIMITS.perMinute,
    windowMs: 60_000,
    message: MESSAGE_TEXT.rateLimitedMinute,
  },
  {
    key: (userId: string) => `messages:day:${userId}`,
    max: MESSAGE_LIMITS.perDay,
    windowMs: 86_400_000,
    message: MESSAGE_TEXT.rateLimitedDay,
  },
] as const;

const DAY_MS = 86_400_000;

/** Where a message goes: a new or existing conversation about a listing or service, or a reply. */
type Target =
  | {
      kind: "reply";
      conversationId: string;
      recipientId: string;
      propertyId: string | null;
      serviceId: string | null;
      subjectTitle: string | null;
    }
  | {
      kind: "property" | "service";
      recipientId: string;
      propertyId: string | null;
      serviceId: string | null;
      subjectTitle: string;
    };

type CheckedFile = { name: string; type: AttachmentType; bytes: Uint8Array };

/**
 * Sends a message from the signed-in user: from a listing's or service's contact box (opening
 * the conversation with its owner, or reusing it) or as a reply in a conversation. Attachments
 * travel in the same call: they are checked by content, written to the private storage first,
 * then conversation, message and attachment rows are saved in one transaction; if that fails
 * the written files are deleted, so nothing is ever half-saved.
 */
export async function sendMessage(
  ctx: MessageContext,
  input: SendMessageInput,
): Promise<SendMessageResult> {
  const actor = ctx.actor;
  if (!actor) throw new AppError("unauthenticated", MESSAGE_TEXT.signInRequired);

  const fields = sendMessageSchema.safeParse(input);
  if (!fields.success) throw new AppError("invalid", fields.error.issues[0]?.message);
  const { content } = fields.data;
  const isReply = Boolean(fields.data.conversationId);
  const files = input.files.filter((file) => file.bytes.byteLength > 0 || file.name);
  // Text or a file: a contact message with neither misses both, a reply its one field.
  if (!content && files.length === 0) {
    throw new AppError(
      "invalid",
      isReply ? MESSAGE_TEXT.emptyReply : MESSAGE_TEXT.fillSubjectAndContent,
    );
  }
  const checked = checkFiles(files);

  for (const limit of MESSAGE_RATE_LIMITS) {
    if (
      !(await consumeRateLimit(ctx.db, {
        key: limit.key(actor.id),
        max: limit.max,
        windowMs: limit.windowMs,
      }))
    ) {
      throw new AppError("rate_limited", limit.message);
    }
  }

  const target = await findTarget(ctx, actor.id, fields.data);
  if (target.recipientId === actor.id) throw new AppError("invalid", MESSAGE_TEXT.self);
  const subject =
    target.kind === "reply"
      ? MESSAGE_TEXT.replySubject
      : (fields.data.subject ?? defaultContactSubject(target.subjectTitle));
  const body = content || MESSAGE_TEXT.attachmentsOnlyContent;

  const folder = target.kind === "reply" ? target.conversationId : crypto.randomUUID();
  const stored = await storeFiles(ctx.storage, folder, checked);

  let result: { messageId: string; conversationId: string };
  try {
    result = await ctx.db.transaction(async (tx) => {
      // A list shows the preview as text: a link reads as its label, never as [label](url).
      const preview = messagePlainText(body).slice(0, MESSAGE_LIMITS.previewMax);
      let conversationId: string;
      if (target.kind === "reply") {
        conversationId = target.conversationId;
        await tx
          .update(conversations)
          .set({ lastMessageAt: sql`now()`, lastMessagePreview: preview })
          .where(eq(conversations.id, conversationId));
      } else {
        const [userAId, userBId] = orderPair(actor.id, target.recipientId);
        const values = {
          propertyId: target.propertyId,
          serviceId: target.serviceId,
          subjectTitle: target.subjectTitle,
          userAId,
          userBId,
          lastMessagePreview: preview,
        };
        // Two first messages at once meet on the unique index: both end in the same row.
        const onConflict =
          target.kind === "property"
            ? {
                target: [conversations.userAId, conversations.userBId, conversations.propertyId],
                targetWhere: sql`property_id is not null`,
              }
            : {
                target: [conversations.userAId, conversations.userBId, conversations.serviceId],
                targetWhere: sql`service_id is not null`,
              };
        const [row] = await tx
          .insert(conversations)
          .values(values)
          .onConflictDoUpdate({
            ...onConflict,
            set: { lastMessageAt: sql`now()`, lastMessagePreview: preview },
          })
          .returning({ id: conversations.id });
        conversationId = row.id;
      }

      const [message] = await tx
        .insert(messages)
        .values({
          conversationId,
          senderId: actor.id,
          recipientId: target.recipientId,
          propertyId: target.propertyId,
          serviceId: target.serviceId,
          subjectTitle: target.subjectTitle,
          subject,
          content: body,
        })
        .returning({ id: messages.id });
      // The payment rule (scam signals): the recipient sees a calm notice, nothing is held back.
      await checkMessageSignal(
        tx,
        { id: message.id, senderId: actor.id, content: body },
        ctx.siteUrl,
      );

      if (stored.length > 0) {
        const expiresAt = new Date(Date.now() + MESSAGE_LIMITS.attachmentDays * DAY_MS);
        await tx.insert(messageAttachments).values(
          stored.map((file) => ({
            messageId: message.id,
            fileKey: file.key,
            fileName: file.name,
            fileType: file.type.mime,
            fileSize: file.bytes.byteLength,
            expiresAt,
          })),
        );
      }
      return { messageId: message.id, conversationId };
    });
  } catch (error) {
    await deleteFiles(
      ctx.storage,
      stored.map((file) => file.key),
    );
    throw error;
  }

  try {
    await ctx.onSent?.({
      ...result,
      recipientId: target.recipientId,
      senderId: actor.id,
      preview: body.slice(0, 200),
      subjectTitle: target.subjectTitle,
    });
  } catch {
    // The message is saved; a missed live update or e-mail is caught up by polling.
  }

  return { ...result, recipientId: target.recipientId };
}

async function findTarget(
  ctx: DomainContext,
  actorId: string,
  input: z.output<typeof sendMessageSchema>,
): Promise<Target> {
  const given = [input.conversationId, input.propertyId, input.serviceId].filter(Boolean);
  if (given.length !== 1) throw new AppError("invalid", MESSAGE_TEXT.noRecipient);

  if (input.conversationId) {
    const id = input.conversationId;
    const [conversation] = isUuid(id)
      ? await ctx.db
          .select()
          .from(conversations)
          .where(
            and(
              eq(conversations.id, id),
              sql`(${conversations.userAId} = ${actorId} or ${conversations.userBId} = ${actorId})`,
            ),
          )
      : [];
    if (!conversation) throw new AppError("not_found", MESSAGE_TEXT.conversationNotFound);
    const recipientId =
      conversation.userAId === actorId ? conversation.userBId : conversation.userAId;
    if (!recipientId) throw new AppError("invalid", MESSAGE_TEXT.otherDeleted);
    if (!(await isPublicOwner(ctx.db, recipientId))) {
      throw new AppError("invalid", MESSAGE_TEXT.otherInactive);
    }
    return {
      kind: "reply",
      conversationId: conversation.id,
      recipientId,
      propertyId: conversation.propertyId,
      serviceId: conversation.serviceId,
      subjectTitle: conversation.subjectTitle,
    };
  }

  if (input.propertyId) {
    const id = input.propertyId;
    const [listing] = isUuid(id)
      ? await ctx.db
          .select({
            id: properties.id,
            userId: properties.userId,
            title: properties.title,
          })
          .from(properties)
          // Archived, or its owner's account deactivated: hidden from the public, so no contact.
          .where(and(eq(properties.id, id), publicListing()))
      : [];
    if (!listing) {
      throw new AppError("not_found", MESSAGE_TEXT.listingNotFound);
    }
    // Imported listings belong to the system account: nobody would ever read the message.
    if (listing.userId === IMPORT_USER_ID) {
      throw new AppError("invalid", MESSAGE_TEXT.importedListing);
    }
    return {
      kind: "property",
      recipientId: listing.userId,
      propertyId: listing.id,
      serviceId: null,
      subjectTitle: listing.title,
    };
  }

  const id = input.serviceId as string;
  const [service] = isUuid(id)
    ? await ctx.db
        .select({ id: services.id, userId: services.userId, title: services.title })
        .from(services)
        .where(and(eq(services.id, id), publicService()))
    : [];
  if (!service) throw new AppError("not_found", MESSAGE_TEXT.serviceNotFound);
  return {
    kind: "service",
    recipientId: service.userId,
    propertyId: null,
    serviceId: service.id,
    subjectTitle: service.title,
  };
}

function refuseFiles(reason: string): never {
  throw new AppError("invalid", `${MESSAGE_TEXT.attachmentsFailed} ${reason}`);
}

/** Count, size and type (by content) of every file, before anything is written. */
function checkFiles(files: SendMessageInput["files"]): CheckedFile[] {
  if (files.length > MESSAGE_LIMITS.attachmentsMax) refuseFiles(MESSAGE_TEXT.tooManyFiles);
  return files.map((file) => {
    const label = file.name ? `„${file.name}”: ` : "";
    if (file.bytes.byteLength === 0) refuseFiles(label + MESSAGE_TEXT.fileEmpty);
    if (file.bytes.byteLength > MESSAGE_LIMITS.attachmentBytesMax) {
      refuseFiles(label + MESSAGE_TEXT.fileTooLarge);
    }
    const type = detectAttachmentType(file.bytes);
    if (!type) refuseFiles(label + MESSAGE_TEXT.fileType);
    return { name: cleanFileName(file.name, type), type, bytes: file.bytes };
  });
}

type StoredFile = CheckedFile & { key: string };

/** Writes every file to the private storage; on any failure removes what was written. */
async function storeFiles(
  storage: Storage,
  folder: string,
  files: CheckedFile[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = files.map((file) => ({
    ...file,
    key: generateKey(`attachments/${folder}`, file.type.extension),
  }));
  const results = await Promise.allSettled(
    stored.map((file) => storage.put(file.key, file.bytes, file.type.mime)),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await deleteFiles(
      storage,
      stored.map((file) => file.key),
    );
    throw new AppError("invalid", MESSAGE_TEXT.attachmentsFailed, { cause: failed.reason });
  }
  return stored;
}

async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  // Best effort: a file left behind has no row pointing at it and nobody can reach it.
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
