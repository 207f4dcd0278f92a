import { checkPeriodEnd, isDay, startDayField, UUID } from "./day-period";
import { formatCount, pluralize } from "./format";
import { UNLIMITED } from "./plan-schemas";
import { z } from "./zod";

/** What a plan limits: active listings, services, photos in one listing. */
export type PlanLimitKind = "listings" | "services" | "photos";

/** The limits an account works under: its plan's, or the free plan's when it has none. */
export type AccountPlan = {
  /** Null when no plan applies (no active 0 zł plan exists): nothing is limited by a plan. */
  name: string | null;
  maxProperties: number;
  maxServices: number;
  /** Photos per listing, the site's limit included (never UNLIMITED). */
  maxPhotos: number;
  priorityDisplay: boolean;
  /** When an assigned plan ends; null for the free plan. */
  endsAt: Date | null;
  /** The plan is the agency's, whose active broker the account is. */
  viaAgency: boolean;
};

/** The plan and what the account uses of it, as the panel shows it. */
export type PlanUsage = { plan: AccountPlan; listings: number; services: number };

const NOUNS: Record<PlanLimitKind, readonly [string, string, string]> = {
  listings: ["aktywne ogłoszenie", "aktywne ogłoszenia", "aktywnych ogłoszeń"],
  services: ["usługę", "usługi", "usług"],
  photos: ["zdjęcie", "zdjęcia", "zdjęć"],
};
const MORE: Record<PlanLimitKind, string> = {
  listings: "ogłoszeń",
  services: "usług",
  photos: "zdjęć w ogłoszeniu",
};

/** '3 aktywne ogłoszenia', 'bez limitu'. */
export function limitCount(kind: PlanLimitKind, limit: number): string {
  if (limit === UNLIMITED) return "bez limitu";
  return `${formatCount(limit)} ${pluralize(limit, NOUNS[kind])}`;
}

/** A plan that lifts a limit: its name and its limit of that kind. */
export type LiftingPlan = { name: string; limit: number };

/**
 * The refusal when a save would go over the plan's limit: the limit, the plan, and the cheapest
 * plan on /cennik that lifts it (or what to do when none does).
 */
export function planLimitRefusal(
  kind: PlanLimitKind,
  plan: { name: string; limit: number },
  lifting: LiftingPlan | null,
): string {
  const limit = `${formatCount(plan.limit)} ${pluralize(plan.limit, NOUNS[kind])}`;
  const head =
    kind === "photos"
      ? `Plan „${plan.name}” pozwala dodać najwyżej ${limit} w ogłoszeniu.`
      : `Plan „${plan.name}” pozwala mieć najwyżej ${limit} i ten limit jest już wykorzystany.`;
  if (!lifting) {
    return kind === "listings"
      ? `${head} Usuń jedno z ogłoszeń albo napisz do biura Okolicy.`
      : `${head} Napisz do biura Okolicy, jeśli potrzebujesz więcej.`;
  }
  const more =
    lifting.limit === UNLIMITED
      ? `${MORE[kind]} bez limitu`
      : `do ${formatCount(lifting.limit)} ${MORE[kind]}`;
  return `${head} Więcej daje plan „${lifting.name}” (${more}): zamówisz go w cenniku.`;
}

/** Whether `used` leaves room for one more under `limit`. */
export function hasRoom(limit: number, used: number): boolean {
  return limit === UNLIMITED || used < limit;
}

const hidden = z.string().trim().default("");

/**
 * The administrator's 'Przypisz plan' (the users tab, or an order on the plans section): whose,
 * which plan, from which day (default today, Poland) and until which day (empty: the plan's
 * duration from the start). Days run from their midnight in Poland.
 */
export function planAssignSchema(today: string) {
  return z
    .object({
      userId: hidden,
      planId: z
        .string()
        .trim()
        .default("")
        .refine((v) => UUID.test(v), "Wybierz plan z listy."),
      startsAt: startDayField(today),
      endsAt: z
        .string()
        .trim()
        .default("")
        .refine((v) => v === "" || isDay(v), "Podaj datę końca.")
        .transform((v) => v || null),
      /** The order this assignment answers (closed with it). */
      orderId: z
        .string()
        .trim()
        .default("")
        .refine((v) => v === "" || UUID.test(v), "Nieznane zamówienie.")
        .transform((v) => v || null),
    })
    .superRefine(({ startsAt, endsAt }, ctx) => {
      if (endsAt !== null) checkPeriodEnd({ startsAt, endsAt }, today, ctx);
    });
}
export type PlanAssignValues = z.output<ReturnType<typeof planAssignSchema>>;

/** An order from /cennik: the plan's id. */
export const planOrderSchema = z.object({ planId: hidden });

export const PLAN_ORDER_TEXT = {
  sent: (plan: string) =>
    `Zamówienie planu „${plan}” zostało wysłane. Biuro Okolicy odpisze e-mailem z danymi do płatności.`,
  again: (plan: string) =>
    `Plan „${plan}” jest już zamówiony. Biuro Okolicy odpisze e-mailem z danymi do płatności.`,
  pending: (plan: string) => `Zamówiono plan „${plan}” — czekamy na przypisanie.`,
  failed: "Nie udało się wysłać zamówienia.",
  unknown: "Tego planu nie ma już w cenniku.",
} as const;
