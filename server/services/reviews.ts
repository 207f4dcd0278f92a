import { and, desc, eq, sql } from "drizzle-orm";
import { type ReviewInput, reviewSchema } from "../../shared/review-schemas.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Actor, DomainContext } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { profiles, serviceReviews, services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { isUuid } from "../kernel/ids.ts";
import type { Tx } from "../kernel/tx.ts";

export const OWN_SERVICE_REVIEW = "Nie możesz ocenić własnej usługi.";
const REVIEW_SIGN_IN = "Musisz być zalogowany, aby dodać opinię.";

/**
 * services.rating and review_count are a cache of service_reviews; recomputing both from the
 * reviews in the writing transaction keeps them exact under concurrent reviews and edits.
 */
async function recomputeRating(tx: Tx, serviceId: string) {
  await tx
    .update(services)
    .set({
      rating: sql`(select round(avg(${serviceReviews.rating}), 1) from ${serviceReviews} where ${serviceReviews.serviceId} = ${serviceId})`,
      reviewCount: sql`(select count(*)::int from ${serviceReviews} where ${serviceReviews.serviceId} = ${serviceId})`,
    })
    .where(eq(services.id, serviceId));
}

function requireSignedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError("forbidden", REVIEW_SIGN_IN);
  return actor;
}

/**
 * The actor's one review of a service: created the first time, replaced afterwards. Owners may
 * not review their own offers. Returns the service's new rating and count.
 */
export async function createOrUpdateReview(
  ctx: DomainContext,
  serviceId: string,
  input: ReviewInput,
) {
  const actor = requireSignedIn(ctx.actor);
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  if (!isUuid(serviceId)) throw new AppError("not_found", "Nie znaleziono usługi.");
  const { rating, text } = parsed.data;

  return ctx.db.transaction(async (tx) => {
    const [service] = await tx
      .select({ userId: services.userId })
      .from(services)
      .where(and(eq(services.id, serviceId), publicService()));
    if (!service) throw new AppError("not_found", "Nie znaleziono usługi.");
    if (service.userId === actor.id) throw new AppError("forbidden", OWN_SERVICE_REVIEW);
    await tx
      .insert(serviceReviews)
      .values({ serviceId, userId: actor.id, rating, text })
      .onConflictDoUpdate({
        target: [serviceReviews.serviceId, serviceReviews.userId],
        set: { rating, text, updatedAt: new Date() },
      });
    await recomputeRating(tx, serviceId);
    const [updated] = await tx
      .select({ rating: services.rating, reviewCount: services.reviewCount })
      .from(services)
      .where(eq(services.id, serviceId));
    return {
      rating: updated.rating == null ? null : Number(updated.rating),
      reviewCount: updated.reviewCount,
    };
  });
}

/** Withdraws the actor's own review (administrators may remove any). */
export async function deleteReview(ctx: DomainContext, serviceId: string, userId?: string) {
  const actor = requireSignedIn(ctx.actor);
  const target = userId ?? actor.id;
  if (target !== actor.id && !actor.roles.includes("administrator"))
    throw new AppError("forbidden");
  if (!isUuid(serviceId)) throw new AppError("not_found", "Nie znaleziono usługi.");
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(serviceReviews)
      .where(and(eq(serviceReviews.serviceId, serviceId), eq(serviceReviews.userId, target)))
      .returning({ id: serviceReviews.id });
    if (!deleted.length) throw new AppError("not_found", "Nie znaleziono opinii.");
    await recomputeRating(tx, serviceId);
  });
}

export type ServiceReview = {
  id: string;
  userId: string;
  rating: number;
  text: string;
  /** First name and the initial of the last name: 'Anna K.'. */
  author: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Reviews of a service, newest first (bounded: the page shows the latest ones). */
export async function listServiceReviews(
  db: Db,
  serviceId: string,
  limit = 50,
): Promise<ServiceReview[]> {
  if (!isUuid(serviceId)) return [];
  const rows = await db
    .select({
      id: serviceReviews.id,
      userId: serviceReviews.userId,
      rating: serviceReviews.rating,
      text: serviceReviews.text,
      createdAt: serviceReviews.createdAt,
      updatedAt: serviceReviews.updatedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(serviceReviews)
    .leftJoin(profiles, eq(profiles.id, serviceReviews.userId))
    .where(eq(serviceReviews.serviceId, serviceId))
    .orderBy(desc(serviceReviews.createdAt), desc(serviceReviews.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    author: authorName(firstName, lastName),
  }));
}

function authorName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim();
  const initial = lastName?.trim().charAt(0);
  if (!first) return "Użytkownik";
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
