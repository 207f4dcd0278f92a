import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listingDetails } from "../../app/lib/listing-details.ts";
import { formatPrice } from "../../shared/format.ts";
import { ensureImportAccount, IMPORT_USER_ID } from "../accounts/import-account.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { auditLog, properties, rateLimits } from "../db/schema.ts";
import { getListing } from "../listings/get-listing.ts";
import { listListings } from "../listings/list-listings.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { CONNECT_TIMEOUT_MS, type ImportPolicy } from "./fetch-remote.ts";
import { importListingFromUrl } from "./import-from-url.ts";
import { importAllowedHosts } from "./import-policy.ts";
import { findPortalParser } from "./parsers/index.ts";
import { anchorHrefs } from "./parsers/search-links.ts";
import { importFromPortal, searchablePortals } from "./portal-import.ts";
import { OTODOM_SEARCH_URL, otodomSearchPages } from "./test-portal.ts";
import { startSilentSite, startTestSite, type TestSite } from "./test-site.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/fixtures/import");

function linksOf(file: string, pageUrl: string): string[] {
  const url = new URL(pageUrl);
  const parser = findPortalParser(url.hostname);
  if (!parser?.listingLinks) throw new Error(`no search parser for ${pageUrl}`);
  return parser.listingLinks(readFileSync(path.join(FIXTURES, file), "utf8"), url);
}

describe("search-results parsers", () => {
  it("Otodom: the search's ads from __NEXT_DATA__, once each, without the promoted ones", () => {
    const otodom = (slug: string) => `https://www.otodom.pl/pl/oferta/${slug}`;
    expect(linksOf("otodom-search.html", OTODOM_SEARCH_URL)).toEqual([
      otodom("mieszkanie-2-pokojowe-blisko-rynku-ID4rAb1"),
      otodom("mieszkanie-3-pokojowe-z-ogrodkiem-ID4rAb2"),
      otodom("kawalerka-po-remoncie-ul-sklodowskiej-ID4rAb3"),
      otodom("mieszkanie-z-garazem-os-sportowa-ID4rAb4"),
      otodom("mieszkanie-na-parterze-ul-grunwaldzka-ID4rAb5"),
      otodom("mieszkanie-2-pokojowe-nowe-budownictwo-ID4rAb6"),
    ]);
  });

  it("OLX: the ads' urls from the state, without tracking, repeats or Otodom's ads", () => {
    const olx = (id: string) => `https://www.olx.pl/d/oferta/${id}.html`;
    const expected = [
      olx("mieszkanie-2-pokoje-lezajsk-centrum-CID3-IDAbc101"),
      olx("dom-z-ogrodem-giedlarowa-CID3-IDAbc102"),
      olx("dzialka-budowlana-wierzawice-CID3-IDAbc103"),
      olx("lokal-uslugowy-rynek-lezajsk-CID3-IDAbc104"),
    ];
    expect(linksOf("olx-search.html", "https://www.olx.pl/nieruchomosci/lezajsk/")).toEqual(
      expected,
    );

    // Without the state, the result cards' links give the same.
    const html = readFileSync(path.join(FIXTURES, "olx-search.html"), "utf8");
    const cardsOnly = html.replace(/window\.__PRERENDERED_STATE__=/, "window.__OTHER__=");
    const parser = findPortalParser("www.olx.pl");
    expect(parser?.listingLinks?.(cardsOnly, new URL("https://www.olx.pl/nieruchomosci/"))).toEqual(
      expected,
    );
  });

  it("Morizon and Gratka: offer links on their own hosts, once each, not in scripts", () => {
    expect(linksOf("morizon-search.html", "https://www.morizon.pl/mieszkania/lezajsk/")).toEqual([
      "https://www.morizon.pl/oferta/sprzedaz-mieszkanie-lezajsk-mickiewicza-54m2-mzn2041230001",
      "https://www.morizon.pl/oferta/wynajem-mieszkanie-nowa-sarzyna-sportowa-48m2-mzn2041230002",
      "https://www.morizon.pl/oferta/sprzedaz-mieszkanie-lezajsk-sklodowskiej-38m2-mzn2041230003",
      "https://m.morizon.pl/oferta/sprzedaz-mieszkanie-grodzisko-dolne-62m2-mzn2041230004",
    ]);
    expect(
      linksOf("gratka-search.html", "https://gratka.pl/nieruchomosci/dzialki/lezajsk"),
    ).toEqual([
      "https://gratka.pl/nieruchomosci/dzialka-kurylowka/ob/34567890",
      "https://gratka.pl/nieruchomosci/dzialka-lezajsk-ul-polna/ob/34567891",
      "https://gratka.pl/nieruchomosci/dzialka-wierzawice/ob/34567892",
    ]);
  });

  it("reads links however they are quoted, never from comments or scripts", () => {
    expect(
      anchorHrefs(
        `<a class=x href=/a>A</a><A HREF='/b?x=1&amp;y=2'>B</A><a data-href="/no" href="/c">` +
          `<!-- <a href="/comment"> --><script>"<a href='/script'>"</script><a name="top">`,
      ),
    ).toEqual(["/a", "/b?x=1&y=2", "/c"]);
  });

  it("offers exactly the portals with a search-results parser", () => {
    expect(searchablePortals()).toEqual([
      { key: "otodom", label: "Otodom" },
      { key: "olx", label: "OLX" },
      { key: "morizon", label: "Morizon" },
      { key: "gratka", label: "Gratka" },
    ]);
  });
});

