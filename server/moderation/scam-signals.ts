import { and, asc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { PropertyType, TransactionType } from "../../shared/categories.ts";
import { formatPrice, formatQuantity, pluralize } from "../../shared/format.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import { SCAM_SIGNALS, SCAM_WARNING_TEXT, type ScamSignal } from "../../shared/moderation.ts";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import {
  agencies,
  agentAgencies,
  contentReports,
  messages,
  profiles,
  properties,
  users,
} from "../db/schema.ts";
// The locatives ("w Leżajsku") live with the seed's place data: server-only, so the 15 forms
// do not travel in every page's JavaScript as shared/locations.ts would make them.
import { PLACES } from "../db/seed/places.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Tx } from "../kernel/tx.ts";
import { findPaymentPattern, PAYMENT_PATTERN_LABELS } from "./payment-patterns.ts";
import { noticeQueueEntry } from "./queue-notice.ts";

/**
 * Scam signals (see the README): the product's own rules that put a listing or a message in the
 * moderation queue (a content_reports row with `signal`, reason 'oszustwo') and set the item's
 * scam_signal, so that its page shows a calm notice. Nothing is hidden: only an administrator's
 * decision does that. Measured by scripts/scam-signals.ts; the rules are in the README.
 */

type Queryable = Db | Tx;

/**
 * Price: a listing's price per m² below this share of the median of its comparables (active
 * listings of the same place, type and transaction with an area, itself and flagged ones aside),
 * when there are enough of them for a median to mean something. Each owner counts once (the
 * median of their own listings), and at least `minOwners` must be there: one account's absurd
 * listings cannot move the median and put an honest listing under a warning.
 */
export const PRICE_RULE = { shareOfMedian: 0.4, minComparables: 5, minOwners: 3 } as const;

/** Burst: an account younger than `accountDays` adding `listings` within `windowHours`. */
export const BURST_RULE = { accountDays: 7, listings: 5, windowHours: 24 } as const;

/** What the item's page says while its signal is set: calm, and no accusation. */
export const SCAM_NOTICES = {
  listing:
    "Na co uważać: nie wpłacaj zaliczki ani kaucji przed obejrzeniem nieruchomości i podpisaniem umowy. Ta oferta czeka na sprawdzenie przez nasz zespół.",
  message:
    "Uwaga: ta wiadomość prosi o wpłatę przed obejrzeniem, kuriera lub płatność przez zewnętrzny link. Nie płać, zanim nie zobaczysz nieruchomości i nie podpiszesz umowy.",
} as const;

/** What a rule found, ready for the queue. */
export type ScamFinding = {
  kind: "listing" | "message";
  itemId: string;
  /** The listing's title or the message's start, as report-item.ts labels them. */
  itemLabel: string;
  ownerId: string | null;
  signal: ScamSignal;
  /** What the rule saw, in Polish, for the administrator. */
  explanation: string;
};

const DAY_MS = 86_400_000;
/** A message's label is its start, as long as a user report's (report-item.ts). */
const MESSAGE_LABEL_CHARS = 300;
const LISTINGS: readonly [string, string, string] = ["ogłoszenie", "ogłoszenia", "ogłoszeń"];
const OWNERS: readonly [string, string, string] = [
  "ogłoszeniodawca",
  "ogłoszeniodawców",
  "ogłoszeniodawców",
];

const TYPE_GENITIVE: Record<PropertyType, string> = {
  mieszkanie: "mieszkań",
  dom: "domów",
  dzialka: "działek",
  lokal: "lokali",
};
const TRANSACTION_PHRASE: Record<TransactionType, string> = {
  sprzedaz: "na sprzedaż",
  wynajem: "na wynajem",
};

export type PriceFacts = {
  pricePerMetre: number;
  /** Null when there is no comparable. */
  median: number | null;
  comparables: number;
  /** The comparables' distinct owners, each counted once in the median. */
  owners: number;
  location: LocationSlug;
  type: PropertyType;
  transactionType: TransactionType;
};

