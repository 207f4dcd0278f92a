import { type FavouriteItem, favouriteKey } from "@shared/favourites";
import { formatListingPrice } from "@shared/listing-price";
import type { ListingSummary } from "@shared/listing-types";
import type { ServiceSummary } from "@shared/service-types";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { useLocalFavourites } from "~/lib/favourites";
import { useInAppLinks } from "~/lib/in-app-links";
import { ListingCard } from "../listing/listing-card";
import { ServiceGrid } from "../service/service-card";
import { Badge } from "../ui/badge";
import { EmptyState } from "../ui/empty-state";
import { FavouriteButton } from "./favourite-button";

type FavouriteListing = ListingSummary & { savedPrice: number | null; isPublic: boolean };
type FavouriteService = ServiceSummary & { isPublic: boolean };
type Props = {
  listings: FavouriteListing[];
  services: FavouriteService[];
  /** A visitor's favourites that are no longer public: known only by what the browser kept. */
  gone?: FavouriteItem[];
};

/** The favourites: offers as cards with how their price changed since, then what ended. */
export function FavouritesView({ listings, services, gone = [] }: Props) {
  const followInApp = useInAppLinks();
  const ended = [
    ...listings.filter((l) => !l.isPublic).map((l) => ({ kind: "listing" as const, ...l })),
    ...services.filter((s) => !s.isPublic).map((s) => ({ kind: "service" as const, ...s })),
    ...gone.map((item) => ({ ...item, title: item.title ?? "Ogłoszenie" })),
  ];
  const liveListings = listings.filter((l) => l.isPublic);
  const liveServices = services.filter((s) => s.isPublic);
  if (!liveListings.length && !liveServices.length && !ended.length) {
    return (
      <div className="mt-6">
        <EmptyState
          title="Nie obserwujesz jeszcze żadnych ogłoszeń"
          message="Kliknij serce na ogłoszeniu lub przy firmie, aby zapisać je tutaj i wrócić do nich później."
          linkTo="/"
          linkLabel="Przeglądaj ogłoszenia"
        />
      </div>
    );
  }
  return (
    <div className="mt-6 space-y-10">
      {liveListings.length ? (
        <section aria-labelledby="favourite-listings">
          <h2 id="favourite-listings" className="text-lg font-semibold text-gray-900">
            Ogłoszenia ({liveListings.length})
          </h2>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: only forwards its links' clicks */}
          <ul
            className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3"
            onClick={followInApp}
          >
            {liveListings.map((listing) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} note={<PriceSinceSaved listing={listing} />} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {liveServices.length ? (
        <section aria-labelledby="favourite-services">
          <h2 id="favourite-services" className="mb-4 text-lg font-semibold text-gray-900">
            Firmy i usługi ({liveServices.length})
          </h2>
          <ServiceGrid services={liveServices} />
        </section>
      ) : null}
      {ended.length ? (
        <section aria-labelledby="favourite-ended">
          <h2 id="favourite-ended" className="text-lg font-semibold text-gray-900">
            Nieaktualne ({ended.length})
          </h2>
          <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {ended.map((item) => (
              <li
                key={favouriteKey(item.kind, item.id)}
                className="flex flex-wrap items-center justify-between gap-3 p-4"
              >
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{item.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                    <Badge tone="gray">Nieaktualne</Badge>
                    {item.kind === "listing"
                      ? "Ogłoszenie zakończone, sprzedane lub usunięte."
                      : "Oferta firmy nie jest już dostępna."}
                  </p>
                </div>
                <FavouriteButton kind={item.kind} id={item.id} title={item.title} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** How the price changed since the listing was saved; nothing when it did not. */
function PriceSinceSaved({ listing }: { listing: FavouriteListing }) {
  const { savedPrice, price } = listing;
  if (savedPrice === null || savedPrice === price) return null;
  const before = formatListingPrice(savedPrice, listing.transactionType);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs sm:text-sm">
      {price < savedPrice ? (
        <Badge tone="green">Cena obniżona od zapisania</Badge>
      ) : (
        <Badge tone="amber">Cena wzrosła od zapisania</Badge>
      )}
      <span className="text-gray-600">było {before}</span>
    </p>
  );
}

/**
 * A visitor's favourites: kept in this browser, so the page asks the server for the public
 * ones among them once it runs, and offers to keep them on an account.
 */
export function VisitorFavourites() {
  const local = useLocalFavourites();
  const fetcher = useFetcher<Props & { signedIn: boolean }>();
  const query = local.map((item) => `${item.kind}=${encodeURIComponent(item.id)}`).join("&");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fetcher changes every render; the list is the query
  useEffect(() => {
    if (query) void fetcher.load(`/obserwowane?${query}`);
  }, [query]);
  const answer = fetcher.data;
  return (
    <>
      <p className="mt-2 max-w-2xl text-gray-600">
        Obserwowane zapisujemy w tej przeglądarce.{" "}
        <Link
          to="/auth?redirectTo=%2Fobserwowane"
          className="font-semibold text-brand-700 underline"
        >
          Zaloguj się
        </Link>
        , aby zachować je na koncie i mieć je na każdym urządzeniu.
      </p>
      {!query ? (
        <FavouritesView listings={[]} services={[]} />
      ) : answer ? (
        <FavouritesView
          listings={answer.listings.map((listing) => ({
            ...listing,
            savedPrice: local.find((i) => i.id === listing.id)?.price ?? null,
          }))}
          services={answer.services}
          gone={local.filter(
            (item) =>
              !answer.listings.some((l) => l.id === item.id) &&
              !answer.services.some((s) => s.id === item.id),
          )}
        />
      ) : (
        <p className="mt-6 text-gray-600" role="status">
          Wczytywanie obserwowanych…
        </p>
      )}
    </>
  );
}
