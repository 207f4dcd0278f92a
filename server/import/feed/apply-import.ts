import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { listingCount } from "../../../shared/admin-listings.ts";
import type { ImportSummary, WipeRisk } from "../../../shared/json-import.ts";
import { JSON_IMPORT_TEXT } from "../../../shared/json-import.ts";
import {
  applicableParams,
  LISTING_PARAM_KEYS,
  type ListingParams,
} from "../../../shared/listing-params.ts";
import type { LocationSlug } from "../../../shared/locations.ts";
import type { SourceKey } from "../../../shared/sources.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../../accounts/import-account.ts";
import { type DomainContext, requireAdministrator } from "../../auth/actor.ts";
import { moderationDecisions, properties } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { recordAudit } from "../../kernel/audit.ts";
import type { Tx } from "../../kernel/tx.ts";
import { listingParamColumns } from "../../listings/listing-summary.ts";
import { matchLocation } from "../match-location.ts";
import type { FeedItem, ImportResult } from "./types.ts";

export type ApplyImportOptions = {
  /** The audit action key: 'import-json' or 'import-portal'. */
  action: string;
  /** Archive the Import account's listings of the feed's sources whose links are absent (a whole feed), or not (a partial one such as a search page). */
  archiveAbsent: boolean;
  /** The administrator confirmed archiving more than half of a source's active listings. */
  confirmWipe?: boolean;
  /** What the audit log calls this import ('Import JSON', 'Import z Otodom'); 'Import' if not given. */
  label?: string;
};

/** One feed import at a time, across every app process: two must not interleave their archiving. */
const FEED_IMPORT_LOCK_KEY = 72_410_009;
/** Rows per INSERT or UPDATE statement: well under PostgreSQL's 65 535 parameters. */
const CHUNK = 500;

/** A feed in which no item can be imported (each lacks a link or repeats one): nothing is changed. */
export class NothingToImportError extends AppError {
  readonly summary: ImportSummary;
  constructor(summary: ImportSummary) {
    super("invalid", `${JSON_IMPORT_TEXT.nothingProcessed}.`);
    this.name = "NothingToImportError";
    this.summary = summary;
  }
}

/**
 * What identifies a listing within its source. Otodom's addresses change (slug, /hpr/ promotion
 * paths) but end in the offer's id, so only their last 7 characters count (after dropping a query,
 * fragment or trailing slash); every other portal's link is compared whole.
 */
function matchKey(source: string, link: string): string {
  if (source !== "otodom") return `${source} ${link.trim()}`;
  const path = link
    .trim()
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
  return `${source} ${path.slice(-7)}`;
}

/** The link to store: an Otodom /hpr/ address already stored is kept when the new one lacks it. */
function keptLink(existing: string | null, incoming: string): string {
  if (existing?.includes("/hpr/") && !incoming.includes("/hpr/")) return existing;
  return incoming;
}

type Existing = {
  id: string;
  source: SourceKey;
  externalUrl: string | null;
  title: string;
  price: number;
  area: number | null;
  location: LocationSlug | null;
  address: string | null;
  isArchived: boolean;
} & ListingParams;

/** A feed item as the columns it sets. */
function columns(item: FeedItem & { externalUrl: string }) {
  return {
    // Only those of its type and transaction, as the listing form's save keeps them.
    ...applicableParams(item.params, {
      type: item.type,
      transactionType: item.transactionType,
      area: item.area,
    }),
    title: item.title,
    price: item.price,
    area: item.area,
    location: matchLocation(item.locationText),
    address: item.locationText,
    type: item.type,
    transactionType: item.transactionType,
    // Never shown as it is: the re-hosting job stores it as our own photo (rehost-imported-photos.ts).
    pendingImageUrl: item.imageUrl,
    externalUrl: item.externalUrl,
  };
}
type Columns = ReturnType<typeof columns>;

/**
 * Title, price, area or location changed (docs/spec/panel.md §4), or a structured parameter
 * (so that a feed that starts sending them fills the listings it imported before); anything
 * else alone is no reason to update.
 */
function differs(row: Existing, next: Columns): boolean {
  return (
    row.title !== next.title ||
    Number(row.price) !== next.price ||
    (row.area === null ? null : Number(row.area)) !== next.area ||
    row.location !== next.location ||
    row.address !== next.address ||
    LISTING_PARAM_KEYS.some((key) => JSON.stringify(row[key]) !== JSON.stringify(next[key]))
  );
}

