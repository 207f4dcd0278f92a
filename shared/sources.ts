/** Where a listing comes from (docs/vocabulary.md). Keys are stored; labels are shown. */
export const SOURCES = [
  { key: "wlasne", label: "Własne (Okolica)" },
  { key: "otodom", label: "Otodom" },
  { key: "olx", label: "OLX" },
  { key: "morizon", label: "Morizon" },
  { key: "lento", label: "Lento" },
  { key: "adresowo", label: "Adresowo" },
  { key: "gratka", label: "Gratka" },
  { key: "domiporta", label: "Domiporta" },
  { key: "kazo", label: "Kazo" },
  { key: "nieruchomosci-online", label: "Nieruchomosci-online" },
] as const;

export type SourceKey = (typeof SOURCES)[number]["key"];
export const SOURCE_KEYS = SOURCES.map((s) => s.key) as [SourceKey, ...SourceKey[]];
export const OWN_SOURCE: SourceKey = "wlasne";

/** Maps any casing or spacing of a portal's name to its key. */
export function normalizeSource(value: string): SourceKey | undefined {
  const v = value.trim().toLowerCase().replace(/\s+/g, "-");
  return SOURCES.find((s) => s.key === v || s.label.toLowerCase() === v)?.key;
}

export function sourceLabel(key: string): string {
  return SOURCES.find((s) => s.key === key)?.label ?? key;
}
