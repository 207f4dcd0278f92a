/** An active agency behind a listing, as the broker box shows it. */
type SellerAgency = {
  id: string;
  name: string;
  logoUrl: string | null;
  isVerified: boolean;
};

type BrokerDetails = {
  name: string | null;
  experienceYears: number | null;
  specialization: string[];
};

/**
 * Who sells a listing, read from the owner's account (roles and agency), not guessed from the
 * listing's seller-type badge:
 * - `import`: the system account Import (a portal feed): the seller is the portal's;
 * - `owner`: a person selling their own property (verified or not);
 * - `broker`: a broker, independent (`agency` null) or working for an active agency;
 * - `agency`: the owner of an active agency;
 * - `unavailable`: a broker's listing whose seller could not be read.
 */
export type ListingSeller =
  | { kind: "import" }
  | { kind: "owner"; name: string | null }
  | ({ kind: "broker"; agency: SellerAgency | null } & BrokerDetails)
  | ({ kind: "agency"; agency: SellerAgency } & BrokerDetails)
  | { kind: "unavailable" };

/** What the broker box shows: each line only when it is known. */
export type BrokerBoxData = BrokerDetails & {
  heading: "Pośrednik" | "Agencja nieruchomości";
  agency: SellerAgency | null;
  /** The spec's fallback texts, only when nothing else is there to show. */
  note: string | null;
};

/** The box about the portal a listing came from. */
export type SourceBoxData = {
  /**
   * `portal`: an Import listing, whose contact is on the portal; `imported`: a user imported
   * their own portal ad, so the contact box is theirs and the portal page is only a link.
   */
  kind: "portal" | "imported";
  source: string;
  externalUrl: string | null;
};

export type ListingBoxes = {
  contact: boolean;
  broker: BrokerBoxData | null;
  source: SourceBoxData | null;
};

export const BROKER_UNKNOWN = "Informacje o pośredniku niedostępne";
export const BROKER_READ_FAILED = "Nie udało się pobrać pełnych informacji o pośredniku";

function brokerBox(
  heading: BrokerBoxData["heading"],
  agency: SellerAgency | null,
  { name, experienceYears, specialization }: BrokerDetails,
): BrokerBoxData {
  const known = agency || name || experienceYears || specialization.length;
  return {
    heading,
    agency,
    name,
    experienceYears,
    specialization,
    note: known ? null : BROKER_UNKNOWN,
  };
}

/**
 * The boxes beside a listing, derived from who sells it, so that no two of them contradict each
 * other: an Import listing has only its portal box; everyone else has the contact box; brokers
 * and agencies add the broker box; a user's own imported ad adds a link to its portal page.
 */
export function listingBoxes(
  listing: { source: string; externalUrl: string | null },
  seller: ListingSeller,
): ListingBoxes {
  if (seller.kind === "import") {
    return {
      contact: false,
      broker: null,
      source: { kind: "portal", source: listing.source, externalUrl: listing.externalUrl },
    };
  }
  const source: SourceBoxData | null =
    listing.source !== "wlasne" && listing.externalUrl
      ? { kind: "imported", source: listing.source, externalUrl: listing.externalUrl }
      : null;
  const broker =
    seller.kind === "broker"
      ? brokerBox("Pośrednik", seller.agency, seller)
      : seller.kind === "agency"
        ? brokerBox("Agencja nieruchomości", seller.agency, seller)
        : seller.kind === "unavailable"
          ? {
              heading: "Pośrednik" as const,
              agency: null,
              name: null,
              experienceYears: null,
              specialization: [],
              note: BROKER_READ_FAILED,
            }
          : null;
  return { contact: true, broker, source };
}

/** The seller's name for the contact box, when the account gives one. */
export function sellerName(seller: ListingSeller): string | null {
  return "name" in seller ? seller.name : null;
}