/**
 * The feed's items that can be imported: each needs a link (without one it could never be matched
 * again, so every import would add it anew) and the first of a repeated link wins.
 */
function importable(items: readonly FeedItem[]) {
  const byKey = new Map<string, FeedItem & { externalUrl: string }>();
  let errors = 0;
  for (const item of items) {
    const link = item.externalUrl?.trim();
    const key = link ? matchKey(item.source, link) : null;
    if (!link || !key || byKey.has(key)) errors++;
    else byKey.set(key, { ...item, externalUrl: link });
  }
  return { byKey, errors };
}

/**
 * Imports feed items (the administrator's JSON, a portal's search results) into the Import
 * account's listings (docs/spec/panel.md §4), as one transaction with one audit row:
 * - an Import-account listing of the same source and link (Otodom: its last 7 characters) is
 *   updated when its title, price, area or location changed, and restored when archived —
 *   unless a moderation decision hid it (the feed must not undo the administrator's decision);
 * - any other item becomes a new listing: unverified, not premium, not archived, seller type
 *   posrednik, 0 views, its location text matched to one of our places (else null);
 * - with `archiveAbsent`, the Import account's active listings of the feed's sources whose link
 *   the feed lacks are archived, unless that is more than half of a source's active listings
 *   and `confirmWipe` is not set: then nothing changes and the risks are answered (a broken feed
 *   must never wipe a source).
 * Users' own listings are never read nor touched. An item without a link or repeating an earlier
 * item's link is counted in `errors`; when no item is left, NothingToImportError (nothing changed,
 * no audit row). A second identical import changes nothing (all `unchanged`).
 */
