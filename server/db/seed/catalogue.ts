import type { Tx } from "../../kernel/tx.ts";
import { refreshListingPriority } from "../../plans/listing-priority.ts";
import { refreshPromotionFlags } from "../../promotions/promotion-flags.ts";
import { propertyPromotions, servicePromotions, subscriptionPlans, userPlans } from "../schema.ts";

const DAY_MS = 86_400_000;

const PLANS = [
  {
    name: "Start",
    description: "Na początek: jedno ogłoszenie lub jedna usługa bez opłat.",
    price: 0,
    durationDays: 30,
    features: [
      "1 ogłoszenie nieruchomości",
      "1 usługa",
      "Do 8 zdjęć w ogłoszeniu",
      "Wiadomości od kupujących",
    ],
    maxProperties: 1,
    maxServices: 1,
    maxPhotos: 8,
    priorityDisplay: false,
  },
  {
    name: "Standard",
    description: "Dla właścicieli kilku nieruchomości i małych firm usługowych.",
    price: 49,
    durationDays: 30,
    features: ["Do 10 ogłoszeń", "Do 3 usług", "Do 20 zdjęć w ogłoszeniu", "Statystyki wyświetleń"],
    maxProperties: 10,
    maxServices: 3,
    maxPhotos: 20,
    priorityDisplay: false,
  },
  {
    name: "Profesjonalny",
    description: "Dla pośredników: bez limitu ogłoszeń i z wyższą pozycją w wynikach.",
    price: 149,
    durationDays: 30,
    features: [
      "Nielimitowane ogłoszenia",
      "Do 10 usług",
      "3 wyróżnienia ogłoszeń w miesiącu",
      "Statystyki i wykresy wyświetleń",
      "Priorytet w wynikach wyszukiwania",
    ],
    maxProperties: -1,
    maxServices: 10,
    maxPhotos: -1,
    priorityDisplay: true,
  },
  {
    name: "Agencja",
    description: "Dla biur nieruchomości z zespołem pośredników.",
    price: 399,
    durationDays: 30,
    features: [
      "Nielimitowane ogłoszenia i usługi",
      "Konta dla pośredników agencji",
      "Profil agencji z logo",
      "Priorytet w wynikach wyszukiwania",
    ],
    maxProperties: -1,
    maxServices: -1,
    maxPhotos: -1,
    priorityDisplay: true,
  },
  {
    name: "Profesjonalny roczny",
    description: "Plan Profesjonalny na rok w cenie dziesięciu miesięcy (oferta wycofana).",
    price: 1490,
    durationDays: 365,
    features: ["Wszystko z planu Profesjonalny", "Dwa miesiące gratis"],
    maxProperties: -1,
    maxServices: 10,
    maxPhotos: -1,
    priorityDisplay: true,
    isActive: false,
  },
];

/** Which demo account has which plan, from and until how many days from now. */
const DEMO_PLANS: Record<string, { plan: string; startsIn: number; endsIn: number }> = {
  wlasciciel: { plan: "Profesjonalny", startsIn: -25, endsIn: 5 },
  posrednik: { plan: "Profesjonalny", startsIn: -10, endsIn: 20 },
  agencja: { plan: "Agencja", startsIn: -40, endsIn: 325 },
  firma: { plan: "Profesjonalny", startsIn: -3, endsIn: 27 },
};

/**
 * Subscription plans and a few promotions, so the administrator's promotion tab has content,
 * and the demo accounts' plans: each has one (the agency's covers its broker) but the owner's
 * ends within a week, so its reminder goes out at the first start. Other accounts work under
 * the free plan 'Start'.
 */
export async function insertPlansAndPromotions(
  tx: Tx,
  input: {
    now: Date;
    /** Demo account ids by key; each named in DEMO_PLANS gets that plan. */
    accounts: Record<string, string>;
    premiumListingIds: string[];
    otherListingIds: string[];
    premiumServiceIds: string[];
    otherServiceIds: string[];
  },
) {
  const { now } = input;
  const plans = await tx
    .insert(subscriptionPlans)
    .values(PLANS)
    .returning({ id: subscriptionPlans.id, name: subscriptionPlans.name });
  const planId = (name: string) => plans.find((p) => p.name === name)?.id ?? null;
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);

  const assigned = Object.entries(DEMO_PLANS).flatMap(([key, { plan, startsIn, endsIn }]) => {
    const userId = input.accounts[key];
    const id = planId(plan);
    return userId && id
      ? [{ userId, planId: id, startsAt: days(startsIn), endsAt: days(endsIn) }]
      : [];
  });
  if (assigned.length > 0) await tx.insert(userPlans).values(assigned);
  // Their listings are ordered by their plans, as the app keeps them.
  await refreshListingPriority(tx);

  const propertyRows: (typeof propertyPromotions.$inferInsert)[] = [];
  const [first, second, third] = input.premiumListingIds;
  if (first) {
    propertyRows.push({
      propertyId: first,
      planId: planId("Profesjonalny"),
      promotionType: "premium",
      price: 0,
      startsAt: days(-6),
      endsAt: days(24),
      createdAt: days(-6),
    });
  }
  if (second) {
    propertyRows.push({
      propertyId: second,
      promotionType: "featured",
      price: 29,
      startsAt: days(-3),
      endsAt: days(11),
      createdAt: days(-3),
    });
  }
  const urgent = input.otherListingIds[0];
  if (urgent) {
    propertyRows.push({
      propertyId: urgent,
      promotionType: "urgent",
      price: 19,
      startsAt: days(-2),
      endsAt: days(5),
      createdAt: days(-2),
    });
  }
  if (third) {
    // An expired one, so the list shows both states.
    propertyRows.push({
      propertyId: third,
      promotionType: "featured",
      price: 29,
      isActive: false,
      startsAt: days(-40),
      endsAt: days(-26),
      createdAt: days(-40),
    });
  }
  if (propertyRows.length > 0) await tx.insert(propertyPromotions).values(propertyRows);

  const serviceRows: (typeof servicePromotions.$inferInsert)[] = [];
  for (const [i, serviceId] of input.premiumServiceIds.slice(0, 2).entries()) {
    serviceRows.push({
      serviceId,
      planId: planId("Standard"),
      promotionType: "premium",
      price: 0,
      startsAt: days(-10 - i),
      endsAt: days(20 - i),
      createdAt: days(-10 - i),
    });
  }
  const featuredService = input.otherServiceIds[0];
  if (featuredService) {
    serviceRows.push({
      serviceId: featuredService,
      promotionType: "featured",
      price: 25,
      startsAt: days(-1),
      endsAt: days(13),
      createdAt: days(-1),
    });
  }
  if (serviceRows.length > 0) await tx.insert(servicePromotions).values(serviceRows);
  // The public pages read the flags, not the promotions: set them as the app would.
  await refreshPromotionFlags(tx, {
    kind: "property",
    ids: propertyRows.map((row) => row.propertyId),
    now,
  });
  await refreshPromotionFlags(tx, {
    kind: "service",
    ids: serviceRows.map((row) => row.serviceId),
    now,
  });

  return { plans: plans.length, promotions: propertyRows.length + serviceRows.length };
}
