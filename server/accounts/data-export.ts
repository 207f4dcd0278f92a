import { Readable } from "node:stream";
import { and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import yazl from "yazl";
import { DATA_EXPORT_TEXT } from "../../shared/data-export.ts";
import { formatDate } from "../../shared/format.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { dataExports, profiles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import { isUuid } from "../kernel/ids.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { dataExportReadyMail } from "../mail/templates.ts";
import { parseByteRange } from "../storage/byte-range.ts";
import type { ByteRange, Storage } from "../storage/storage.ts";
import { collectUserData, type ExportFile } from "./data-export-contents.ts";

const DAY_MS = 24 * 60 * 60_000;
/** How long the download link works. */
const VALID_MS = 7 * DAY_MS;
/** A build taken this long ago by a process that has not finished is taken over. */
const STALE_BUILD_MS = 15 * 60_000;
// A claim is one indexed query on the few open requests: cheap enough to ask every 5 s, so that
// the mail comes within seconds of the request.
const EXPORT_INTERVAL_MS = 5_000;

type ExportDeps = {
  db: Db;
  storage: { public: Storage; private: Storage };
  baseUrl: string;
};

/**
 * "Pobierz moje dane": queues the signed-in user's export (the job prepares it in the
 * background). Asking again while one is being prepared asks nothing more.
 */
export async function requestDataExport(ctx: DomainContext): Promise<{ queued: boolean }> {
  const actor = requireSignedIn(ctx);
  const queued = await ctx.db
    .insert(dataExports)
    .values({ userId: actor.id })
    .onConflictDoNothing()
    .returning({ id: dataExports.id });
  return { queued: queued.length > 0 };
}

/** The user's latest export, as the profile shows it (null: never asked). */
export async function latestDataExport(ctx: DomainContext) {
  const actor = requireSignedIn(ctx);
  const [row] = await ctx.db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, actor.id))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/**
 * The ZIP as a stream: each stored file is opened only when the writer reaches it, so that one
 * at a time is read, in chunks, whatever the export's size.
 */
function zip(files: readonly ExportFile[]): Readable {
  const archive = new yazl.ZipFile();
  for (const file of files) {
    if ("bytes" in file) {
      archive.addBuffer(Buffer.from(file.bytes), file.path);
      continue;
    }
    const { storage, key } = file.stored;
    // Photos are WebP and attachments mostly compressed already: stored, not deflated again.
    archive.addReadStreamLazy(file.path, { compress: false }, (done) => {
      storage.getStream(key).then(
        // A file deleted since it was listed (an attachment expiring meanwhile) is left empty.
        (object) => done(null, object?.body ?? Readable.from([])),
        (error: Error) => done(error, Readable.from([])),
      );
    });
  }
  archive.end();
  const output = archive.outputStream as Readable;
  // yazl reports a failed read on the ZipFile, not on its output: the upload must see it.
  archive.on("error", (error: Error) => output.destroy(error));
  return output;
}

/**
 * Builds one due export, if any: claimed with FOR UPDATE SKIP LOCKED (a build another process
 * started and did not finish within 15 minutes is taken over), the ZIP written to the private
 * storage, then marked ready with its mail queued in one transaction. Answers whether it built.
 */
