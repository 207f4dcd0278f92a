import { randomUUID } from "node:crypto";
import type { PropertyType, SellerType, TransactionType } from "../../../shared/categories.ts";
import { LOCATIONS, type LocationSlug } from "../../../shared/locations.ts";
import type { SourceKey } from "../../../shared/sources.ts";
import type { properties, propertyDailyViews, propertyPriceChanges } from "../schema.ts";
import { spreadDailyViews } from "./daily-views.ts";
import {
  draftFlat,
  draftHouse,
  draftPlot,
  draftPremises,
  type ListingDraft,
} from "./listing-drafts.ts";
import { demoListingParams } from "./listing-params.ts";
import { OTHER_PLACES, PLACES, type Place, slugify } from "./places.ts";
import { createRandom, type Random } from "./random.ts";

type ListingRow = typeof properties.$inferInsert & { id: string; title: string };
type PropertyDailyViewRow = typeof propertyDailyViews.$inferInsert;
type PriceChangeRow = typeof propertyPriceChanges.$inferInsert;

/** A demo user who publishes own listings, and how often compared with the others. */
export type ListingOwner = {
  userId: string;
  phone: string;
  sellerType: SellerType;
  weight: number;
};

type BuildInput = {
  random: Random;
  now: Date;
  owners: readonly ListingOwner[];
  importUserId: string;
  images: Record<PropertyType, readonly string[]>;
};

const DAY_MS = 86_400_000;
const MAX_AGE_DAYS = 120;

/** Flats in towns, houses and plots in villages; commercial premises mostly in town. */
const TYPE_WEIGHTS = {
  town: { mieszkanie: 55, dom: 15, dzialka: 12, lokal: 18 },
  village: { mieszkanie: 8, dom: 45, dzialka: 37, lokal: 10 },
} as const;

const RENT_SHARE: Record<PropertyType, number> = {
  mieszkanie: 0.35,
  dom: 0.12,
  dzialka: 0.05,
  lokal: 0.45,
};

const DRAFTERS: Record<
  PropertyType,
  (input: { r: Random; place: Place; transaction: TransactionType }) => ListingDraft
> = {
  mieszkanie: draftFlat,
  dom: draftHouse,
  dzialka: draftPlot,
  lokal: draftPremises,
};

const SITUATED: Record<PropertyType, string> = {
  mieszkanie: "Mieszkanie położone",
  dom: "Dom położony",
  dzialka: "Działka położona",
  lokal: "Nieruchomość położona",
};

/** How often each portal appears among imported listings (roughly their local market share). */
const PORTAL_WEIGHTS = {
  otodom: 30,
  olx: 25,
  morizon: 12,
  gratka: 10,
  domiporta: 8,
  adresowo: 6,
  "nieruchomosci-online": 5,
  lento: 3,
  kazo: 2,
} as const satisfies Partial<Record<SourceKey, number>>;

type PortalKey = keyof typeof PORTAL_WEIGHTS;

/** A plausible offer address on each portal; `n` keeps them unique per (source, external_url). */
function portalUrl(portal: PortalKey, slug: string, n: number): string {
  const id36 = n.toString(36);
  switch (portal) {
    case "otodom":
      return `https://www.otodom.pl/pl/oferta/${slug}-ID${id36.toUpperCase()}`;
    case "olx":
      return `https://www.olx.pl/d/oferta/${slug}-CID3-ID${id36}.html`;
    case "morizon":
      return `https://www.morizon.pl/oferta/${slug}-mzn${n}`;
    case "gratka":
      return `https://gratka.pl/nieruchomosci/${slug}/ob/${n}`;
    case "domiporta":
      return `https://www.domiporta.pl/nieruchomosci/${slug}/${n}`;
    case "adresowo":
      return `https://adresowo.pl/o/${slug}-${id36}`;
    case "nieruchomosci-online":
      return `https://www.nieruchomosci-online.pl/${slug},${n}.html`;
    case "lento":
      return `https://lezajsk.lento.pl/${slug},${n}.html`;
    case "kazo":
      return `https://www.kazo.pl/oferta/${slug}-${n}`;
  }
}

