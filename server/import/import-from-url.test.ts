import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { type ImportPolicy, RemoteFetchError } from "./fetch-remote.ts";
import {
  fetchImportedImage,
  importListingFromUrl,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMPORTED_IMAGES,
} from "./import-from-url.ts";
import { importAllowedHosts } from "./import-policy.ts";
import { normalizeListingParams } from "./normalize-params.ts";
import { startTestSite, type TestSite } from "./test-site.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/import");
const OTODOM_PATH = "/pl/oferta/mieszkanie-3-pokojowe-z-balkonem-ul-mickiewicza-ID4qWxY";
const OLX_PATH = "/d/oferta/dom-wolnostojacy-giedlarowa-CID3-IDZxYwV.html";
const MORIZON_PATH = "/oferta/wynajem-mieszkanie-nowa-sarzyna-sportowa-48m2-mzn2041234567";
const GRATKA_PATH = "/nieruchomosci/dzialka-kurylowka/ob/34567890";
const CDN = "https://ireland.apollo.olxcdn.com/v1/files";
/** No parameter known: what each expectation below fills in. */
const UNKNOWN = normalizeListingParams([]).params;
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

const manyImages = [
  "/relative.jpg",
  "/relative.jpg#zoom",
  "http://ireland.apollo.olxcdn.com/insecure.jpg",
  "https://evil.example/x.jpg",
  ...Array.from({ length: 25 }, (_, i) => `${CDN}/${i}/image`),
];
const longDescription = "Słoneczne mieszkanie. ".repeat(600);
const oddPage = `<html><head><script type="application/ld+json">${JSON.stringify({
  "@type": "Offer",
  name: "  Mieszkanie\n   w <b>Jelnej</b>  ",
  price: "0",
  description: longDescription,
  image: manyImages,
})}</script></head></html>`;
// "Dom w Żuklinie" in ISO-8859-2, as older Polish pages are still served.
const latin2Page = Buffer.concat([
  Buffer.from('<html><head><meta property="og:title" content="Dom w '),
  Buffer.from([0xaf]),
  Buffer.from('uklinie"></head></html>'),
]);

// Schema.org JSON-LD whose parameters are partly unreadable: the listing imports without them.
const junkParamsPage = `<html><head><script type="application/ld+json">${JSON.stringify({
  "@type": "Offer",
  name: "Mieszkanie na poddaszu",
  price: "250000",
  additionalProperty: [
    { name: "Rynek", value: "pierwotny" },
    { name: "Piętro", value: "poddasze" },
    { name: "Rok budowy", value: "2090" },
  ],
})}</script></head></html>`;

let site: TestSite;
let policy: ImportPolicy;

beforeAll(async () => {
  const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
  const hosts = ["www.otodom.pl", "www.olx.pl", "www.morizon.pl", "gratka.pl"];
  site = await startTestSite(hosts, (request, response) => {
    const html = { "content-type": "text/html; charset=utf-8" };
    switch (request.url) {
      case OTODOM_PATH:
        return void response.writeHead(200, html).end(fixture("otodom.html"));
      case OLX_PATH:
        return void response.writeHead(200, html).end(fixture("olx.html"));
      case MORIZON_PATH:
        return void response.writeHead(200, html).end(fixture("morizon.html"));
      case GRATKA_PATH:
        return void response.writeHead(200, html).end(fixture("gratka.html"));
      case "/skrot":
        return void response.writeHead(301, { location: OTODOM_PATH }).end();
      case "/odd":
        return void response.writeHead(200, html).end(oddPage);
      case "/latin2":
        return void response
          .writeHead(200, { "content-type": "text/html; charset=iso-8859-2" })
          .end(latin2Page);
      case "/junk-params":
        return void response.writeHead(200, html).end(junkParamsPage);
      case "/nothing":
        return void response.writeHead(200, html).end("<html><body>Strona główna</body></html>");
      case "/api":
        return void response
          .writeHead(200, { "content-type": "application/json" })
          .end('{"title":"Mieszkanie"}');
      case "/photo.jpg":
        return void response.writeHead(200, { "content-type": "image/jpeg" }).end(PHOTO);
      case "/huge.jpg":
        response.writeHead(200, { "content-type": "image/jpeg", "content-length": "6000000" });
        return void response.write(PHOTO);
      default:
        response.writeHead(404, html).end("Nie ma");
    }
  });
  const local = { host: "127.0.0.1", port: site.port };
  policy = {
    allowedHosts: importAllowedHosts(),
    hostOverrides: Object.fromEntries(hosts.map((host) => [host, local])),
    ca: site.ca,
    resolve: () => Promise.reject(new Error("This test expects no DNS lookup")),
  };
});

