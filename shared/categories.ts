/** Property categories: URL path, search value, stored type and label (docs/vocabulary.md). */
export const PROPERTY_CATEGORIES = [
  {
    slug: "mieszkania",
    type: "mieszkanie",
    importKey: "mieszkanie",
    label: "Mieszkania",
    aliases: [],
  },
  { slug: "domy", type: "dom", importKey: "dom", label: "Domy", aliases: [] },
  { slug: "dzialki", type: "dzialka", importKey: "dzialka", label: "Działki", aliases: [] },
  {
    slug: "komercja",
    type: "lokal",
    importKey: "komercja",
    label: "Lokale komercyjne",
    aliases: ["lokale", "komercyjne"],
  },
] as const;

export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
export type PropertyType = PropertyCategory["type"];
export const PROPERTY_TYPES = PROPERTY_CATEGORIES.map((c) => c.type) as [
  PropertyType,
  ...PropertyType[],
];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  mieszkanie: "Mieszkanie",
  dom: "Dom",
  dzialka: "Działka",
  lokal: "Lokal",
};

/** Finds a category by its path, an alias (lokale, komercyjne) or a singular type value. */
export function findPropertyCategory(value: string): PropertyCategory | undefined {
  const v = value.trim().toLowerCase();
  return PROPERTY_CATEGORIES.find(
    (c) => c.slug === v || c.type === v || (c.aliases as readonly string[]).includes(v),
  );
}

export const TRANSACTION_TYPES = ["sprzedaz", "wynajem"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  sprzedaz: "Sprzedaż",
  wynajem: "Wynajem",
};

export const SELLER_TYPES = ["klient", "posrednik", "sprawdzone"] as const;
export type SellerType = (typeof SELLER_TYPES)[number];
/**
 * 'Sprawdzony sprzedawca' is a property of the account (an administrator confirmed who sells),
 * never of one listing: that one is VERIFIED_LISTING_LABEL. Both explained on /pomoc#weryfikacja.
 */
export const SELLER_LABELS: Record<SellerType, string> = {
  klient: "Właściciel",
  posrednik: "Pośrednik",
  sprawdzone: "Sprawdzony sprzedawca",
};

/** A listing an administrator checked (is_verified); shown on the listing page, not on cards. */
export const VERIFIED_LISTING_LABEL = "Zweryfikowane ogłoszenie";

/** Service categories: stored value, URL slug under /usluga/ and label. */
export const SERVICE_CATEGORIES = [
  { value: "elektryczne", slug: "uslugi-elektryczne", label: "Usługi elektryczne" },
  { value: "hydrauliczne", slug: "uslugi-hydrauliczne", label: "Usługi hydrauliczne" },
  { value: "remonty", slug: "remonty-i-budowa", label: "Remonty i budowa" },
  { value: "klimatyzacja", slug: "klimatyzacja", label: "Klimatyzacja" },
  { value: "okna", slug: "okna-i-drzwi", label: "Okna i drzwi" },
  { value: "ogrodowe", slug: "uslugi-ogrodowe", label: "Usługi ogrodowe" },
  { value: "sprzatanie", slug: "sprzatanie", label: "Sprzątanie" },
  { value: "malowanie", slug: "malowanie", label: "Malowanie" },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export type ServiceCategoryValue = ServiceCategory["value"];
export const SERVICE_CATEGORY_VALUES = SERVICE_CATEGORIES.map((c) => c.value) as [
  ServiceCategoryValue,
  ...ServiceCategoryValue[],
];

export function findServiceCategoryBySlug(slug: string): ServiceCategory | undefined {
  return SERVICE_CATEGORIES.find((c) => c.slug === slug);
}

export function serviceCategoryLabel(value: string): string | undefined {
  return SERVICE_CATEGORIES.find((c) => c.value === value)?.label;
}