function closingFor(r: Random, sellerType: SellerType, transaction: TransactionType, own: boolean) {
  if (!own) {
    return sellerType === "klient"
      ? "Ogłoszenie prywatne."
      : `Oferta biura nieruchomości, numer oferty ${r.int(100, 9999)}/${r.pick(["OMS", "ODS", "OGS", "OLS"])}.`;
  }
  const rent = transaction === "wynajem";
  if (sellerType === "sprawdzone") {
    return `Nieruchomości Leżajsk – zapraszamy do biura przy ul. Mickiewicza 12. ${rent ? "Przygotujemy umowę najmu i protokół zdawczo-odbiorczy." : "Pomagamy w formalnościach i w uzyskaniu kredytu."}`;
  }
  if (sellerType === "posrednik") {
    return r.pick([
      "Zapraszam na prezentację – chętnie odpowiem na pytania i pomogę w formalnościach.",
      rent
        ? "Oferta pośrednika. Przygotuję umowę najmu okazjonalnego i pomogę w formalnościach."
        : "Oferta pośrednika. Pomagam w uzyskaniu kredytu i w skompletowaniu dokumentów.",
    ]);
  }
  return transaction === "wynajem"
    ? "Wynajmuję bezpośrednio, bez pośredników. Proszę o kontakt telefoniczny."
    : "Sprzedaję bezpośrednio – bez prowizji. Zapraszam na oglądanie po wcześniejszym kontakcie telefonicznym.";
}

type Slot = { slug: LocationSlug | null; label: string; place: Place };

/** Every location gets its quota (Leżajsk the most), plus a few imported listings from elsewhere. */
function locationSlots(r: Random): Slot[] {
  const slots: Slot[] = [];
  for (const { slug, label } of LOCATIONS) {
    const place = PLACES[slug];
    for (let i = 0; i < place.listings; i++) slots.push({ slug, label, place });
  }
  for (const place of OTHER_PLACES) {
    for (let i = 0; i < place.listings; i++) slots.push({ slug: null, label: place.label, place });
  }
  return r.sample(slots, slots.length);
}

function pickImages(r: Random, pool: readonly string[], index: number): string[] {
  // About one listing in ten has no photo, so the stock image is seen too.
  if (pool.length === 0 || r.chance(0.1)) return [];
  const count = r.int(1, Math.min(4, pool.length));
  return Array.from({ length: count }, (_, k) => pool[(index + k) % pool.length]);
}

/** ~200 listings with their daily view counts; pure apart from ids, so the same seed gives the same data. */
/**
 * About one listing in eight (a week old or more) was dearer and lowered its price since: the
 * "Cena obniżona" mark and the price history. Its own random sequence, so that the rest of the
 * demo data stays as it was.
 */
function demoPriceDrop(
  r: Random,
  listing: { id: string; price: number; createdAt: Date; transactionType: TransactionType },
  now: Date,
): { previousPrice: number; change: PriceChangeRow } | null {
  const ageDays = (now.getTime() - listing.createdAt.getTime()) / DAY_MS;
  if (ageDays < 7 || !r.chance(0.125)) return null;
  const step = listing.transactionType === "wynajem" ? 50 : 1_000;
  const previousPrice = Math.round((listing.price * r.between(104, 112)) / 100 / step) * step;
  const changedAt = new Date(now.getTime() - r.between(1, ageDays - 1, 0.01) * DAY_MS);
  return {
    previousPrice,
    change: { propertyId: listing.id, oldPrice: previousPrice, newPrice: listing.price, changedAt },
  };
}

