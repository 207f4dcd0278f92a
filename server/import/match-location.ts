import { LOCATIONS, type LocationSlug } from "../../shared/locations.ts";
import { foldWords } from "./fold-text.ts";

/** foldWords() padded with spaces, so that whole words can be searched. */
function words(value: string): string {
  return ` ${foldWords(value)} `;
}

const NAMES = LOCATIONS.map((l) => ({ slug: l.slug, words: words(l.label) }));

// All 15 places are in Podkarpackie. Several names (Dębno, Hucisko, Stare Miasto) recur across
// Poland, so a text naming another province is somewhere else.
const OTHER_PROVINCES = [
  "dolnośląskie",
  "kujawsko-pomorskie",
  "lubelskie",
  "lubuskie",
  "łódzkie",
  "małopolskie",
  "mazowieckie",
  "opolskie",
  "podlaskie",
  "pomorskie",
  "śląskie",
  "świętokrzyskie",
  "warmińsko-mazurskie",
  "wielkopolskie",
  "zachodniopomorskie",
].map(words);

/**
 * Which of our locations a portal's location text names, as a whole word, ignoring case and
 * Polish diacritics: "ul. Mickiewicza, Leżajsk, leżajski, podkarpackie" → lezajsk. When it
 * names several, the first wins: portals go from the most precise part to the broadest.
 */
export function matchLocation(locationText: string): LocationSlug | null {
  const text = words(locationText);
  if (OTHER_PROVINCES.some((province) => text.includes(province))) return null;
  let best: { slug: LocationSlug; at: number } | null = null;
  for (const name of NAMES) {
    const at = text.indexOf(name.words);
    if (at !== -1 && (!best || at < best.at)) best = { slug: name.slug, at };
  }
  return best?.slug ?? null;
}