describe("importFromPortal", () => {
  const pages = otodomSearchPages();
  const SEARCH_PATH = new URL(OTODOM_SEARCH_URL).pathname;
  /** Slugs whose listing page answers 500, or shows no price. */
  const failing = new Set<string>();
  const priceless = new Set<string>();
  let site: TestSite;
  let policy: ImportPolicy;
  let database: Database;
  let admin: Actor;
  let owner: Actor;

  beforeAll(async () => {
    site = await startTestSite(["www.otodom.pl"], (request, response) => {
      const html = { "content-type": "text/html; charset=utf-8" };
      const url = new URL(request.url ?? "/", "https://www.otodom.pl");
      const slug = url.pathname.replace("/pl/oferta/", "");
      const listing = pages.listing(slug);
      if (url.pathname === SEARCH_PATH) return void response.writeHead(200, html).end(pages.search);
      if (listing && failing.has(slug)) return void response.writeHead(500, html).end("Błąd");
      if (listing && priceless.has(slug)) {
        return void response
          .writeHead(200, html)
          .end(listing.replace('"key":"price"', '"key":"x"'));
      }
      if (listing) return void response.writeHead(200, html).end(listing);
      response.writeHead(404, html).end("Nie ma");
    });
    policy = {
      allowedHosts: importAllowedHosts(),
      hostOverrides: { "www.otodom.pl": { host: "127.0.0.1", port: site.port } },
      ca: site.ca,
      resolve: () => Promise.reject(new Error("This test expects no DNS lookup")),
    };
    database = await createTestDatabase();
    admin = await createTestUser(database.db, { roles: ["administrator"] });
    owner = await createTestUser(database.db, { roles: ["wlasciciel"] });
  });
  afterAll(async () => {
    await site.close();
    await database.close();
  });
  beforeEach(async () => {
    failing.clear();
    priceless.clear();
    await database.db.delete(properties);
    await database.db.delete(rateLimits);
    site.requests.length = 0;
  });

  const as = (actor: Actor | null) => ({ db: database.db, actor, importPolicy: policy });
  const request = (limit?: number) => ({ portal: "otodom", url: OTODOM_SEARCH_URL, limit });
  const listingRequests = () => site.requests.filter((r) => r.url?.startsWith("/pl/oferta/"));

  it("imports up to the limit into the Import account and audits it once", async () => {
    const result = await importFromPortal(as(admin), request(5));
    expect(result).toMatchObject({
      imported: 5,
      total: 5,
      summary: { inserted: 5, updated: 0, archived: 0, errors: 0 },
      failed: [],
    });
    expect(listingRequests()).toHaveLength(5);
    const rows = await database.db
      .select()
      .from(properties)
      .where(eq(properties.userId, IMPORT_USER_ID));
    const first = pages.ads[0];
    expect(rows.map((r) => r.title).sort()).toEqual(
      pages.ads
        .slice(0, 5)
        .map((ad) => ad.title)
        .sort(),
    );
    expect(rows.find((r) => r.title === first?.title)).toMatchObject({
      source: "otodom",
      price: first?.price,
      location: "lezajsk",
      type: "mieszkanie",
      transactionType: "sprzedaz",
      externalUrl: `https://www.otodom.pl/pl/oferta/${first?.slug}`,
      imageUrl: null,
      pendingImageUrl: expect.stringMatching(/^https:\/\/ireland\.apollo\.olxcdn\.com\//),
      isArchived: false,
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "import-portal"));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(admin.id);
  });

  it("stores the listings' parameters: 'Szczegóły' shows them and the filters find them", async () => {
    const result = await importFromPortal(as(admin), request(5));
    expect(result).toMatchObject({ imported: 5, droppedParams: [] });
    const rows = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, IMPORT_USER_ID));
    const listing = await getListing(database.db, rows[0]?.id ?? "");
    expect(listingDetails(listing as NonNullable<typeof listing>)).toEqual(
      expect.arrayContaining([
        { label: "Rynek", value: "Wtórny" },
        { label: "Rodzaj zabudowy", value: "Blok" },
        { label: "Piętro", value: "2" },
        { label: "Liczba pięter w budynku", value: "4" },
        { label: "Rok budowy", value: "1985" },
        { label: "Stan wykończenia", value: "Do zamieszkania" },
        { label: "Ogrzewanie", value: "Miejskie" },
        { label: "Winda", value: "Tak" },
        { label: "Balkon, taras, ogród", value: "Balkon" },
        { label: "Forma własności", value: "Spółdzielcze własnościowe" },
        { label: "Czynsz", value: `${formatPrice(450)}/mies.` },
      ]),
    );
    const found = await listListings(database.db, {
      market: "wtorny",
      floor: "1-3",
      yearMin: 1980,
    });
    expect(found.total).toBe(5);
    expect((await listListings(database.db, { market: "pierwotny" })).total).toBe(0);
  });

  it("takes 10 by default, reads the page's 6 and changes nothing the second time", async () => {
    expect(await importFromPortal(as(admin), request())).toMatchObject({ imported: 6, total: 6 });
    expect(await importFromPortal(as(admin), request())).toMatchObject({
      imported: 0,
      total: 6,
      summary: { inserted: 0, updated: 0, unchanged: 6 },
    });
  });

  it("counts a listing that fails or has no price as an error and imports the others", async () => {
    const [broken, noPrice] = pages.ads;
    failing.add(broken?.slug as string);
    priceless.add(noPrice?.slug as string);
    const result = await importFromPortal(as(admin), request(10));
    expect(result).toMatchObject({ imported: 4, total: 6, summary: { inserted: 4, errors: 2 } });
    expect(result.failed.map((f) => f.url)).toEqual([
      `https://www.otodom.pl/pl/oferta/${broken?.slug}`,
      `https://www.otodom.pl/pl/oferta/${noPrice?.slug}`,
    ]);
  });

  it("never archives: the Import account's other listings of the source stay", async () => {
    await ensureImportAccount(database.db);
    const [kept] = await database.db
      .insert(properties)
      .values({
        userId: IMPORT_USER_ID,
        title: "Dom spoza wyników wyszukiwania",
        price: 500000,
        area: 120,
        type: "dom",
        transactionType: "sprzedaz",
        source: "otodom",
        externalUrl: "https://www.otodom.pl/pl/oferta/dom-spoza-wynikow-ID4zzz1",
        sellerType: "posrednik",
      })
      .returning();
    const result = await importFromPortal(as(admin), request(5));
    expect(result.summary.archived).toBe(0);
    const [after] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.id, kept?.id as string));
    expect(after?.isArchived).toBe(false);
  });

  it("refuses non-administrators before reading anything", async () => {
    expect((await refusal(importFromPortal(as(owner), request()))).code).toBe("forbidden");
    expect((await refusal(importFromPortal(as(null), request()))).code).toBe("forbidden");
    expect(site.requests).toHaveLength(0);
  });

  it("checks the request with Polish messages before fetching", async () => {
    const cases: [unknown, string][] = [
      [undefined, "Wyślij dane jako JSON: {portal, url, limit}."],
      [{ ...request(), portal: "domiporta" }, "Wybierz portal z listy."],
      [{ ...request(), limit: 7 }, "Liczba ogłoszeń musi wynosić 5, 10, 25 lub 50."],
      [{ ...request(), url: "" }, "Podaj adres strony wyników wyszukiwania."],
      [
        { ...request(), url: "http://www.otodom.pl/pl/wyniki" },
        "Podaj pełny adres strony zaczynający się od https://.",
      ],
      [
        { ...request(), url: "https://www.olx.pl/nieruchomosci/" },
        "Ten adres nie jest stroną portalu Otodom.",
      ],
      [
        { ...request(), url: "https://www.otodom.pl:8443/pl/wyniki" },
        "Ten adres nie jest stroną portalu Otodom.",
      ],
    ];
    for (const [input, message] of cases) {
      const error = await refusal(importFromPortal(as(admin), input));
      expect([error.code, error.message]).toEqual(["invalid", message]);
    }
    expect(site.requests).toHaveLength(0);
  });

  it("answers 502 when the search page cannot be read or shows no listings", async () => {
    const missing = await refusal(
      importFromPortal(as(admin), { ...request(), url: "https://www.otodom.pl/pl/wyniki/nic" }),
    );
    expect([missing.status, missing.message]).toEqual([
      502,
      "Nie znaleziono strony wyników wyszukiwania (HTTP 404).",
    ]);
    const listing = await refusal(
      importFromPortal(as(admin), {
        ...request(),
        url: `https://www.otodom.pl/pl/oferta/${pages.ads[0]?.slug}`,
      }),
    );
    expect([listing.status, listing.message]).toEqual([
      502,
      "Nie znaleziono ogłoszeń na tej stronie wyników wyszukiwania.",
    ]);
  });

  it("says a portal that does not answer is unreachable in seconds, the same for a listing and a search", async () => {
    const silent = await startSilentSite();
    const unreachable: ImportPolicy = {
      ...policy,
      hostOverrides: { "www.otodom.pl": { host: "127.0.0.1", port: silent.port } },
    };
    try {
      const timed = async (work: Promise<unknown>) => {
        const started = Date.now();
        const error = await refusal(work);
        return { message: error.message, ms: Date.now() - started };
      };
      const [listing, search] = await Promise.all([
        timed(
          importListingFromUrl(
            `https://www.otodom.pl/pl/oferta/${pages.ads[0]?.slug}`,
            unreachable,
          ),
        ),
        timed(importFromPortal({ ...as(admin), importPolicy: unreachable }, request())),
      ]);
      for (const answer of [listing, search]) {
        expect(answer.message).toBe("Nie udało się połączyć z portalem.");
        expect(answer.ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
        expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
      }
    } finally {
      await silent.close();
    }
  }, 15_000);

  it("allows 20 runs an hour per administrator", async () => {
    const bad = { ...request(), url: "https://www.otodom.pl/pl/wyniki/nic" };
    for (let i = 0; i < 20; i++) await refusal(importFromPortal(as(admin), bad));
    const limited = await refusal(importFromPortal(as(admin), bad));
    expect([limited.code, limited.status]).toEqual(["rate_limited", 429]);
  });
});
