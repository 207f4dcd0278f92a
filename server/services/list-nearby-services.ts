import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { neighbours } from "../../shared/location-neighbours.ts";
import type { LocationSlug } from "../../shared/locations.ts";
import {
  fittingServiceCategories,
  type PropertyContext,
} from "../../shared/nearby-service-rules.ts";
import type { ServiceSummary } from "../../shared/service-types.ts";
import { publicService } from "../accounts/owner-visibility.ts";
import type { Db } from "../db/client.ts";
import { profiles, services } from "../db/schema.ts";
import { serviceSummaryColumns, toServiceSummary } from "./service-summary.ts";

const NEARBY_LIMIT = 3;

/**
 * "Fachowcy w okolicy" on a listing page: up to three public service companies of the listing's
 * place or a neighbouring one (shared/location-neighbours.ts) whose category fits the property
 * (shared/nearby-service-rules.ts). Each company once, with its nearest and then most relevant
 * offer; those of the same place first, then by rating, company name and id (stable). One
 * query over services_location_category_idx; none when the listing has no place of ours or no
 * category fits it.
 */
export async function listNearbyServices(
  db: Db,
  listing: PropertyContext & { location: LocationSlug | null },
): Promise<ServiceSummary[]> {
  const categories = fittingServiceCategories(listing);
  if (!listing.location || !categories.length) return [];
  const proximity = sql<number>`case when ${services.location} = ${listing.location} then 0 else 1 end`;
  const relevance = sql`array_position(array[${sql.join(
    categories.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[], ${services.category})`;
  const perCompany = db
    .selectDistinctOn([services.userId], {
      ...serviceSummaryColumns,
      proximity: proximity.as("proximity"),
    })
    .from(services)
    .leftJoin(profiles, eq(profiles.id, services.userId))
    .where(
      and(
        publicService(),
        inArray(services.location, [listing.location, ...neighbours(listing.location)]),
        inArray(services.category, categories),
      ),
    )
    .orderBy(
      services.userId,
      proximity,
      relevance,
      sql`${services.rating} desc nulls last`,
      asc(services.id),
    )
    .as("per_company");
  const rows = await db
    .select()
    .from(perCompany)
    .orderBy(
      perCompany.proximity,
      sql`${perCompany.rating} desc nulls last`,
      desc(perCompany.reviewCount),
      asc(perCompany.companyName),
      asc(perCompany.id),
    )
    .limit(NEARBY_LIMIT);
  return rows.map(({ proximity: _, ...row }) => toServiceSummary(row));
}
