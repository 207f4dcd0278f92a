import type { PropertyType, ServiceCategoryValue, TransactionType } from "./categories";
import type { ListingParams } from "./listing-params";

/** What of a listing decides which local trades its reader may need. */
export type PropertyContext = {
  type: PropertyType;
  transactionType: TransactionType;
} & Pick<ListingParams, "yearBuilt" | "condition" | "outdoor">;

/** Built before this year: the installations and windows are likely due for work. */
const OLDER_BEFORE = 2000;

/**
 * "Fachowcy w okolicy" on a listing page: which service categories fit the property. Every rule
 * that applies adds its categories, the rules' order being their relevance (a company with
 * several offers is shown with its most relevant one). A buyer renovates and finishes, a tenant
 * does not: renovation applies to sales only. Only categories of SERVICE_CATEGORIES (there is
 * no moving or surveying trade; "Remonty i budowa" also builds on a plot).
 */
const NEARBY_SERVICE_RULES: readonly {
  applies: (p: PropertyContext) => boolean;
  categories: readonly ServiceCategoryValue[];
}[] = [
  {
    // An older building or one to renovate, bought to live in or let.
    applies: (p) =>
      p.transactionType === "sprzedaz" &&
      p.type !== "dzialka" &&
      (p.condition === "do-remontu" || (p.yearBuilt != null && p.yearBuilt < OLDER_BEFORE)),
    categories: ["remonty", "malowanie", "okna", "elektryczne", "hydrauliczne"],
  },
  {
    // Bare walls: finishing works.
    applies: (p) => p.condition === "do-wykonczenia" || p.condition === "stan-deweloperski",
    categories: ["malowanie", "remonty", "elektryczne", "hydrauliczne"],
  },
  { applies: (p) => p.type === "dzialka", categories: ["remonty", "elektryczne"] },
  {
    applies: (p) => p.type === "dom" || p.type === "dzialka" || !!p.outdoor?.includes("ogrod"),
    categories: ["ogrodowe"],
  },
  { applies: (p) => p.type === "lokal", categories: ["klimatyzacja"] },
  // Between tenants and before moving in.
  { applies: (p) => p.transactionType === "wynajem", categories: ["sprzatanie"] },
];

/** The fitting categories, most relevant first; empty when none fits. */
export function fittingServiceCategories(property: PropertyContext): ServiceCategoryValue[] {
  const fitting = NEARBY_SERVICE_RULES.filter((rule) => rule.applies(property)).flatMap(
    (rule) => rule.categories,
  );
  return [...new Set(fitting)];
}
