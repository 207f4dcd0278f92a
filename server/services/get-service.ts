import { and, eq } from "drizzle-orm";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { isUuid } from "../kernel/ids.ts";

/**
 * One service offer with its company's public profile (name, description, experience, service
 * areas, specialisations), or null (unknown or malformed id, or a deactivated account's).
 */
export async function getService(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: services.id,
      userId: services.userId,
      title: services.title,
      description: services.description,
      category: services.category,
      location: services.location,
      priceFrom: services.priceFrom,
      imageUrl: services.imageUrl,
      images: services.images,
      availability: services.availability,
      offeredServices: services.offeredServices,
      warrantyMonths: services.warrantyMonths,
      contactPerson: services.contactPerson,
      rating: services.rating,
      reviewCount: services.reviewCount,
      isPremium: services.isPremium,
      isVerified: services.isVerified,
      views: services.views,
      createdAt: services.createdAt,
      companyName: profiles.companyName,
      companyDescription: profiles.companyDescription,
      experienceYears: profiles.experienceYears,
      serviceAreas: profiles.serviceAreas,
      specialization: profiles.specialization,
      ownerFirstName: profiles.firstName,
      ownerLastName: profiles.lastName,
      updatedAt: services.updatedAt,
    })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(and(eq(services.id, id), publicService()));
  if (!row) return null;
  const { offeredServices: offered, serviceAreas, specialization, ...rest } = row;
  return {
    ...rest,
    // A service whose owner has no profile row still has lists to show (empty).
    serviceAreas: serviceAreas ?? [],
    specialization: specialization ?? [],
    rating: row.rating == null ? null : Number(row.rating),
    offered: offered.length ? offered : offeredServices(row.description),
  };
}

/**
 * The offered services of a service saved before the offered_services column: the description's
 * lines that start with '-', '•' or '*' (how companies write such lists).
 */
export function offeredServices(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^[-•*]\s*\S/.test(line))
    .map((line) => line.replace(/^[-•*]\s*/, "").trim())
    .slice(0, 30);
}
