import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ParsedListing } from "../types.ts";
import { findPortalParser, PORTAL_PARSERS } from "./index.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/import");

function parseFixture(file: string, url: string): ParsedListing {
  const parser = findPortalParser(new URL(url).hostname);
  if (!parser) throw new Error(`no parser for ${url}`);
  return parser.parse(readFileSync(path.join(FIXTURES, file), "utf8"), new URL(url));
}

describe("portal parsers", () => {
  it("Otodom: reads the ad in __NEXT_DATA__", () => {
    const url =
      "https://www.otodom.pl/pl/oferta/mieszkanie-3-pokojowe-z-balkonem-ul-mickiewicza-ID4qWxY";
    const image = (id: string) =>
      `https://ireland.apollo.olxcdn.com/v1/files/${id}-APL/image;s=1280x1024;q=80`;
    expect(parseFixture("otodom.html", url)).toEqual({
      title: "Mieszkanie 3-pokojowe z balkonem, ul. Mickiewicza",
      description:
        "<p>Na sprzedaż słoneczne mieszkanie na drugim piętrze w Leżajsku, 5 minut pieszo od Rynku.</p><p>Kuchnia z oknem, łazienka z wanną &amp; prysznicem.</p><ul><li>balkon 6 m²</li><li>piwnica 4 m²</li></ul>",
      // Not the 450 zł "rent" characteristic: that is the monthly fee of a flat for sale.
      price: 389000,
      area: 54.3,
      rooms: 3,
      address: "ul. Mickiewicza, Leżajsk, leżajski, podkarpackie",
      images: [
        image("eyJmbiI6Im90b2RvbS0xIn0"),
        image("eyJmbiI6Im90b2RvbS0yIn0"),
        image("eyJmbiI6Im90b2RvbS0zIn0"),
      ],
      type: "mieszkanie",
      transaction: "sprzedaz",
      externalUrl: url,
      // Every characteristic by the label and value the page shows; the import picks its own.
      params: expect.arrayContaining([
        { name: "Cena", value: "389 000 zł" },
        { name: "Rynek", value: "wtórny" },
        { name: "Piętro", value: "2" },
        { name: "Liczba pięter", value: "4" },
        { name: "Czynsz", value: "450 zł" },
        { name: "Informacje dodatkowe", value: "balkon, piwnica, winda" },
      ]),
    });
  });

  it("OLX: reads the ad in the JSON string of window.__PRERENDERED_STATE__", () => {
    const url = "https://www.olx.pl/d/oferta/dom-wolnostojacy-giedlarowa-CID3-IDZxYwV.html";
    expect(parseFixture("olx.html", url)).toEqual({
      title: "Dom wolnostojący 120 m² – Giedlarowa, działka 10 arów",
      description:
        "Sprzedam dom w Giedlarowej, 4 km od Leżajska.<br />\nDom murowany, 4 pokoje, 2 łazienki, garaż.<br />\n<br />\nCena do negocjacji.",
      price: 549000,
      // The house's own area ("m"), not the plot's ("area").
      area: 120,
      rooms: 4,
      address: "Giedlarowa, Podkarpackie",
      images: [
        "https://ireland.apollo.olxcdn.com:443/v1/files/k3m9x2ql1p0a-PL/image;s=1280x960",
        "https://ireland.apollo.olxcdn.com:443/v1/files/7tq2wz8e4n1b-PL/image;s=1280x960",
      ],
      type: "dom",
      transaction: "sprzedaz",
      externalUrl: url,
      params: [
        { name: "Cena za m²", value: "4575 zł/m²" },
        { name: "Powierzchnia", value: "120 m²" },
        { name: "Powierzchnia działki", value: "1000 m²" },
        { name: "Liczba pokoi", value: "4 pokoje" },
        { name: "Rodzaj zabudowy", value: "Wolnostojący" },
        { name: "Rynek", value: "Wtórny" },
        { name: "Rok budowy", value: "ok. 1990" },
      ],
    });
  });

  it("Morizon: JSON-LD (an array with an offer's itemOffered) and the offer's path", () => {
    const url =
      "https://www.morizon.pl/oferta/wynajem-mieszkanie-nowa-sarzyna-sportowa-48m2-mzn2041234567";
    const image = (n: string) =>
      `https://d-gr.cdngr.pl/kadry/k/r/gr-ogl/4c/7e/41234567_${n}_mieszkanie-nowa-sarzyna_xlarge.jpg`;
    expect(parseFixture("morizon.html", url)).toEqual({
      title: "Mieszkanie do wynajęcia, 2 pokoje, Nowa Sarzyna, ul. Sportowa",
      description:
        "Przytulne mieszkanie &ndash; 2 pokoje, 48,5 m², umeblowane. Blisko szkoły i przystanku.",
      price: 1800,
      // The JSON-LD's exact area wins over the path's rounded "48m2".
      area: 48.5,
      rooms: 2,
      address: "ul. Sportowa, Nowa Sarzyna, podkarpackie",
      images: [image("901234"), image("901235")],
      type: "mieszkanie",
      transaction: "wynajem",
      externalUrl: url,
      // additionalProperty by name, then schema.org's floorLevel and yearBuilt.
      params: [
        { name: "Liczba pięter", value: "3" },
        { name: "Czynsz", value: "350 zł/mies." },
        { name: "Kaucja", value: "1 800 zł" },
        { name: "Dostępne od", value: "01.05.2026" },
        { name: "Winda", value: "nie" },
        { name: "Balkon", value: "tak" },
        { name: "floorLevel", value: "1" },
        { name: "yearBuilt", value: 2008 },
      ],
    });
  });

  it("Gratka: JSON-LD @graph with an Offer, breadcrumbs and additionalProperty", () => {
    const url = "https://gratka.pl/nieruchomosci/dzialka-kurylowka/ob/34567890";
    const image = (n: number) =>
      `https://d-gr.cdngr.pl/kadry/k/r/gr-ogl/1a/2b/34567890_${n}_dzialka-kurylowka_xlarge.jpg`;
    expect(parseFixture("gratka.html", url)).toEqual({
      title: "Działka budowlana 1200 m², Kuryłówka",
      description: "Działka budowlana z warunkami zabudowy, media w drodze, dojazd asfaltowy.",
      price: 89000,
      area: 1200,
      address: "Kuryłówka, podkarpackie",
      images: [image(1), image(2)],
      type: "dzialka",
      transaction: "sprzedaz",
      externalUrl: url,
      params: [
        { name: "Powierzchnia działki", value: "1 200 m²" },
        { name: "Typ działki", value: "budowlana" },
        { name: "Media", value: "prąd, woda, gaz w drodze, brak kanalizacji" },
        { name: "Forma własności", value: "pełna własność" },
      ],
    });
  });

  it("Domiporta: a JSON-LD Offer; type and transaction from the path", () => {
    const url =
      "https://www.domiporta.pl/nieruchomosci/wynajme-lokal-uzytkowy-lezajsk-rynek-85m2/156789012";
    expect(parseFixture("domiporta.html", url)).toEqual({
      title: "Lokal usługowy 85 m² w centrum, Rynek",
      description:
        "Lokal na parterze kamienicy przy Rynku, witryna od strony ulicy, zaplecze i WC.",
      price: 2500,
      area: 85,
      bathrooms: 1,
      address: "Rynek, Leżajsk, podkarpackie",
      images: ["https://www.domiporta.pl/zdjecia/156789012/1.jpg", "/zdjecia/156789012/2.jpg"],
      type: "lokal",
      transaction: "wynajem",
    });
  });

  it("Nieruchomosci-online: JSON-LD nodes from two scripts merged", () => {
    const url = "https://lezajsk.nieruchomosci-online.pl/dom,z-ogrodem/24567890.html";
    expect(parseFixture("nieruchomosci-online.html", url)).toEqual({
      title: "Dom z ogrodem, Wierzawice",
      description: "Dom parterowy z poddaszem użytkowym, 2 łazienki, ogród 8 arów.",
      price: 615000,
      area: 142.6,
      rooms: 5,
      bathrooms: 2,
      address: "Wierzawice, gm. Leżajsk, podkarpackie",
      images: [
        "https://i.st-nieruchomosci-online.pl/3fa81b2c/dom-wierzawice.jpg",
        "https://i.st-nieruchomosci-online.pl/3fa81b2d/dom-wierzawice.jpg",
      ],
      type: "dom",
      externalUrl: url,
      params: [{ name: "Liczba łazienek", value: "2" }],
    });
  });

  it("Adresowo: Open Graph only, entities decoded", () => {
    const url = "https://adresowo.pl/o/mieszkanie-rzeszow-baranowka-n2k4m8";
    expect(parseFixture("adresowo.html", url)).toEqual({
      title: "Mieszkanie 2 pokoje 38 m², Rzeszów, Baranówka",
      description: "Sprzedam mieszkanie po remoncie, 3. piętro, winda, piwnica.",
      price: 299000,
      images: ["https://adresowo.pl/foto/n2k4m8/1.jpg", "https://adresowo.pl/foto/n2k4m8/2.jpg"],
      type: "mieszkanie",
      externalUrl: url,
    });
  });

  it("has a fixture for every registered portal", () => {
    for (const parser of PORTAL_PARSERS) {
      expect(readFileSync(path.join(FIXTURES, `${parser.source}.html`), "utf8")).toContain(
        "Test fixture, not a real page.",
      );
    }
  });

  it("finds the parser by host, subdomains included", () => {
    expect(findPortalParser("www.otodom.pl")?.source).toBe("otodom");
    expect(findPortalParser("m.olx.pl")?.source).toBe("olx");
    expect(findPortalParser("lezajsk.nieruchomosci-online.pl")?.source).toBe(
      "nieruchomosci-online",
    );
    expect(findPortalParser("ireland.apollo.olxcdn.com")).toBeUndefined();
    expect(findPortalParser("otodom.pl.example.com")).toBeUndefined();
  });

  it("reads a portal page without its embedded state from its JSON-LD and Open Graph", () => {
    const html = `<html><head>
      <meta property="og:title" content="Dom w Żuklinie &amp; garaż">
      <script type="application/ld+json">{"@type":"Offer","price":"450000","priceCurrency":"PLN"}</script>
      </head></html>`;
    const url = new URL("https://www.otodom.pl/pl/oferta/dom-zuklin-ID4zzzz");
    expect(findPortalParser(url.hostname)?.parse(html, url)).toEqual({
      title: "Dom w Żuklinie & garaż",
      price: 450000,
      type: "dom",
    });
  });

  it("ignores a price in another currency", () => {
    const html = `<script type="application/ld+json">{"@type":"Offer","name":"Apartament","price":"90000","priceCurrency":"EUR"}</script>`;
    const url = new URL("https://gratka.pl/nieruchomosci/apartament/ob/1");
    expect(findPortalParser(url.hostname)?.parse(html, url).price).toBeUndefined();
  });
});