/** The price rule on a listing's figures: its explanation when it holds, else null. */
export function priceRule(facts: PriceFacts): string | null {
  const { median, comparables, owners } = facts;
  if (median === null || median <= 0 || comparables < PRICE_RULE.minComparables) return null;
  if (owners < PRICE_RULE.minOwners) return null;
  const share = facts.pricePerMetre / median;
  if (share >= PRICE_RULE.shareOfMedian) return null;
  const group = `${TYPE_GENITIVE[facts.type]} ${TRANSACTION_PHRASE[facts.transactionType]} ${PLACES[facts.location].locative}`;
  return `Cena ${formatPrice(facts.pricePerMetre)}/m² to ${Math.floor(share * 100)}% mediany ${formatPrice(median)}/m² dla ${group} (${formatQuantity(comparables, LISTINGS)}, ${formatQuantity(owners, OWNERS)}).`;
}

export type BurstFacts = {
  /** At the listing's creation; negative when the listing predates the account (demo data). */
  accountAgeMs: number;
  /** The account's listings created in the window ending with this one, this one included. */
  recentListings: number;
};

function accountAge(ms: number): string {
  const days = Math.floor(Math.max(0, ms) / DAY_MS);
  return days === 0
    ? "mniej niż dobę temu"
    : `${days} ${pluralize(days, ["dzień", "dni", "dni"])} temu`;
}

/** The burst rule on an account's figures: its explanation when it holds, else null. */
export function burstRule(facts: BurstFacts): string | null {
  if (facts.accountAgeMs >= BURST_RULE.accountDays * DAY_MS) return null;
  if (facts.recentListings < BURST_RULE.listings) return null;
  return `Konto założone ${accountAge(facts.accountAgeMs)} dodało ${formatQuantity(facts.recentListings, LISTINGS)} w ciągu ${BURST_RULE.windowHours} godzin.`;
}

/** The listing a rule judged, as the queue names it. */
type ListingHead = { id: string; title: string; userId: string };
type ListingHeadRow = { id: string; title: string; user_id: string };

function listingHead(row: ListingHeadRow): ListingHead {
  return { id: row.id, title: row.title, userId: row.user_id };
}

/**
 * A stored listing's price figures, or null when it is not judged (no area or place, archived,
 * unknown). One query: the median of the comparables is percentile_cont over the rows
 * properties_active_location_price_idx finds (place and transaction lead it).
 */
export async function listingPriceFacts(
  db: Queryable,
  id: string,
): Promise<(ListingHead & PriceFacts) | null> {
  const { rows } = await db.execute<
    ListingHeadRow & {
      price_per_metre: number;
      median: number | null;
      comparables: number;
      owners: number;
      location: LocationSlug;
      type: PropertyType;
      transaction_type: TransactionType;
    }
  >(sql`
    select p.id, p.title, p.user_id, p.location, p.type, p.transaction_type,
           (p.price::float8 / p.area::float8) as price_per_metre, m.median, m.comparables,
           m.owners
    from ${properties} p
    cross join lateral (
      select percentile_cont(0.5) within group (order by o.per_metre) as median,
             coalesce(sum(o.listings), 0)::int as comparables, count(*)::int as owners
      from (
        select percentile_cont(0.5) within group (order by c.price::float8 / c.area::float8)
                 as per_metre,
               count(*) as listings
        from ${properties} c
        where not c.is_archived and c.location = p.location
          and c.transaction_type = p.transaction_type and c.type = p.type
          and c.area > 0 and c.id <> p.id and c.scam_signal is null
          and not exists (
            select 1 from ${contentReports} r
            where r.item_kind = 'listing' and r.item_id = c.id and r.signal is not null
              and r.decision_id is null)
        group by c.user_id
      ) o
    ) m
    where p.id = ${id} and p.area > 0 and p.location is not null and not p.is_archived`);
  const row = rows[0];
  if (!row) return null;
  return {
    ...listingHead(row),
    pricePerMetre: Number(row.price_per_metre),
    median: row.median === null ? null : Number(row.median),
    comparables: Number(row.comparables),
    owners: Number(row.owners),
    location: row.location,
    type: row.type,
    transactionType: row.transaction_type,
  };
}

