import type { TransactionType } from "./categories";
import type { LocationSlug } from "./locations";

/**
 * The centre of each place Okolica serves (WGS 84, approximate: the village or town centre).
 * Kept apart from LOCATIONS, which every page's JavaScript carries: only the server and the
 * map's lazily loaded code need them.
 */
export const LOCATION_CENTRES: Record<LocationSlug, { lat: number; lng: number }> = {
  lezajsk: { lat: 50.2625, lng: 22.4193 },
  "stare-miasto": { lat: 50.2479, lng: 22.4012 },
  "nowa-sarzyna": { lat: 50.3211, lng: 22.3395 },
  giedlarowa: { lat: 50.2331, lng: 22.3778 },
  kurylowka: { lat: 50.2836, lng: 22.4856 },
  "brzoza-krolewska": { lat: 50.2342, lng: 22.3281 },
  "wola-zarczycka": { lat: 50.2767, lng: 22.245 },
  piskorowice: { lat: 50.2189, lng: 22.4714 },
  debno: { lat: 50.2989, lng: 22.3858 },
  wierzawice: { lat: 50.2551, lng: 22.459 },
  rzuchow: { lat: 50.2345, lng: 22.4422 },
  jelna: { lat: 50.3328, lng: 22.2983 },
  ozanna: { lat: 50.315, lng: 22.505 },
  hucisko: { lat: 50.341, lng: 22.31 },
  zuklin: { lat: 49.99, lng: 22.405 },
};

/** Where an owner may put a listing's exact point: Leżajsk county and its edges. */
export const MAP_BOUNDS = { latMin: 49.9, latMax: 50.45, lngMin: 22.1, lngMax: 22.75 } as const;

/**
 * What a visitor's map shows of a listing: the exact point (radius 0) when its owner chose to
 * show it, else a circle that contains it (`radius` metres) or, with no point, the place's centre.
 */
export type MapPoint = { lat: number; lng: number; radius: number };

/** A listing on the map view of results: its public point and what its popup shows. */
export type MapListing = {
  id: string;
  title: string;
  price: number;
  transactionType: TransactionType;
  /** The photo's smallest width, or the type's stock picture. */
  image: string;
  lat: number;
  lng: number;
};

/**
 * One tile of the map view's first picture, which the server draws (map-preview.ts),
 * placed from the centre of the map's box (px); `wide`: only a box wider than a phone's shows it.
 */
export type PreviewTile = { src: string; left: number; top: number; wide: boolean };
