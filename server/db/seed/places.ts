import type { LocationSlug } from "../../../shared/locations.ts";

/**
 * What the seed needs to write convincingly about each place: the locative for titles
 * ("w Leżajsku"), streets, nearby landmarks, the distance to Leżajsk, and how many demo
 * listings it gets (the town more than the villages, every village a few).
 */
export type Place = {
  locative: string;
  /** A town has blocks of flats and a centre; a village mostly houses and plots. */
  town: boolean;
  streets: readonly string[];
  landmarks: readonly string[];
  kmToLezajsk: number;
  gmina: string;
  listings: number;
};

const VILLAGE_LANDMARKS = [
  "w spokojnej, zielonej okolicy",
  "blisko kościoła, szkoły i sklepu",
  "w otoczeniu pól i lasów",
  "przy drodze z dojazdem asfaltowym",
  "niedaleko przystanku autobusowego",
] as const;

export const PLACES: Record<LocationSlug, Place> = {
  lezajsk: {
    locative: "w Leżajsku",
    town: true,
    streets: [
      "Mickiewicza",
      "Sanowa",
      "Jarosławska",
      "Rzeszowska",
      "Klasztorna",
      "Kościuszki",
      "Grunwaldzka",
      "Skłodowskiej",
      "Słowackiego",
      "Żwirki i Wigury",
      "Targowa",
      "Furmańska",
      "Siedlanka",
      "Polna",
      "Sportowa",
      "Leśna",
      "11 Listopada",
      "Kopernika",
      "Moniuszki",
    ],
    landmarks: [
      "blisko Bazyliki OO. Bernardynów",
      "kilka minut spacerem od Rynku",
      "w pobliżu dworca PKP",
      "niedaleko Parku Miejskiego",
      "w sąsiedztwie szkół i przedszkola",
      "blisko sklepów i przychodni",
      "niedaleko browaru",
    ],
    kmToLezajsk: 0,
    gmina: "Leżajsk",
    listings: 58,
  },
  "stare-miasto": {
    locative: "w Starym Mieście",
    town: false,
    streets: [],
    landmarks: ["tuż przy granicy Leżajska", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 3,
    gmina: "Leżajsk",
    listings: 12,
  },
  "nowa-sarzyna": {
    locative: "w Nowej Sarzynie",
    town: true,
    streets: [
      "Wojska Polskiego",
      "Kolejowa",
      "Ogrodowa",
      "Chopina",
      "Jana Pawła II",
      "Mickiewicza",
      "Leśna",
      "Sportowa",
    ],
    landmarks: [
      "blisko stacji PKP",
      "niedaleko basenu i hali sportowej",
      "w pobliżu szkoły i przedszkola",
      "przy lesie, a zarazem blisko centrum",
    ],
    kmToLezajsk: 9,
    gmina: "Nowa Sarzyna",
    listings: 20,
  },
  giedlarowa: {
    locative: "w Giedlarowej",
    town: false,
    streets: [],
    landmarks: ["blisko drogi na Leżajsk", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 4,
    gmina: "Leżajsk",
    listings: 11,
  },
  kurylowka: {
    locative: "w Kuryłówce",
    town: false,
    streets: [],
    landmarks: ["blisko Sanu", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 8,
    gmina: "Kuryłówka",
    listings: 9,
  },
  "brzoza-krolewska": {
    locative: "w Brzózie Królewskiej",
    town: false,
    streets: [],
    landmarks: ["w dużej wsi z pełną infrastrukturą", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 8,
    gmina: "Leżajsk",
    listings: 9,
  },
  "wola-zarczycka": {
    locative: "w Woli Zarczyckiej",
    town: false,
    streets: [],
    landmarks: ["blisko lasu", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 12,
    gmina: "Nowa Sarzyna",
    listings: 9,
  },
  piskorowice: {
    locative: "w Piskorowicach",
    town: false,
    streets: [],
    landmarks: ["niedaleko Sanu i terenów rekreacyjnych", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 10,
    gmina: "Leżajsk",
    listings: 10,
  },
  debno: {
    locative: "w Dębnie",
    town: false,
    streets: [],
    landmarks: ["przy drodze do Nowej Sarzyny", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 6,
    gmina: "Nowa Sarzyna",
    listings: 9,
  },
  wierzawice: {
    locative: "w Wierzawicach",
    town: false,
    streets: [],
    landmarks: ["blisko drogi wojewódzkiej", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 7,
    gmina: "Leżajsk",
    listings: 10,
  },
  rzuchow: {
    locative: "w Rzuchowie",
    town: false,
    streets: [],
    landmarks: ["w cichym sąsiedztwie", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 7,
    gmina: "Leżajsk",
    listings: 9,
  },
  jelna: {
    locative: "w Jelnej",
    town: false,
    streets: [],
    landmarks: ["otoczonej lasami", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 14,
    gmina: "Nowa Sarzyna",
    listings: 9,
  },
  ozanna: {
    locative: "w Ożannie",
    town: false,
    streets: [],
    landmarks: ["blisko kompleksów leśnych", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 12,
    gmina: "Kuryłówka",
    listings: 8,
  },
  hucisko: {
    locative: "w Hucisku",
    town: false,
    streets: [],
    landmarks: ["kilka minut jazdy od Leżajska", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 5,
    gmina: "Leżajsk",
    listings: 8,
  },
  zuklin: {
    locative: "w Żuklinie",
    town: false,
    streets: [],
    landmarks: ["w malowniczej okolicy", ...VILLAGE_LANDMARKS],
    kmToLezajsk: 12,
    gmina: "Kuryłówka",
    listings: 9,
  },
};

/** Places outside Okolica's 15: a few imported portal listings have no location slug. */
export const OTHER_PLACES: readonly (Place & { label: string })[] = [
  {
    label: "Łańcut",
    locative: "w Łańcucie",
    town: true,
    streets: ["Grunwaldzka", "Piłsudskiego", "Armii Krajowej"],
    landmarks: ["blisko Zamku i parku"],
    kmToLezajsk: 22,
    gmina: "Łańcut",
    listings: 1,
  },
  {
    label: "Przeworsk",
    locative: "w Przeworsku",
    town: true,
    streets: ["Lwowska", "Kilińskiego", "Szczycińskiego"],
    landmarks: ["niedaleko Rynku"],
    kmToLezajsk: 20,
    gmina: "Przeworsk",
    listings: 1,
  },
];

/** Polish plural of "pokój": 1 pokój, 2–4 pokoje, 5+ pokoi (12–14 pokoi). */
export function roomsWord(n: number): string {
  if (n === 1) return "pokój";
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? "pokoje" : "pokoi";
}

/** ASCII slug for portal URLs: "Dom w Żuklinie" → "dom-w-zuklinie". */
export function slugify(text: string): string {
  const map: Record<string, string> = {
    ą: "a",
    ć: "c",
    ę: "e",
    ł: "l",
    ń: "n",
    ó: "o",
    ś: "s",
    ź: "z",
    ż: "z",
  };
  return text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (c) => map[c])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
}