export function buildListings({ random: r, now, owners, importUserId, images }: BuildInput) {
  const listings: ListingRow[] = [];
  const dailyViews: PropertyDailyViewRow[] = [];
  const priceChanges: PriceChangeRow[] = [];
  const ownerWeights = Object.fromEntries(owners.map((o, i) => [String(i), o.weight]));

  locationSlots(r).forEach(({ slug, label, place }, index) => {
    const type = r.weighted(place.town ? TYPE_WEIGHTS.town : TYPE_WEIGHTS.village);
    const transaction: TransactionType = r.chance(RENT_SHARE[type]) ? "wynajem" : "sprzedaz";
    const draft = DRAFTERS[type]({ r, place, transaction });
    const own = slug !== null && r.chance(0.55);
    const owner = own ? owners[Number(r.weighted(ownerWeights))] : undefined;
    const sellerType: SellerType = owner
      ? owner.sellerType
      : r.chance(0.45)
        ? "klient"
        : "posrednik";
    const portal = own ? undefined : r.weighted(PORTAL_WEIGHTS);

    const landmark = r.pick(place.landmarks);
    const distance =
      place.kmToLezajsk > 0 ? ` – ok. ${place.kmToLezajsk} km od centrum Leżajska` : "";
    const description = [
      ...draft.sentences,
      `${SITUATED[type]} ${place.locative}, ${landmark}${distance}.`,
      closingFor(r, sellerType, transaction, own),
    ].join(" ");

    let address: string | null;
    if (own) {
      address = draft.street
        ? `ul. ${draft.street}`
        : r.chance(0.4)
          ? r.pick(["okolice kościoła", "centrum wsi", "przy drodze powiatowej"])
          : null;
    } else {
      address = r.chance(0.1)
        ? null
        : `${label}${draft.street ? `, ul. ${draft.street}` : ""}, gm. ${place.gmina}, podkarpackie`;
    }

    const ageDays = r.between(0, MAX_AGE_DAYS, 0.01);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
    const isPremium = own ? r.chance(0.12) : r.chance(0.03);
    const isArchived = r.chance(0.05);
    const views = Math.round(
      (r.between(3, 25) + ageDays * r.between(0.6, 3.5)) * (isPremium ? 1.8 : 1),
    );
    const photos = pickImages(r, images[type], index);
    const id = randomUUID();
    const params = demoListingParams(
      createRandom(0x9a7a_0000 + index),
      { type, transactionType: transaction, area: draft.area },
      draft,
      now,
    );

    listings.push({
      id,
      userId: owner ? owner.userId : importUserId,
      title: draft.title,
      description,
      price: draft.price,
      location: slug,
      address,
      area: draft.area,
      rooms: draft.rooms,
      bathrooms: draft.bathrooms,
      ...params,
      imageUrl: photos[0] ?? null,
      images: photos,
      type,
      transactionType: transaction,
      sellerType,
      source: portal ?? "wlasne",
      externalUrl: portal
        ? portalUrl(portal, slugify(draft.title), 4_100_000 + index * 7_919)
        : null,
      phone: owner ? owner.phone : null,
      isPremium,
      isVerified: own && r.chance(sellerType === "sprawdzone" ? 0.5 : 0.15),
      isArchived,
      views,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + r.between(0, ageDays, 0.01) * DAY_MS),
    });
    // Refreshed within the last 26 days (or added since): each stays published for days yet.
    const refreshedAgo = createRandom(0x9a7c_0000 + index).between(0, 26, 0.01) * DAY_MS;
    listings[listings.length - 1].refreshedAt = new Date(
      Math.max(createdAt.getTime(), now.getTime() - refreshedAgo),
    );
    const drop = demoPriceDrop(
      createRandom(0x9a7b_0000 + index),
      { id, price: draft.price, createdAt, transactionType: transaction },
      now,
    );
    if (drop) {
      Object.assign(listings[listings.length - 1], {
        previousPrice: drop.previousPrice,
        priceChangedAt: drop.change.changedAt,
      });
      priceChanges.push(drop.change);
    }
    for (const day of spreadDailyViews(r, views, createdAt, now)) {
      dailyViews.push({ propertyId: id, ...day });
    }
  });

  return { listings, dailyViews, priceChanges };
}
