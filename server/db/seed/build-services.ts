import { randomUUID } from "node:crypto";
import type { serviceDailyViews, services } from "../schema.ts";
import { spreadDailyViews } from "./daily-views.ts";
import type { DemoImages } from "./images.ts";
import type { Random } from "./random.ts";
import { DEMO_COMPANIES, DEMO_SERVICES } from "./service-companies.ts";

type ServiceRow = typeof services.$inferInsert & { id: string; title: string };
type ServiceDailyViewRow = typeof serviceDailyViews.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * The ~25 demo services. Ratings stay empty: there are no reviews yet, and an invented average
 * would be shown to visitors as if real people had given it.
 */
export function buildServices(input: {
  random: Random;
  now: Date;
  companies: Record<string, string>;
  images: DemoImages["services"];
}) {
  const { random: r, now, companies, images } = input;
  const rows: ServiceRow[] = [];
  const dailyViews: ServiceDailyViewRow[] = [];
  for (const service of DEMO_SERVICES) {
    const userId = companies[service.company];
    const company = DEMO_COMPANIES.find((c) => c.key === service.company);
    if (!userId || !company) throw new Error(`demo service of unknown company ${service.company}`);
    const ageDays = r.between(5, 120, 0.01);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    const views = Math.round(
      (r.between(5, 30) + ageDays * r.between(0.5, 2.5)) * (service.isPremium ? 1.6 : 1),
    );
    const id = randomUUID();
    rows.push({
      id,
      userId,
      title: service.title,
      description: service.description,
      priceFrom: service.priceFrom,
      location: service.location,
      category: service.category,
      imageUrl: images[service.category],
      images: [images[service.category]],
      availability: service.availability,
      offeredServices: service.offeredServices,
      warrantyMonths: service.warrantyMonths ?? null,
      contactPerson: service.contactPerson ?? `${company.firstName} ${company.lastName}`,
      phone: service.phone ?? company.phone,
      rating: null,
      reviewCount: 0,
      isPremium: service.isPremium ?? false,
      isVerified: service.isVerified ?? false,
      views,
      createdAt,
      updatedAt: createdAt,
    });
    for (const day of spreadDailyViews(r, views, createdAt, now)) {
      dailyViews.push({ serviceId: id, ...day });
    }
  }
  return { services: rows, dailyViews };
}
