import { locationLabel } from "@shared/locations";

/** Where a listing is, in words: its place's name, else the address it was given. */
export const listingPlace = (listing: { location: string | null; address: string | null }) =>
  locationLabel(listing.location) ?? listing.address ?? "";

/** A description as one line, for the page's meta description and its JSON-LD. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
