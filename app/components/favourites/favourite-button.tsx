import { FAVOURITE_LABEL, type FavouriteKind } from "@shared/favourites";
import { cn } from "~/lib/cn";
import { useFavourite } from "~/lib/favourites";
import { buttonClass } from "../ui/button";
import { Glyph } from "../ui/glyph";

/**
 * The heart: keeps a listing or a company among the favourites ("Obserwowane"), on the account
 * when signed in, else in this browser. `overlay` is the round button at the top right of a card's photo;
 * otherwise a labelled button for an offer's page.
 */
export function FavouriteButton({
  kind,
  id,
  title,
  price,
  overlay = false,
  className,
}: {
  kind: FavouriteKind;
  id: string;
  title: string;
  price?: number;
  overlay?: boolean;
  className?: string;
}) {
  const { saved, userId } = useFavourite(kind, id);
  const label = saved ? FAVOURITE_LABEL.remove : FAVOURITE_LABEL.add;
  const toggle = () =>
    void import("./favourite-actions").then((actions) =>
      actions.toggleFavourite(userId, { kind, id, title, price }, saved),
    );
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={overlay ? label : undefined}
      title={label}
      className={cn(
        overlay
          ? "absolute top-2 right-2 z-10 grid size-10 place-items-center rounded-full bg-white/95 text-gray-700 shadow hover:text-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          : buttonClass({ variant: "secondary", size: "sm" }),
        className,
      )}
    >
      <Glyph
        name="heart"
        className={cn("size-5", saved ? "fill-current text-red-600" : "fill-none")}
      />
      {overlay ? null : saved ? "Obserwujesz" : "Obserwuj"}
    </button>
  );
}