/** The price rule on a stored listing. */
export async function findPriceSignal(db: Queryable, id: string): Promise<ScamFinding | null> {
  const facts = await listingPriceFacts(db, id);
  const explanation = facts && priceRule(facts);
  return facts && explanation ? listingFinding(facts, "price", explanation) : null;
}

/**
 * A stored listing's burst figures as of its creation: how old the account was then and how
 * many listings it had added in the window up to it (properties_user_id_idx). Null for the
 * exempt: the Import account, which publishes whole feeds at once, and accounts the team has
 * vouched for — a verified seller, or the owner or an active agent of a verified agency (a new
 * agency moving its stock on its first day is then no alarm).
 */
export async function listingBurstFacts(
  db: Queryable,
  id: string,
): Promise<(ListingHead & BurstFacts) | null> {
  const { rows } = await db.execute<
    ListingHeadRow & { account_age_ms: number; recent_listings: number }
  >(sql`
    select p.id, p.title, p.user_id,
           (extract(epoch from p.created_at - u.created_at) * 1000)::float8 as account_age_ms,
           (select count(*)::int from ${properties} o
             where o.user_id = p.user_id and o.created_at <= p.created_at
               and o.created_at > p.created_at - make_interval(hours => ${BURST_RULE.windowHours}::int)
           ) as recent_listings
    from ${properties} p
    join ${users} u on u.id = p.user_id
    left join ${profiles} pr on pr.id = p.user_id
    where p.id = ${id} and p.user_id <> ${IMPORT_USER_ID}
      and not coalesce(pr.is_verified_seller, false)
      and not exists (
        select 1 from ${agencies} a
        left join ${agentAgencies} aa on aa.agency_id = a.id and aa.status = 'active'
        where a.is_verified and (a.owner_id = p.user_id or aa.agent_id = p.user_id))`);
  const row = rows[0];
  if (!row) return null;
  return {
    ...listingHead(row),
    accountAgeMs: Number(row.account_age_ms),
    recentListings: Number(row.recent_listings),
  };
}

/** The burst rule on a stored listing. */
export async function findBurstSignal(db: Queryable, id: string): Promise<ScamFinding | null> {
  const facts = await listingBurstFacts(db, id);
  const explanation = facts && burstRule(facts);
  return facts && explanation ? listingFinding(facts, "burst", explanation) : null;
}

function listingFinding(row: ListingHead, signal: ScamSignal, explanation: string): ScamFinding {
  return {
    kind: "listing",
    itemId: row.id,
    itemLabel: row.title,
    ownerId: row.userId,
    signal,
    explanation,
  };
}

/** The payment rule on a message's text; `siteHost`'s own links never count. */
function findPaymentSignal(
  message: { id: string; senderId: string | null; content: string },
  siteHost?: string,
): ScamFinding | null {
  const found = findPaymentPattern(message.content, siteHost);
  if (!found) return null;
  return {
    kind: "message",
    itemId: message.id,
    itemLabel: message.content.slice(0, MESSAGE_LABEL_CHARS),
    ownerId: message.senderId,
    signal: "payment",
    explanation: `Wiadomość: ${PAYMENT_PATTERN_LABELS[found.pattern]} — „${found.excerpt}”.`,
  };
}

/**
 * Puts the finding in the moderation queue and sets the item's scam_signal (the first signal
 * stays: the notice reads the same for any). Once per item and rule while open (the open-report
 * key), and never again once an administrator decided on this rule's finding for the item: an
 * edit after "Bez działań" must not put it back in the queue. With the site's `baseUrl` the
 * administrators are mailed when the item enters the queue (scripts and tests that judge
 * stored data pass none). True when it was raised now.
 */
