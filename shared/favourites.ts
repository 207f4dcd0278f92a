/**
 * "Obserwowane": what a favourite is, for the heart buttons, the favourites page and the server.
 * Plain values only: every public page loads this with its cards.
 */
export const FAVOURITE_KINDS = ["listing", "service"] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** A favourite as the browser keeps it (signed out) and sends it to be kept on the account. */
export type FavouriteItem = {
  kind: FavouriteKind;
  id: string;
  /** A listing's price when it was saved: the favourites page says whether it changed since. */
  price?: number;
  /** Its title then, shown should the offer no longer be public. */
  title?: string;
};

/** One account keeps at most this many; a browser too. */
export const MAX_FAVOURITES = 200;

export const favouriteKey = (kind: FavouriteKind, id: string) => `${kind}:${id}`;

/** The heart's names: on every public page, apart from the messages below. */
export const FAVOURITE_LABEL = {
  add: "Dodaj do obserwowanych",
  remove: "Usuń z obserwowanych",
} as const;

export const FAVOURITE_TEXT = {
  failed: "Nie udało się zapisać obserwowanych. Spróbuj ponownie.",
  tooMany: `Możesz obserwować najwyżej ${MAX_FAVOURITES} ogłoszeń i firm. Usuń któreś z obserwowanych, aby dodać nowe.`,
  notFound: "To ogłoszenie lub ta firma nie są już dostępne.",
  invalid: "Nieprawidłowe dane obserwowanego ogłoszenia.",
} as const;
