import type { PropertyType, TransactionType } from "./categories";

/**
 * A listing's structured parameters (docs/vocabulary.md, Parameters): the stored values and their
 * Polish labels, and which of them a listing of each type and transaction has. The listing form,
 * its schema, the save, the "Szczegóły" table and the search filters all read these tables.
 */

function keys<const T extends Record<string, unknown>>(labels: T) {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
}

export const MARKET_LABELS = { pierwotny: "Pierwotny", wtorny: "Wtórny" } as const;
export const MARKETS = /* @__PURE__ */ keys(MARKET_LABELS);
type Market = (typeof MARKETS)[number];

export const BUILDING_TYPE_LABELS = {
  blok: "Blok",
  kamienica: "Kamienica",
  apartamentowiec: "Apartamentowiec",
  wolnostojacy: "Dom wolnostojący",
  blizniak: "Bliźniak",
  szeregowiec: "Szeregowiec",
  gospodarstwo: "Gospodarstwo",
  inny: "Inny",
} as const;
export const BUILDING_TYPES = /* @__PURE__ */ keys(BUILDING_TYPE_LABELS);

export const HEATING_LABELS = {
  miejskie: "Miejskie",
  gazowe: "Gazowe",
  elektryczne: "Elektryczne",
  kotlownia: "Kotłownia",
  "pompa-ciepla": "Pompa ciepła",
  piec: "Piec (węgiel, drewno, pellet)",
  inne: "Inne",
} as const;
export const HEATING_TYPES = /* @__PURE__ */ keys(HEATING_LABELS);

export const CONDITION_LABELS = {
  "do-zamieszkania": "Do zamieszkania",
  "do-remontu": "Do remontu",
  "do-wykonczenia": "Do wykończenia",
  "stan-deweloperski": "Stan deweloperski",
} as const;
export const CONDITIONS = /* @__PURE__ */ keys(CONDITION_LABELS);

export const PLOT_TYPE_LABELS = {
  budowlana: "Budowlana",
  rolna: "Rolna",
  "rolno-budowlana": "Rolno-budowlana",
  rekreacyjna: "Rekreacyjna",
  lesna: "Leśna",
  inwestycyjna: "Inwestycyjna",
} as const;
export const PLOT_TYPES = /* @__PURE__ */ keys(PLOT_TYPE_LABELS);

export const UTILITY_LABELS = {
  prad: "Prąd",
  woda: "Woda",
  gaz: "Gaz",
  kanalizacja: "Kanalizacja",
} as const;
export const UTILITIES = /* @__PURE__ */ keys(UTILITY_LABELS);

export const OUTDOOR_LABELS = {
  balkon: "Balkon",
  loggia: "Loggia",
  taras: "Taras",
  ogrod: "Ogród",
} as const;
export const OUTDOOR_SPACES = /* @__PURE__ */ keys(OUTDOOR_LABELS);

export const PARKING_LABELS = {
  brak: "Brak",
  naziemne: "Miejsce naziemne",
  garaz: "Garaż lub hala garażowa",
} as const;
export const PARKING_TYPES = /* @__PURE__ */ keys(PARKING_LABELS);

export const OWNERSHIP_LABELS = {
  "pelna-wlasnosc": "Pełna własność",
  spoldzielcze: "Spółdzielcze własnościowe",
  "uzytkowanie-wieczyste": "Użytkowanie wieczyste",
  udzial: "Udział",
  inne: "Inne",
} as const;
export const OWNERSHIP_FORMS = /* @__PURE__ */ keys(OWNERSHIP_LABELS);

/** Floors a listing can be on: -1 suterena, 0 parter, then 1..FLOOR_MAX. */
export const FLOOR_MIN = -1;
export const FLOOR_MAX = 40;

export function floorLabel(floor: number): string {
  if (floor === -1) return "Suterena";
  if (floor === 0) return "Parter";
  return String(floor);
}

export const LISTING_PARAM_KEYS = [
  "market",
  "buildingType",
  "floor",
  "floorsTotal",
  "yearBuilt",
  "condition",
  "heating",
  "elevator",
  "outdoor",
  "parking",
  "ownership",
  "rentAdditional",
  "deposit",
  "availableFrom",
  "plotArea",
  "plotType",
  "utilities",
] as const;
export type ListingParamKey = (typeof LISTING_PARAM_KEYS)[number];

/** Polish names of the parameters, as the form and "Szczegóły" write them. */
export const LISTING_PARAM_LABELS: Record<ListingParamKey, string> = {
  market: "Rynek",
  buildingType: "Rodzaj zabudowy",
  floor: "Piętro",
  floorsTotal: "Liczba pięter w budynku",
  yearBuilt: "Rok budowy",
  condition: "Stan wykończenia",
  heating: "Ogrzewanie",
  elevator: "Winda",
  outdoor: "Balkon, taras, ogród",
  parking: "Parking",
  ownership: "Forma własności",
  rentAdditional: "Czynsz",
  deposit: "Kaucja",
  availableFrom: "Dostępne od",
  plotArea: "Powierzchnia działki",
  plotType: "Rodzaj działki",
  utilities: "Media",
};