export async function applyImport(
  ctx: DomainContext,
  items: readonly FeedItem[],
  options: ApplyImportOptions,
): Promise<ImportResult> {
  const actor = requireAdministrator(ctx);
  const { byKey, errors } = importable(items);
  const summary: ImportSummary = { inserted: 0, updated: 0, archived: 0, unchanged: 0, errors };
  if (!byKey.size) throw new NothingToImportError(summary);
  const sources = [...new Set([...byKey.values()].map((item) => item.source))].sort();

  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FEED_IMPORT_LOCK_KEY})`);
    const existing = await loadExisting(tx, sources);
    const hidden = await hiddenByModeration(tx);

    const matched = new Map<string, Existing>();
    for (const row of existing) {
      const key = row.externalUrl ? matchKey(row.source, row.externalUrl) : null;
      // Two stored listings with one link (made by hand): the oldest is the one kept in step.
      if (key && byKey.has(key) && !matched.has(key)) matched.set(key, row);
    }

    const inserts: (Columns & { source: SourceKey })[] = [];
    const updates: (Columns & { id: string })[] = [];
    for (const [key, item] of byKey) {
      const next = columns(item);
      const row = matched.get(key);
      if (!row) inserts.push({ ...next, source: item.source });
      else if (row.isArchived && hidden.has(row.id)) summary.unchanged++;
      else if (row.isArchived || differs(row, next)) {
        updates.push({
          ...next,
          id: row.id,
          externalUrl: keptLink(row.externalUrl, next.externalUrl),
        });
      } else summary.unchanged++;
    }

    const toArchive = options.archiveAbsent
      ? existing.filter(
          (row) =>
            !row.isArchived &&
            !(row.externalUrl && byKey.has(matchKey(row.source, row.externalUrl))),
        )
      : [];
    if (!options.confirmWipe) {
      const risks = wipeRisks(existing, toArchive);
      if (risks.length) return { status: "needs_confirmation", risks };
    }

    // The owner of the new rows exists from start-up on; made sure of here for a fresh database.
    if (inserts.length) await ensureImportAccount(tx);
    await insertListings(tx, inserts);
    await updateListings(tx, updates);
    await archiveListings(
      tx,
      toArchive.map((row) => row.id),
    );
    summary.inserted = inserts.length;
    summary.updated = updates.length;
    summary.archived = toArchive.length;

    await recordAudit(tx, actor, {
      action: options.action,
      targetType: "listing",
      targetId: null,
      targetLabel: `${options.label ?? "Import"}: ${listingCount(items.length)}`,
      after: { ...summary, sources },
    });
    return { status: "done", summary };
  });
}

/**
 * The Import account's listings of the given sources, locked until the import commits (an
 * administrator's edit of one of them waits rather than being overwritten unseen).
 */
async function loadExisting(tx: Tx, sources: readonly SourceKey[]): Promise<Existing[]> {
  return tx
    .select({
      id: properties.id,
      source: properties.source,
      externalUrl: properties.externalUrl,
      title: properties.title,
      price: properties.price,
      area: properties.area,
      location: properties.location,
      address: properties.address,
      isArchived: properties.isArchived,
      ...listingParamColumns,
    })
    .from(properties)
    .where(and(eq(properties.userId, IMPORT_USER_ID), inArray(properties.source, [...sources])))
    .orderBy(properties.createdAt, properties.id)
    .for("update");
}

/**
 * The listings a moderation decision hid and no appeal brought back. Decisions are few (one per
 * decided item), so one pass over them serves the whole import.
 */
async function hiddenByModeration(tx: Tx): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: moderationDecisions.itemId })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.itemKind, "listing"),
        eq(moderationDecisions.decision, "hide"),
        sql`${moderationDecisions.appealOutcome} is distinct from 'reversed'`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The sources of which the import would archive more than half of the active listings. */
function wipeRisks(existing: readonly Existing[], toArchive: readonly Existing[]): WipeRisk[] {
  const risks: WipeRisk[] = [];
  const sources = [...new Set(toArchive.map((row) => row.source))].sort();
  for (const source of sources) {
    const active = existing.filter((row) => row.source === source && !row.isArchived).length;
    const wouldArchive = toArchive.filter((row) => row.source === source).length;
    if (wouldArchive * 2 > active) risks.push({ source, active, wouldArchive });
  }
  return risks;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function insertListings(tx: Tx, rows: readonly (Columns & { source: SourceKey })[]) {
  for (const chunk of chunks(rows)) {
    await tx.insert(properties).values(
      chunk.map((row) => ({
        ...row,
        userId: IMPORT_USER_ID,
        sellerType: "posrednik" as const,
        isVerified: false,
        isPremium: false,
        isArchived: false,
        views: 0,
      })),
    );
  }
}

/** The parameters' column names, and a row's values under them (JSON for jsonb_populate_record). */
const PARAM_COLUMNS = LISTING_PARAM_KEYS.map((key) => properties[key].name);
const paramsJson = (row: Columns) =>
  JSON.stringify(
    Object.fromEntries(LISTING_PARAM_KEYS.map((key, i) => [PARAM_COLUMNS[i], row[key]])),
  );

/**
 * One UPDATE … FROM (VALUES …) per chunk; the parameters travel as one JSON object per row,
 * typed into the columns by jsonb_populate_record. The image is replaced only by a new one
 * (queued for re-hosting): a feed that stops sending photos does not blank the listing's.
 */
async function updateListings(tx: Tx, rows: readonly (Columns & { id: string })[]) {
  const setParams = sql.join(
    PARAM_COLUMNS.map((name) => sql`${sql.identifier(name)} = r.${sql.identifier(name)}`),
    sql`, `,
  );
  for (const chunk of chunks(rows)) {
    const values: SQL = sql.join(
      chunk.map(
        (r) =>
          sql`(${r.id}::uuid, ${r.title}::text, ${r.price}::bigint, ${r.area}::numeric, ${r.location}::text, ${r.address}::text, ${r.type}::text, ${r.transactionType}::text, ${r.pendingImageUrl}::text, ${r.externalUrl}::text, ${paramsJson(r)}::jsonb)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${properties} p set
        title = v.title, price = v.price, area = v.area, location = v.location,
        address = v.address, type = v.type, transaction_type = v.transaction_type,
        pending_image_url = coalesce(v.pending_image_url, p.pending_image_url),
        external_url = v.external_url, ${setParams},
        is_archived = false, updated_at = now()
      from (values ${values}) as v(id, title, price, area, location, address, type, transaction_type, pending_image_url, external_url, params)
        cross join lateral jsonb_populate_record(null::${properties}, v.params) as r
      where p.id = v.id and p.user_id = ${IMPORT_USER_ID}`);
  }
}

async function archiveListings(tx: Tx, ids: readonly string[]) {
  for (const chunk of chunks(ids)) {
    await tx
      .update(properties)
      .set({ isArchived: true })
      .where(and(inArray(properties.id, chunk), eq(properties.userId, IMPORT_USER_ID)));
  }
}
