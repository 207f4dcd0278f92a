import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import {
  type AlertFrequency,
  canonicalSearchQuery,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_TEXT,
  savedSearchCreateSchema,
  savedSearchFilters,
  savedSearchUpdateSchema,
} from "../../shared/saved-searches.ts";
import { describeSearch } from "../../shared/search-summary.ts";
import type { z } from "../../shared/zod.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { lockAccountLimit } from "../db/account-lock.ts";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import { nextDue } from "./alert-schedule.ts";

function parsed<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("invalid", result.error.issues[0]?.message ?? SAVED_SEARCH_TEXT.failed);
  }
  return result.data;
}

/** The signed-in user's own saved search, or 404 (someone else's is as good as none). */
const ownSearch = (userId: string, id: string) =>
  and(
    eq(savedSearches.id, isUuid(id) ? id : "00000000-0000-0000-0000-000000000000"),
    eq(savedSearches.userId, userId),
  );

/**
 * "Zapisz wyszukiwanie": keeps a search (a /search query, made canonical: the same filters are
 * the same search) with a name and how often to mail about new offers. Offers already there
 * are not news: the first alert lists what comes after saving.
 */
export async function createSavedSearch(
  ctx: DomainContext,
  input: z.input<typeof savedSearchCreateSchema>,
  now = new Date(),
) {
  const actor = requireSignedIn(ctx);
  const values = parsed(savedSearchCreateSchema, input);
  const query = canonicalSearchQuery(values.query);
  if (!query) throw new AppError("invalid", SAVED_SEARCH_TEXT.noFilters);
  // Counted and inserted under the account's lock: saves at once cannot pass the limit together.
  return ctx.db.transaction(async (tx) => {
    await lockAccountLimit(tx, "saved-searches", actor.id);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, actor.id));
    if (count >= MAX_SAVED_SEARCHES) throw new AppError("conflict", SAVED_SEARCH_TEXT.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: actor.id,
        name: values.name,
        query,
        frequency: values.frequency,
        checkedAt: now,
        dueAt: nextDue(values.frequency, now),
        unsubscribeToken: randomBytes(24).toString("base64url"),
      })
      .returning({ id: savedSearches.id });
    return row;
  });
}

/** A new name or pace; a new pace counts from the last check. */
export async function updateSavedSearch(
  ctx: DomainContext,
  input: z.input<typeof savedSearchUpdateSchema>,
) {
  const actor = requireSignedIn(ctx);
  const values = parsed(savedSearchUpdateSchema, input);
  const [row] = await ctx.db
    .select({ checkedAt: savedSearches.checkedAt, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(ownSearch(actor.id, values.id));
  if (!row) throw new AppError("not_found", SAVED_SEARCH_TEXT.notFound);
  await ctx.db
    .update(savedSearches)
    .set({
      name: values.name,
      frequency: values.frequency,
      ...(row.frequency === values.frequency
        ? {}
        : { dueAt: nextDue(values.frequency as AlertFrequency, row.checkedAt) }),
    })
    .where(ownSearch(actor.id, values.id));
}

/**
 * Pauses or resumes the alerts. Resumed, it mails about what comes from now on, not about what
 * appeared while it was paused.
 */
export async function setSavedSearchPaused(
  ctx: DomainContext,
  { id, paused, now = new Date() }: { id: string; paused: boolean; now?: Date },
) {
  const actor = requireSignedIn(ctx);
  const [row] = await ctx.db
    .select({ frequency: savedSearches.frequency, paused: savedSearches.paused })
    .from(savedSearches)
    .where(ownSearch(actor.id, id));
  if (!row) throw new AppError("not_found", SAVED_SEARCH_TEXT.notFound);
  if (row.paused === paused) return;
  await ctx.db
    .update(savedSearches)
    .set(paused ? { paused } : { paused, checkedAt: now, dueAt: nextDue(row.frequency, now) })
    .where(ownSearch(actor.id, id));
}

export async function deleteSavedSearch(ctx: DomainContext, id: string) {
  const actor = requireSignedIn(ctx);
  const deleted = await ctx.db
    .delete(savedSearches)
    .where(ownSearch(actor.id, id))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw new AppError("not_found", SAVED_SEARCH_TEXT.notFound);
}

/** The panel's list: each search with what it looks for in words and its results' address. */
export async function listSavedSearches(ctx: DomainContext) {
  const actor = requireSignedIn(ctx);
  const rows = await ctx.db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      paused: savedSearches.paused,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, actor.id))
    .orderBy(desc(savedSearches.createdAt))
    .limit(MAX_SAVED_SEARCHES);
  return rows.map(({ query, ...row }) => ({
    ...row,
    summary: describeSearch(savedSearchFilters(query)),
    href: `/search?${query}`,
  }));
}
