import { describe, expect, it } from "vitest";
import {
  BROKER_READ_FAILED,
  BROKER_UNKNOWN,
  type ListingSeller,
  listingBoxes,
} from "./listing-seller";

const own = { source: "wlasne", externalUrl: null };
const portalUrl = "https://www.otodom.pl/pl/oferta/x";
const fromPortal = { source: "otodom", externalUrl: portalUrl };
const agency = { id: "a1", name: "Biuro Testowe", logoUrl: null, isVerified: true };
const details = { name: "Anna Nowak", experienceYears: 12, specialization: ["Domy"] };

describe("listingBoxes: one box per true thing", () => {
  it("an owner: the contact box only", () => {
    expect(listingBoxes(own, { kind: "owner", name: "Jan" })).toEqual({
      contact: true,
      broker: null,
      source: null,
    });
  });

  it("an independent broker: her name and experience, no 'not available' note", () => {
    const boxes = listingBoxes(own, { kind: "broker", agency: null, ...details });
    expect(boxes.contact).toBe(true);
    expect(boxes.broker).toEqual({ heading: "Pośrednik", agency: null, ...details, note: null });
  });

  it("a broker of an agency and the agency itself show the agency", () => {
    expect(listingBoxes(own, { kind: "broker", agency, ...details }).broker).toMatchObject({
      heading: "Pośrednik",
      agency,
      note: null,
    });
    expect(listingBoxes(own, { kind: "agency", agency, ...details }).broker).toMatchObject({
      heading: "Agencja nieruchomości",
      agency,
      note: null,
    });
  });

  it("a broker with nothing known, or unreadable, gets the spec's fallback text alone", () => {
    const empty: ListingSeller = {
      kind: "broker",
      agency: null,
      name: null,
      experienceYears: null,
      specialization: [],
    };
    expect(listingBoxes(own, empty).broker?.note).toBe(BROKER_UNKNOWN);
    expect(listingBoxes(own, { kind: "unavailable" }).broker).toMatchObject({
      name: null,
      note: BROKER_READ_FAILED,
    });
  });

  it("an Import listing: the portal box only, no contact box", () => {
    expect(listingBoxes(fromPortal, { kind: "import" })).toEqual({
      contact: false,
      broker: null,
      source: { kind: "portal", source: "otodom", externalUrl: portalUrl },
    });
  });

  it("a user's own ad imported from a portal: the contact box and a plain link", () => {
    expect(listingBoxes(fromPortal, { kind: "owner", name: "Jan" })).toEqual({
      contact: true,
      broker: null,
      source: { kind: "imported", source: "otodom", externalUrl: portalUrl },
    });
  });
});
