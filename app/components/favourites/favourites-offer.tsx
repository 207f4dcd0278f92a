import { formatQuantity } from "@shared/format";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useLocalFavourites } from "~/lib/favourites";
import { Button } from "../ui/button";
import { toast } from "../ui/toast";
import { clearLocalFavourites, postFavourites } from "./favourite-actions";

// Accusative after "zapisano": listings alone, or listings and companies together.
const LISTING_FORMS = [
  "obserwowane ogłoszenie",
  "obserwowane ogłoszenia",
  "obserwowanych ogłoszeń",
] as const;
const ITEM_FORMS = ["obserwowaną pozycję", "obserwowane pozycje", "obserwowanych pozycji"] as const;

/**
 * After sign-in, when this browser still keeps a visitor's favourites: the offer to keep them on
 * the account (merged with its own) or to forget them.
 */
export function FavouritesOffer() {
  const local = useLocalFavourites();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (!local.length) return null;

  async function keep() {
    setBusy(true);
    try {
      await postFavourites({ items: local });
      clearLocalFavourites();
      await revalidator.revalidate();
      toast.success("Obserwowane zapisane na koncie");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="favourites-offer"
      className="fixed inset-x-3 bottom-3 z-40 rounded-xl border border-gray-200 bg-white p-4 shadow-lg sm:left-auto sm:max-w-md"
    >
      <h2 id="favourites-offer" className="font-semibold text-gray-900">
        Zachować obserwowane na koncie?
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Przed zalogowaniem zapisano w tej przeglądarce{" "}
        {formatQuantity(
          local.length,
          local.every((i) => i.kind === "listing") ? LISTING_FORMS : ITEM_FORMS,
        )}
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={keep} disabled={busy}>
          Zachowaj na koncie
        </Button>
        <Button size="sm" variant="secondary" onClick={clearLocalFavourites} disabled={busy}>
          Nie zachowuj
        </Button>
      </div>
    </section>
  );
}