async function buildNextExport(deps: ExportDeps, now: Date): Promise<boolean> {
  const [claimed] = await deps.db
    .update(dataExports)
    .set({ status: "building", startedAt: now })
    .where(
      eq(
        dataExports.id,
        sql`(select id from ${dataExports}
          where user_id is not null and (status = 'pending'
             or (status = 'building' and started_at < ${new Date(now.getTime() - STALE_BUILD_MS).toISOString()}::timestamptz))
          order by requested_at limit 1 for update skip locked)`,
      ),
    )
    .returning({
      id: dataExports.id,
      userId: dataExports.userId,
      startedAt: dataExports.startedAt,
    });
  if (!claimed?.userId) return false;
  const userId = claimed.userId;
  const files = await collectUserData(deps.db, deps.storage, userId);
  const fileKey = `exports/${userId}/${claimed.id}.zip`;
  const fileSize = await deps.storage.private.putStream(fileKey, zip(files), "application/zip");
  const expiresAt = new Date(Date.now() + VALID_MS);
  const kept = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(dataExports)
      .set({ status: "ready", readyAt: new Date(), expiresAt, fileKey, fileSize })
      // Only the build that still holds it (one taken over finishes as the other's).
      .where(and(eq(dataExports.id, claimed.id), eq(dataExports.status, "building")))
      .returning({ id: dataExports.id });
    if (!done) return false;
    const [owner] = await tx
      .select({
        email: users.email,
        name: sql<string | null>`coalesce(${profiles.firstName}, ${users.name})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId));
    if (owner) {
      const mail = dataExportReadyMail(owner.email, {
        name: owner.name,
        until: formatDate(expiresAt),
        url: `${deps.baseUrl}/moje-dane/${claimed.id}`,
      });
      await enqueueMail(tx, mail, new Date());
    }
    return true;
  });
  // Taken over by another process, or the account deleted meanwhile: the file is nobody's.
  if (!kept) await deps.storage.private.delete(fileKey);
  return true;
}

/**
 * Deletes the ZIPs whose link has expired, and at once those of deleted accounts (the rows stay,
 * marked expired).
 */
async function expireExports(deps: ExportDeps, now: Date): Promise<number> {
  const expired = await deps.db
    .update(dataExports)
    .set({ status: "expired" })
    .where(
      or(
        and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now)),
        and(ne(dataExports.status, "expired"), isNull(dataExports.userId)),
      ),
    )
    .returning({ fileKey: dataExports.fileKey });
  for (const { fileKey } of expired) if (fileKey) await deps.storage.private.delete(fileKey);
  return expired.length;
}

/** One run: every due export built (one at a time), expired ones deleted. */
export async function runDataExports(deps: ExportDeps, now = new Date()) {
  let built = 0;
  while (await buildNextExport(deps, now)) built += 1;
  const expired = await expireExports(deps, now);
  return { built, expired };
}

/** Builds and expires exports: now and every 5 s, safe in several processes. */
export function startDataExports(
  deps: ExportDeps & { log: Logger; deliverQueued: () => Promise<unknown> },
) {
  return startPeriodicJob({
    name: "data exports",
    intervalMs: EXPORT_INTERVAL_MS,
    log: deps.log,
    async task() {
      const result = await runDataExports(deps);
      if (result.built || result.expired) deps.log.info(result, "data exports");
      if (result.built) await deps.deliverQueued();
    },
  });
}

/**
 * The export the mail's link names, for its owner only (anyone else: 404, as if it did not
 * exist): whether it can still be downloaded, until when, and its size.
 */
export async function findDataExport(ctx: DomainContext, id: string) {
  const actor = requireSignedIn(ctx);
  if (!isUuid(id)) throw new AppError("not_found", DATA_EXPORT_TEXT.notFound);
  const [row] = await ctx.db
    .select({
      status: dataExports.status,
      expiresAt: dataExports.expiresAt,
      fileSize: dataExports.fileSize,
    })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, actor.id)));
  if (!row) throw new AppError("not_found", DATA_EXPORT_TEXT.notFound);
  const live = row.status === "ready" && !!row.expiresAt && row.expiresAt > new Date();
  return { live, expiresAt: row.expiresAt, fileSize: row.fileSize };
}

/**
 * The ZIP for its owner while the link works, as a stream (whole, or the byte range `rangeHeader`
 * asks for, so that a broken download can resume); anyone else gets 404 (whether it exists is
 * not theirs to know), as does an expired link (with its own reason).
 */
export async function getDataExportFile(
  ctx: DomainContext,
  {
    storage,
    id,
    rangeHeader = null,
  }: { storage: Storage; id: string; rangeHeader?: string | null },
): Promise<
  | { range: "unsatisfiable"; size: number }
  | { range: ByteRange | null; body: Readable; size: number; fileName: string }
> {
  const actor = requireSignedIn(ctx);
  if (!isUuid(id)) throw new AppError("not_found", DATA_EXPORT_TEXT.notFound);
  const [row] = await ctx.db
    .select({
      status: dataExports.status,
      fileKey: dataExports.fileKey,
      fileSize: dataExports.fileSize,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, actor.id)));
  if (!row) throw new AppError("not_found", DATA_EXPORT_TEXT.notFound);
  const live = row.status === "ready" && !!row.expiresAt && row.expiresAt > new Date();
  if (!live || !row.fileKey || !row.readyAt) {
    throw new AppError("not_found", live ? DATA_EXPORT_TEXT.notFound : DATA_EXPORT_TEXT.expired);
  }
  const range = row.fileSize === null ? null : parseByteRange(rangeHeader, row.fileSize);
  if (range === "unsatisfiable") return { range, size: row.fileSize ?? 0 };
  const object = await storage.getStream(row.fileKey, range ?? undefined);
  if (!object) throw new AppError("not_found", DATA_EXPORT_TEXT.notFound);
  return {
    range,
    body: object.body,
    size: object.size,
    fileName: `okolica-moje-dane-${row.readyAt.toISOString().slice(0, 10)}.zip`,
  };
}