afterAll(() => site.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("importListingFromUrl", () => {
  it("imports an Otodom listing, normalised, located in Leżajsk", async () => {
    const image = (id: string) => `${CDN}/${id}-APL/image;s=1280x1024;q=80`;
    expect(await importListingFromUrl(`  https://www.otodom.pl${OTODOM_PATH}  `, policy)).toEqual({
      title: "Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza",
      price: 389000,
      location: "lezajsk",
      address: "ul. Mickiewicza, Leżajsk, leżajski, podkarpackie",
      description:
        "Na sprzedaż słoneczne mieszkanie na drugim piętrze w Leżajsku, 5 minut pieszo od Rynku.\n\nKuchnia z oknem, łazienka z wanną & prysznicem.\n\n• balkon 6 m²\n• piwnica 4 m²",
      area: 54.3,
      rooms: 3,
      bathrooms: null,
      type: "mieszkanie",
      transaction: "sprzedaz",
      images: [
        image("eyJmbiI6Im90b2RvbS0xIn0"),
        image("eyJmbiI6Im90b2RvbS0yIn0"),
        image("eyJmbiI6Im90b2RvbS0zIn0"),
      ],
      source: "otodom",
      externalUrl: `https://www.otodom.pl${OTODOM_PATH}`,
      params: {
        ...UNKNOWN,
        market: "wtorny",
        buildingType: "blok",
        floor: 2,
        floorsTotal: 4,
        yearBuilt: 1985,
        condition: "do-zamieszkania",
        heating: "miejskie",
        elevator: true,
        outdoor: ["balkon"],
        ownership: "spoldzielcze",
        rentAdditional: 450,
      },
      droppedParams: [],
    });
  });

  it("imports an OLX listing, located in Giedlarowa, with the photo size filled in", async () => {
    expect(await importListingFromUrl(`https://www.olx.pl${OLX_PATH}`, policy)).toEqual({
      title: "Dom wolnostojący 120 m² – Giedlarowa, działka 10 arów",
      price: 549000,
      location: "giedlarowa",
      address: "Giedlarowa, Podkarpackie",
      description:
        "Sprzedam dom w Giedlarowej, 4 km od Leżajska.\nDom murowany, 4 pokoje, 2 łazienki, garaż.\n\nCena do negocjacji.",
      area: 120,
      rooms: 4,
      bathrooms: null,
      type: "dom",
      transaction: "sprzedaz",
      images: [
        `${CDN}/k3m9x2ql1p0a-PL/image;s=1280x960`,
        `${CDN}/7tq2wz8e4n1b-PL/image;s=1280x960`,
      ],
      source: "olx",
      externalUrl: `https://www.olx.pl${OLX_PATH}`,
      params: {
        ...UNKNOWN,
        buildingType: "wolnostojacy",
        plotArea: 1000,
        market: "wtorny",
        yearBuilt: 1990,
      },
      droppedParams: [],
    });
  });

  it("reads a rental's terms from Morizon and a plot's from Gratka", async () => {
    const flat = await importListingFromUrl(`https://www.morizon.pl${MORIZON_PATH}`, policy);
    expect([flat.type, flat.transaction, flat.droppedParams]).toEqual([
      "mieszkanie",
      "wynajem",
      [],
    ]);
    expect(flat.params).toEqual({
      ...UNKNOWN,
      floor: 1,
      floorsTotal: 3,
      yearBuilt: 2008,
      elevator: false,
      outdoor: ["balkon"],
      rentAdditional: 350,
      deposit: 1800,
      availableFrom: "2026-05-01",
    });
    const plot = await importListingFromUrl(`https://gratka.pl${GRATKA_PATH}`, policy);
    expect([plot.type, plot.droppedParams]).toEqual(["dzialka", []]);
    expect(plot.params).toEqual({
      ...UNKNOWN,
      plotArea: 1200,
      plotType: "budowlana",
      utilities: ["prad", "woda", "gaz"],
      ownership: "pelna-wlasnosc",
    });
  });

  it("leaves out a parameter the page gives that cannot be read, and names it", async () => {
    const listing = await importListingFromUrl("https://www.otodom.pl/junk-params", policy);
    expect(listing.title).toBe("Mieszkanie na poddaszu");
    expect(listing.params).toEqual({ ...UNKNOWN, market: "pierwotny" });
    expect(listing.droppedParams).toEqual([
      "Piętro 'poddasze': nieczytelna wartość",
      expect.stringMatching(/^Rok budowy '2090': Rok budowy: podaj rok od 1800 do \d{4}\.$/),
    ]);
  });

  it("follows a redirect and keeps the canonical URL; a missing scheme means https", async () => {
    const listing = await importListingFromUrl("www.otodom.pl/skrot", policy);
    expect(listing.externalUrl).toBe(`https://www.otodom.pl${OTODOM_PATH}`);
  });

  it("cleans what a page gives: title, no price, long description, photos", async () => {
    const listing = await importListingFromUrl("https://www.otodom.pl/odd", policy);
    expect(listing.title).toBe("Mieszkanie w Jelnej");
    expect(listing.price).toBeNull();
    expect(listing.location).toBeNull();
    expect(listing.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(listing.description.length).toBeGreaterThan(MAX_DESCRIPTION_LENGTH - 30);
    expect(listing.images).toHaveLength(MAX_IMPORTED_IMAGES);
    expect(listing.images).toEqual([
      "https://www.otodom.pl/relative.jpg",
      ...Array.from({ length: MAX_IMPORTED_IMAGES - 1 }, (_, i) => `${CDN}/${i}/image`),
    ]);
    expect(listing.externalUrl).toBe("https://www.otodom.pl/odd");
  });

  it("reads a page in the charset its Content-Type names", async () => {
    const listing = await importListingFromUrl("https://www.otodom.pl/latin2", policy);
    expect(listing.title).toBe("Dom w Żuklinie");
    expect(listing.location).toBeNull();
    expect(listing.type).toBe("dom");
  });

  it("asks for a URL when given none", async () => {
    const error = await failure(importListingFromUrl("   ", policy));
    expect(error.code).toBe("invalid");
    expect(error.message).toBe("Podaj adres URL ogłoszenia.");
  });

  it("names the supported portals for any other site", async () => {
    const error = await failure(importListingFromUrl("https://www.example.com/oferta/1", policy));
    expect(error.message).toBe(
      "Ten portal nie jest obsługiwany. Obsługujemy: Otodom, OLX, Morizon, Gratka, Domiporta, Nieruchomosci-online, Adresowo.",
    );
    expect(site.requests.some((r) => r.url === "/oferta/1")).toBe(false);
  });

  it("says that text which is no web address is none, not an unsupported portal", async () => {
    for (const input of [
      "nie-url",
      "mieszkanie w Leżajsku",
      "https://nie-url/oferta",
      "https://",
    ]) {
      const error = await failure(importListingFromUrl(input, policy));
      expect(error.code, input).toBe("invalid");
      expect(error.message, input).toBe("To nie jest adres strony internetowej.");
    }
  });

  it("refuses http://", async () => {
    const error = await failure(importListingFromUrl(`http://www.otodom.pl${OTODOM_PATH}`, policy));
    expect(error.message).toBe("Adres URL musi zaczynać się od https://.");
  });

  it("says when a page holds no listing, or is not a page", async () => {
    for (const url of ["https://www.otodom.pl/nothing", "https://www.otodom.pl/api"]) {
      const error = await failure(importListingFromUrl(url, policy));
      expect(error.code).toBe("invalid");
      expect(error.message).toBe("Nie rozpoznano ogłoszenia na tej stronie.");
    }
  });

  it("reports a listing that is gone as not found", async () => {
    const error = await failure(importListingFromUrl("https://www.otodom.pl/pl/oferta/x", policy));
    expect(error.code).toBe("not_found");
    expect(error.message).toBe("Nie znaleziono strony ogłoszenia (HTTP 404).");
  });
});

describe("fetchImportedImage", () => {
  it("fetches a photo's bytes as they are", async () => {
    expect(await fetchImportedImage("https://www.otodom.pl/photo.jpg", policy)).toEqual(PHOTO);
    expect(site.requests.at(-1)?.headers.accept).toMatch(/^image\//);
  });

  it("words refusals for a photo", async () => {
    const huge = await failure(fetchImportedImage("https://www.otodom.pl/huge.jpg", policy));
    expect(huge).toBeInstanceOf(RemoteFetchError);
    expect(huge.message).toBe("Zdjęcie jest za duże (maks. 5 MB).");
    const missing = await failure(fetchImportedImage("https://www.otodom.pl/gone.jpg", policy));
    expect(missing.code).toBe("not_found");
    expect(missing.message).toBe("Nie znaleziono zdjęcia (HTTP 404).");
    const elsewhere = await failure(fetchImportedImage("https://evil.example/x.jpg", policy));
    expect(elsewhere.message).toBe("Ten portal nie jest obsługiwany.");
  });
});