const ANY: readonly TransactionType[] = ["sprzedaz", "wynajem"];
const SALE: readonly TransactionType[] = ["sprzedaz"];
const RENT: readonly TransactionType[] = ["wynajem"];

/**
 * The one table of which parameter a listing has, by type and the transactions it applies to.
 * The market and the ownership form are a seller's facts; czynsz (the monthly fees) is asked of
 * every flat and of rented premises; kaucja and "dostępne od" only of rentals.
 */
export const LISTING_PARAM_SCOPE: Record<
  ListingParamKey,
  Partial<Record<PropertyType, readonly TransactionType[]>>
> = {
  market: { mieszkanie: SALE, dom: SALE, lokal: SALE },
  buildingType: { mieszkanie: ANY, dom: ANY },
  floor: { mieszkanie: ANY, lokal: ANY },
  floorsTotal: { mieszkanie: ANY, dom: ANY, lokal: ANY },
  yearBuilt: { mieszkanie: ANY, dom: ANY, lokal: ANY },
  condition: { mieszkanie: ANY, dom: ANY, lokal: ANY },
  heating: { mieszkanie: ANY, dom: ANY, lokal: ANY },
  elevator: { mieszkanie: ANY, lokal: ANY },
  outdoor: { mieszkanie: ANY, dom: ANY },
  parking: { mieszkanie: ANY, dom: ANY, lokal: ANY },
  ownership: { mieszkanie: SALE, dom: SALE, dzialka: SALE, lokal: SALE },
  rentAdditional: { mieszkanie: ANY, lokal: RENT },
  deposit: { mieszkanie: RENT, dom: RENT, lokal: RENT },
  availableFrom: { mieszkanie: RENT, dom: RENT, lokal: RENT },
  plotArea: { dom: ANY, dzialka: ANY },
  plotType: { dzialka: ANY },
  utilities: { dzialka: ANY },
};

export function paramApplies(
  key: ListingParamKey,
  type: PropertyType,
  transaction: TransactionType,
): boolean {
  return LISTING_PARAM_SCOPE[key][type]?.includes(transaction) ?? false;
}

/**
 * The parameters a listing's owner fills in and "Szczegóły" shows: those that apply, less the
 * plot area of a plot, which is the listing's own area (stored in plot_area too, for the filter).
 */
export function listingParamFields(
  type: PropertyType,
  transaction: TransactionType,
): ListingParamKey[] {
  return LISTING_PARAM_KEYS.filter(
    (key) => paramApplies(key, type, transaction) && !(key === "plotArea" && type === "dzialka"),
  );
}

/** The parameters as stored: null (or an empty set) is unknown. */
export type ListingParams = {
  market: Market | null;
  buildingType: (typeof BUILDING_TYPES)[number] | null;
  floor: number | null;
  floorsTotal: number | null;
  yearBuilt: number | null;
  condition: (typeof CONDITIONS)[number] | null;
  heating: (typeof HEATING_TYPES)[number] | null;
  elevator: boolean | null;
  outdoor: (typeof OUTDOOR_SPACES)[number][] | null;
  parking: (typeof PARKING_TYPES)[number] | null;
  ownership: (typeof OWNERSHIP_FORMS)[number] | null;
  rentAdditional: number | null;
  deposit: number | null;
  /** YYYY-MM-DD. */
  availableFrom: string | null;
  plotArea: number | null;
  plotType: (typeof PLOT_TYPES)[number] | null;
  utilities: (typeof UTILITIES)[number][] | null;
};

/**
 * What is stored for a listing of this type and transaction: parameters that do not apply are
 * dropped (null), whoever sent them (a form switched to another type, a feed, a script); empty
 * sets are unknown; a plot's plot area is its area.
 */
export function applicableParams(
  params: ListingParams,
  listing: { type: PropertyType; transactionType: TransactionType; area: number | null },
): ListingParams {
  // Key by key from the list, so that a caller's other fields never ride along.
  const kept = Object.fromEntries(
    LISTING_PARAM_KEYS.map((key) => [
      key,
      paramApplies(key, listing.type, listing.transactionType) ? (params[key] ?? null) : null,
    ]),
  ) as ListingParams;
  if (kept.outdoor?.length === 0) kept.outdoor = null;
  if (kept.utilities?.length === 0) kept.utilities = null;
  if (listing.type === "dzialka") kept.plotArea = listing.area;
  return kept;
}

/** Floor ranges the search offers (`?floor=`). */
export const FLOOR_FILTERS = {
  parter: { label: "Parter", min: 0, max: 0 },
  "1-3": { label: "1–3", min: 1, max: 3 },
  "4-plus": { label: "4 i wyżej", min: 4, max: null },
} as const;
export const FLOOR_FILTER_KEYS = /* @__PURE__ */ keys(FLOOR_FILTERS);
