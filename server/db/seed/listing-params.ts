import type { PropertyType, TransactionType } from "../../../shared/categories.ts";
import { applicableParams, type ListingParams } from "../../../shared/listing-params.ts";
import type { ListingDraft } from "./listing-drafts.ts";
import type { Random } from "./random.ts";

const DAY_MS = 86_400_000;

/**
 * A demo listing's parameters: what its text states (the draft's), the rest drawn from `r` — a
 * generator of its own, so that the other demo data stays as it was — and only those that apply.
 * About one listing in six leaves the optional ones out, as real owners do.
 */
export function demoListingParams(
  r: Random,
  listing: { type: PropertyType; transactionType: TransactionType; area: number },
  draft: ListingDraft,
  now: Date,
): ListingParams {
  const sparse = r.chance(0.15);
  const stated = draft.params;
  const floorsTotal = stated.floorsTotal ?? Math.max(stated.floor ?? 0, r.int(2, 4));
  const drawn: Partial<ListingParams> = sparse
    ? {}
    : {
        market: r.chance(0.12) ? "pierwotny" : "wtorny",
        floorsTotal,
        yearBuilt: r.int(1965, 2012),
        condition: r.weighted({ "do-zamieszkania": 6, "do-remontu": 2, "do-wykonczenia": 1 }),
        heating: r.weighted({ miejskie: 5, gazowe: 3, elektryczne: 1 }),
        elevator: floorsTotal >= 5 || r.chance(0.1),
        ownership: r.weighted({ "pelna-wlasnosc": 6, spoldzielcze: 3, "uzytkowanie-wieczyste": 1 }),
        availableFrom: new Date(now.getTime() + r.int(0, 60) * DAY_MS).toISOString().slice(0, 10),
      };
  const defined = Object.fromEntries(
    Object.entries(stated).filter(([, value]) => value !== undefined),
  ) as Partial<ListingParams>;
  // Missing keys are unknown: applicableParams fills them with null.
  return applicableParams({ ...drawn, ...defined } as ListingParams, listing);
}