export async function raiseScamSignal(
  db: Queryable,
  finding: ScamFinding,
  baseUrl?: string,
): Promise<boolean> {
  const { kind, itemId, signal } = finding;
  // The select list's parameters are text to PostgreSQL: the id needs its cast.
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into ${contentReports}
      (item_kind, item_id, item_label, owner_id, reason, signal, explanation)
    select ${kind}, ${itemId}::uuid, ${finding.itemLabel}, ${finding.ownerId}, 'oszustwo',
           ${signal}, ${finding.explanation}
    where not exists (
      select 1 from ${contentReports}
      where item_kind = ${kind} and item_id = ${itemId} and signal = ${signal}
        and decision_id is not null)
    on conflict do nothing
    returning id`);
  if (rows.length === 0) return false;
  // A message's notice is for its recipient alone and shows at once. A listing's is public:
  // other accounts can steer a rule, so it waits for an administrator (confirmScamWarning).
  if (kind === "message") {
    await db
      .update(messages)
      .set({ scamSignal: keepFirst(messages.scamSignal, signal) })
      .where(eq(messages.id, itemId));
  }
  // A flagged message is told in the hourly digest (flagged-digest.ts), not one mail each.
  if (kind === "message") return true;
  if (baseUrl && !(signal === "burst" && (await burstAlreadyOpen(db, finding)))) {
    await noticeQueueEntry(
      db,
      { kind, id: itemId, label: finding.itemLabel },
      { reason: SCAM_SIGNALS[signal], baseUrl, automatic: true, now: new Date() },
    );
  }
  return true;
}

/**
 * Whether the account already has another open burst signal. The rule flags every listing from
 * the fifth of the day on; the team is mailed about the account once, not about each listing.
 * (The open reports are few: content_reports_open_idx.)
 */
async function burstAlreadyOpen(db: Queryable, finding: ScamFinding): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from ${contentReports}
    where decision_id is null and signal = 'burst' and owner_id = ${finding.ownerId}
      and item_id <> ${finding.itemId}
    limit 1`);
  return rows.length > 0;
}

/**
 * An administrator confirms a listing's open scam signal: from now on the listing's page shows
 * the calm notice. Audited; a listing without an open signal is not found.
 */
export async function confirmScamWarning(ctx: DomainContext, listingId: string): Promise<void> {
  const actor = requireAdministrator(ctx);
  const notFound = new AppError("not_found", SCAM_WARNING_TEXT.noSignal);
  if (!isUuid(listingId)) throw notFound;
  await ctx.db.transaction(async (tx) => {
    const [open] = await tx
      .select({ signal: contentReports.signal, label: contentReports.itemLabel })
      .from(contentReports)
      .where(
        and(
          eq(contentReports.itemKind, "listing"),
          eq(contentReports.itemId, listingId),
          isNotNull(contentReports.signal),
          isNull(contentReports.decisionId),
        ),
      )
      .orderBy(asc(contentReports.createdAt))
      .limit(1);
    if (!open?.signal) throw notFound;
    await tx
      .update(properties)
      .set({ scamSignal: keepFirst(properties.scamSignal, open.signal) })
      .where(eq(properties.id, listingId));
    await recordAudit(tx, actor, {
      action: "moderation-warning",
      targetType: "listing",
      targetId: listingId,
      targetLabel: open.label.slice(0, 200),
      before: null,
      after: { signal: open.signal },
    });
  });
}

function keepFirst(
  column: typeof properties.scamSignal | typeof messages.scamSignal,
  signal: ScamSignal,
): SQL<ScamSignal> {
  return sql<ScamSignal>`coalesce(${column}, ${signal})`;
}

/**
 * The listing rules after a listing was written (created or edited), in the writing
 * transaction. A rule that no longer holds after an edit leaves an open signal as it is: the
 * administrator decides. Answers the signals raised now.
 */
export async function checkListingSignals(
  tx: Queryable,
  id: string,
  baseUrl?: string,
): Promise<ScamSignal[]> {
  const raised: ScamSignal[] = [];
  for (const find of [findPriceSignal, findBurstSignal]) {
    const finding = await find(tx, id);
    if (finding && (await raiseScamSignal(tx, finding, baseUrl))) raised.push(finding.signal);
  }
  return raised;
}

/**
 * The payment rule after a message was written, in the sending transaction. Links to the
 * site's own host (`baseUrl`'s) are never taken for payment links.
 */
export async function checkMessageSignal(
  tx: Queryable,
  message: { id: string; senderId: string | null; content: string },
  baseUrl?: string,
): Promise<boolean> {
  const finding = findPaymentSignal(message, baseUrl && new URL(baseUrl).hostname);
  return finding ? raiseScamSignal(tx, finding, baseUrl) : false;
}
