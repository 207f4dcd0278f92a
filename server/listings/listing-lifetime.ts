import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { formatDate } from "../../shared/format.ts";
import { wantsEmail } from "../accounts/email-preferences.ts";
import { IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Db } from "../db/client.ts";
import { profiles, properties, users } from "../db/schema.ts";
import { startPeriodicJob } from "../jobs/periodic-job.ts";
import type { Tx } from "../kernel/tx.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { listingExpiryMail } from "../mail/templates.ts";
import { assertRoomForListing } from "../plans/account-plan.ts";

const DAY_MS = 24 * 60 * 60_000;
/** The reminder goes this long before a listing expires. */
const REMIND_BEFORE_MS = 3 * DAY_MS;
const LIFETIME_INTERVAL_MS = 60 * 60_000;
/** Reminders claimed per transaction (FOR UPDATE SKIP LOCKED: other processes take others). */
const BATCH = 200;

/** Published, or archived because it expired (not by its owner or an administrator). */
const renewable = or(eq(properties.isArchived, false), isNotNull(properties.expiredAt));

/** What a renewal writes: a new lifetime from now, out of the archive if it had expired. */
const renewedColumns = () => ({
  refreshedAt: new Date(),
  isArchived: false,
  expiredAt: null,
  // The reminder's link then only says it was used (its page is loaded again after renewing).
  expiryRemindedAt: null,
});

/** When a listing refreshed at `refreshedAt` expires. */
export const expiresAt = (refreshedAt: Date, lifetimeDays: number) =>
  new Date(refreshedAt.getTime() + lifetimeDays * DAY_MS);

/** Own listings (not the Import account's, which follow their feed) that are published. */
const ownActive = and(ne(properties.userId, IMPORT_USER_ID), eq(properties.isArchived, false));

/**
 * Archives the own listings whose lifetime has passed: they leave every public page and stay in
 * the owner's panel (archived), marked as expired so that the owner may renew them.
 */
export async function expireListings(db: Db, lifetimeDays: number, now = new Date()) {
  const expired = await db
    .update(properties)
    .set({ isArchived: true, expiredAt: now })
    .where(
      and(ownActive, lte(properties.refreshedAt, new Date(now.getTime() - lifetimeDays * DAY_MS))),
    )
    .returning({ id: properties.id });
  return expired.length;
}

/**
 * Mails each owner whose listing expires within three days, once per lifetime, with a link that
 * renews it without a sign-in (its token). The mail is queued in the transaction that marks the
 * listing reminded: once-only, also with several processes.
 */
export async function remindExpiringListings(
  deps: { db: Db; baseUrl: string; lifetimeDays: number },
  now = new Date(),
) {
  const remindFrom = new Date(now.getTime() - deps.lifetimeDays * DAY_MS + REMIND_BEFORE_MS);
  let reminded = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: properties.id,
          title: properties.title,
          refreshedAt: properties.refreshedAt,
          email: users.email,
          name: sql<string | null>`coalesce(${profiles.firstName}, ${users.name})`,
          // Off in the profile, or a deactivated account: no mail.
          wantsMail: sql<boolean>`${wantsEmail(properties.userId, "reminders")}
            and coalesce(${profiles.isActive}, true)`,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.userId))
        .leftJoin(profiles, eq(profiles.id, properties.userId))
        .where(
          and(
            ownActive,
            lte(properties.refreshedAt, remindFrom),
            or(
              isNull(properties.expiryRemindedAt),
              sql`${properties.expiryRemindedAt} < ${properties.refreshedAt}`,
            ),
          ),
        )
        .limit(BATCH)
        .for("update", { of: properties, skipLocked: true });
      for (const listing of due) {
        const token = randomBytes(24).toString("base64url");
        await tx
          .update(properties)
          .set({ expiryRemindedAt: now, renewToken: token })
          .where(eq(properties.id, listing.id));
        if (!listing.wantsMail || listing.email.endsWith(".invalid")) continue;
        const mail = listingExpiryMail(listing.email, {
          name: listing.name,
          title: listing.title,
          expiresOn: formatDate(expiresAt(listing.refreshedAt, deps.lifetimeDays)),
          url: `${deps.baseUrl}/ogloszenie/odswiez/${token}`,
        });
        await enqueueMail(tx, mail, now);
        reminded += 1;
      }
      return due.length;
    });
    if (count < BATCH) return reminded;
  }
}

/** Expires and reminds: now and every hour, safe in several processes. */
export function startListingLifetime(deps: {
  db: Db;
  baseUrl: string;
  lifetimeDays: number;
  log: Logger;
  deliverQueued: () => Promise<unknown>;
}) {
  return startPeriodicJob({
    name: "listing lifetime",
    intervalMs: LIFETIME_INTERVAL_MS,
    log: deps.log,
    async task() {
      const expired = await expireListings(deps.db, deps.lifetimeDays);
      const reminded = await remindExpiringListings(deps);
      if (expired || reminded) deps.log.info({ expired, reminded }, "listing lifetimes");
      if (reminded) await deps.deliverQueued();
    },
  });
}

/**
 * The reminder mail's link: renews the listing it was sent for, without a sign-in (the token is
 * the proof, and works until the listing is renewed). Null for an unknown or used token.
 */
export async function renewListingByToken(db: Db, token: string) {
  if (!/^[\w-]{32}$/.test(token)) return null;
  return db.transaction((tx) =>
    renewWithinPlan(
      tx,
      and(eq(properties.renewToken, token), isNotNull(properties.expiryRemindedAt)) as SQL,
    ),
  );
}

/**
 * Renews the renewable listing `which` picks (null when none): an expired one comes back from
 * the archive only within its owner's plan's limit of published listings.
 */
export async function renewWithinPlan(tx: Tx, which: SQL) {
  const [row] = await tx
    .select({ id: properties.id, userId: properties.userId, isArchived: properties.isArchived })
    .from(properties)
    .where(and(which, renewable))
    .for("update");
  if (!row) return null;
  const fromPlan = row.isArchived ? await assertRoomForListing(tx, row.userId) : {};
  const [renewed] = await tx
    .update(properties)
    .set({ ...renewedColumns(), ...fromPlan })
    .where(eq(properties.id, row.id))
    .returning({ id: properties.id, title: properties.title, refreshedAt: properties.refreshedAt });
  return renewed ?? null;
}

/** The listing a renewal link names and whether it was renewed since, or null. */
export async function findListingByRenewToken(db: Db, token: string) {
  if (!/^[\w-]{32}$/.test(token)) return null;
  const [row] = await db
    .select({
      title: properties.title,
      renewed: sql<boolean>`${properties.expiryRemindedAt} is null`,
    })
    .from(properties)
    .where(eq(properties.renewToken, token));
  return row ?? null;
}
