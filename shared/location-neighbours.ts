import type { LocationSlug } from "./locations";

/**
 * Which of the 15 places are next to each other: they share a border or lie a short drive apart
 * on one road (the San splits the area: Kuryłówka, Ożanna and Żuklin are reached only over the
 * bridge at Leżajsk). Each pair is written once; `neighbours` reads it both ways. "Fachowcy w
 * okolicy" on a listing page looks for companies in the listing's place and these.
 */
const NEIGHBOURING_PAIRS: readonly (readonly [LocationSlug, LocationSlug])[] = [
  ["lezajsk", "stare-miasto"],
  ["lezajsk", "giedlarowa"],
  ["lezajsk", "hucisko"],
  ["lezajsk", "wierzawice"],
  ["lezajsk", "rzuchow"],
  ["lezajsk", "debno"],
  ["lezajsk", "kurylowka"],
  ["stare-miasto", "rzuchow"],
  ["stare-miasto", "hucisko"],
  ["stare-miasto", "debno"],
  ["stare-miasto", "brzoza-krolewska"],
  ["giedlarowa", "wierzawice"],
  ["giedlarowa", "piskorowice"],
  ["giedlarowa", "brzoza-krolewska"],
  ["wierzawice", "piskorowice"],
  ["rzuchow", "debno"],
  ["debno", "nowa-sarzyna"],
  ["brzoza-krolewska", "nowa-sarzyna"],
  ["brzoza-krolewska", "wola-zarczycka"],
  ["nowa-sarzyna", "jelna"],
  ["nowa-sarzyna", "wola-zarczycka"],
  ["wola-zarczycka", "jelna"],
  ["kurylowka", "ozanna"],
  ["kurylowka", "zuklin"],
  ["ozanna", "zuklin"],
];

/** The places next to `slug` (never `slug` itself). */
export function neighbours(slug: LocationSlug): LocationSlug[] {
  return NEIGHBOURING_PAIRS.flatMap(([a, b]) => (a === slug ? [b] : b === slug ? [a] : []));
}
