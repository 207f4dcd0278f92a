/** The 15 places Okolica serves, in the order menus show them (docs/vocabulary.md). */
export const LOCATIONS = [
  { slug: "lezajsk", label: "Leżajsk" },
  { slug: "stare-miasto", label: "Stare Miasto" },
  { slug: "nowa-sarzyna", label: "Nowa Sarzyna" },
  { slug: "giedlarowa", label: "Giedlarowa" },
  { slug: "kurylowka", label: "Kuryłówka" },
  { slug: "brzoza-krolewska", label: "Brzóza Królewska" },
  { slug: "wola-zarczycka", label: "Wola Zarczycka" },
  { slug: "piskorowice", label: "Piskorowice" },
  { slug: "debno", label: "Dębno" },
  { slug: "wierzawice", label: "Wierzawice" },
  { slug: "rzuchow", label: "Rzuchów" },
  { slug: "jelna", label: "Jelna" },
  { slug: "ozanna", label: "Ożanna" },
  { slug: "hucisko", label: "Hucisko" },
  { slug: "zuklin", label: "Żuklin" },
] as const;

export type LocationSlug = (typeof LOCATIONS)[number]["slug"];
export const LOCATION_SLUGS = LOCATIONS.map((l) => l.slug) as [LocationSlug, ...LocationSlug[]];

const labels = new Map<string, string>(LOCATIONS.map((l) => [l.slug, l.label]));

export function isLocationSlug(value: string): value is LocationSlug {
  return labels.has(value);
}

export function locationLabel(slug: string | null | undefined): string | undefined {
  return slug ? labels.get(slug) : undefined;
}
