import { and, eq, sql } from "drizzle-orm";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Actor } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { serviceDailyViews, services, serviceViewVisitors } from "../db/schema.ts";
import { isUuid } from "../listings/get-listing.ts";
import { pruneVisitors, viewDay, visitorKey } from "../listings/record-view.ts";

export type ViewInput = {
  actor: Actor | null;
  clientIp: string;
  /** Salts anonymous visitors' IP hashes (config.authSecret): unguessable from outside. */
  secret: string;
  now?: Date;
};

/**
 * Counts one view of a service, at most once per visitor per day and never for its owner. The
 * visitor row, the total and the daily count change in one transaction, so a retry or a double
 * request cannot count twice. Returns whether this view was counted.
 */
export async function recordServiceView(
  db: Db,
  serviceId: string,
  input: ViewInput,
): Promise<{ counted: boolean }> {
  if (!isUuid(serviceId)) return { counted: false };
  const day = viewDay(input.now ?? new Date());
  const visitor = visitorKey(input.actor?.id ?? null, input.clientIp, input.secret, day);
  const result = await db.transaction(async (tx) => {
    const [service] = await tx
      .select({ userId: services.userId })
      .from(services)
      .where(and(eq(services.id, serviceId), publicService()));
    if (!service || service.userId === input.actor?.id) return { counted: false };
    const inserted = await tx
      .insert(serviceViewVisitors)
      .values({ serviceId, day, visitor })
      .onConflictDoNothing()
      .returning({ day: serviceViewVisitors.day });
    if (!inserted.length) return { counted: false };
    await tx
      .update(services)
      .set({ views: sql`${services.views} + 1`, updatedAt: sql`${services.updatedAt}` })
      .where(eq(services.id, serviceId));
    await tx
      .insert(serviceDailyViews)
      .values({ serviceId, day, views: 1 })
      .onConflictDoUpdate({
        target: [serviceDailyViews.serviceId, serviceDailyViews.day],
        set: { views: sql`${serviceDailyViews.views} + 1` },
      });
    return { counted: true };
  });
  if (result.counted) await pruneVisitors(db, "service_view_visitors", day);
  return result;
}
