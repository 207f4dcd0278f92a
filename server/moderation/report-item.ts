import { and, eq, sql } from "drizzle-orm";
import { MODERATION_TEXT, type ReportItemKind } from "../../shared/moderation.ts";
import { publicAgency, publicListing, publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { agencies, messages, properties, serviceReviews, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";

/** What a report names: the item's title (or the start of its text), who published it, where it is. */
export type ReportItem = {
  kind: ReportItemKind;
  id: string;
  label: string;
  ownerId: string;
  /** Its public page; null for a message, which the queue quotes instead. */
  path: string | null;
};

/** The quoted start of a review's or message's text: what the reporter and the queue see. */
const EXCERPT_CHARS = 300;
const excerpt = (column: typeof serviceReviews.text | typeof messages.content) =>
  sql<string>`left(${column}, ${EXCERPT_CHARS})`;

/**
 * The item as a reporter may see it: a public listing, service or agency page, a review of a
 * public service, or a message the reporter received. Anything else is not found, so the form
 * says nothing about content its user cannot see.
 */
export async function findReportItem(
  db: Db,
  { kind, id, reporterId }: { kind: ReportItemKind; id: string; reporterId: string | null },
): Promise<ReportItem> {
  const found = isUuid(id) ? await lookUp(db, kind, id, reporterId) : undefined;
  if (!found) throw new AppError("not_found", MODERATION_TEXT.itemNotFound);
  return { kind, id, ...found };
}

async function lookUp(db: Db, kind: ReportItemKind, id: string, reporterId: string | null) {
  switch (kind) {
    case "listing":
      return db
        .select({ label: properties.title, ownerId: properties.userId })
        .from(properties)
        .where(and(eq(properties.id, id), publicListing()))
        .then(([row]) => row && { ...row, path: `/nieruchomosc/${id}` });
    case "service":
      return db
        .select({ label: services.title, ownerId: services.userId })
        .from(services)
        .where(and(eq(services.id, id), publicService()))
        .then(([row]) => row && { ...row, path: `/usluga/${id}` });
    case "agency":
      return db
        .select({ label: agencies.name, ownerId: agencies.ownerId })
        .from(agencies)
        .where(and(eq(agencies.id, id), publicAgency()))
        .then(([row]) => row && { ...row, path: `/agencja/${id}` });
    case "review":
      return db
        .select({
          label: excerpt(serviceReviews.text),
          ownerId: serviceReviews.userId,
          serviceId: services.id,
        })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.serviceId))
        .where(and(eq(serviceReviews.id, id), publicService()))
        .then(
          ([row]) =>
            row && { label: row.label, ownerId: row.ownerId, path: `/usluga/${row.serviceId}` },
        );
    case "message":
      // Only its recipient knows a message; a sender whose account is gone has none to answer.
      if (!reporterId) return undefined;
      return db
        .select({ label: excerpt(messages.content), ownerId: messages.senderId })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.recipientId, reporterId)))
        .then(([row]) => (row?.ownerId ? { ...row, ownerId: row.ownerId, path: null } : undefined));
  }
}
