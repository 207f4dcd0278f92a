import type { ServiceSummary } from "../../shared/service-types.ts";
import { profiles, services } from "../db/schema.ts";

/** The columns a service card needs, with the company's name from its owner's profile. */
export const serviceSummaryColumns = {
  id: services.id,
  title: services.title,
  category: services.category,
  location: services.location,
  priceFrom: services.priceFrom,
  imageUrl: services.imageUrl,
  rating: services.rating,
  reviewCount: services.reviewCount,
  isPremium: services.isPremium,
  isFeatured: services.isFeatured,
  isVerified: services.isVerified,
  createdAt: services.createdAt,
  companyName: profiles.companyName,
};

export function toServiceSummary(row: ServiceSummary): ServiceSummary {
  return { ...row, rating: row.rating == null ? null : Number(row.rating) };
}
