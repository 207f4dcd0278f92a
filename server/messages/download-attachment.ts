import { and, eq, or } from "drizzle-orm";
import { MESSAGE_TEXT } from "../../shared/message-schemas.ts";
import type { DomainContext } from "../auth/actor.ts";
import { messageAttachments, messages } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Storage } from "../storage/storage.ts";

export type AttachmentDownload =
  | { status: "ok"; fileName: string; fileType: string; body: Uint8Array }
  /** Past its 10 days (or the file is gone): the route answers 410. */
  | { status: "expired" };

/**
 * An attachment's bytes for its message's sender or recipient only; anyone else (and a
 * signed-out visitor) gets not_found, so ids cannot be probed. `storage` is the private one.
 */
export async function downloadAttachment(
  ctx: DomainContext & { storage: Storage },
  id: string,
  now: Date = new Date(),
): Promise<AttachmentDownload> {
  const actor = ctx.actor;
  if (!actor || !isUuid(id)) throw new AppError("not_found", MESSAGE_TEXT.attachmentNotFound);
  const [row] = await ctx.db
    .select({
      fileKey: messageAttachments.fileKey,
      fileName: messageAttachments.fileName,
      fileType: messageAttachments.fileType,
      expiresAt: messageAttachments.expiresAt,
      expiredAt: messageAttachments.expiredAt,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(
      and(
        eq(messageAttachments.id, id),
        or(eq(messages.senderId, actor.id), eq(messages.recipientId, actor.id)),
      ),
    );
  if (!row) throw new AppError("not_found", MESSAGE_TEXT.attachmentNotFound);
  if (row.expiredAt || row.expiresAt.getTime() <= now.getTime()) return { status: "expired" };
  const file = await ctx.storage.get(row.fileKey);
  if (!file) return { status: "expired" };
  return { status: "ok", fileName: row.fileName, fileType: row.fileType, body: file.body };
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\%;]/g, "_")
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback || "zalacznik"}"; filename*=UTF-8''${encoded}`;
}
