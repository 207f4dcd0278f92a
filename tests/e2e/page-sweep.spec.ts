import {
  type Browser,
  type Cookie,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
  test,
} from "@playwright/test";
import { hydrated } from "./support/page-helpers.ts";

/**
 * The page sweep: a broad sample of pages — public ones, every panel tab of users with
 * listings and messages, a conversation, every admin tab — at a phone's and a desktop's width, in
 * a browser in New York while the server runs in UTC. A page fails on any console error, page
 * error or React hydration error (#418/#423/#425: a date or hour formatted in the machine's own
 * zone is the usual cause), and on the texts that make the product look unfinished: an unknown
 * value shown as 0, a wrong Polish plural after a number, English words of a developer's message.
 * Every problem is listed with its page, so one run shows them all.
 */
test.describe.configure({ timeout: 240_000 });

const BROWSER_ZONE = "America/New_York";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PASSWORD = "Okolica2026!";
const LISTING_SAMPLE = 22;
/**
 * The desktop sweep opens the first listings of the sample only: their variety (rent, no photo,
 * imported) is in the phone's sweep, and a wide page's layout is the same for every listing.
 */
const DESKTOP_LISTING_SAMPLE = 8;

/** Demo accounts (server/db/seed/demo-accounts.ts) and what each one's sweep opens. */
const PEOPLE = {
  posrednik: {
    email: "posrednik@okolica.local",
    pages: ["/panel/profile", "/panel/properties", "/panel/stats", "/profil"],
  },
  agencja: {
    email: "agencja@okolica.local",
    pages: [
      "/panel/agency",
      "/panel/agents",
      "/panel/properties",
      "/panel/services",
      "/panel/messages",
      "/panel/profile",
    ],
  },
  firma: {
    email: "firma@okolica.local",
    pages: ["/panel/company", "/panel/services", "/panel/messages"],
  },
  admin: {
    email: "admin@okolica.local",
    pages: [
      "/admin",
      "/admin/listings",
      "/admin/services",
      "/admin/users",
      "/admin/import/portals",
      "/admin/import/json",
      "/admin/promotion/plans",
      "/admin/promotion/listings",
      "/admin/promotion/services",
      "/admin/settings",
    ],
  },
} as const;
type Person = keyof typeof PEOPLE;

const PUBLIC_PAGES = [
  "/",
  "/mieszkania",
  "/domy",
  "/dzialki",
  "/komercja",
  "/search",
  "/search?transaction=wynajem&sort=price-asc",
  "/uslugi",
  "/pomoc",
  "/cennik",
  "/regulamin",
  "/polityka-prywatnosci",
];

/** A different client address per account: better-auth limits sign-ins per address. */
function forwardedFor(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  return { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` };
}

type Sample = {
  listings: { href: string; rent: boolean; photo: boolean }[];
  services: string[];
  agencies: string[];
  /** One category-and-town page per category. */
  towns: string[];
};

let cookies: Record<Person, Cookie[]>;
let sample: Sample;

/** Signs every account in once (better-auth's own endpoint); the sweeps reuse the cookies. */
async function signInAll(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  const signedIn = {} as Record<Person, Cookie[]>;
  for (const [person, { email }] of Object.entries(PEOPLE) as [Person, { email: string }][]) {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: forwardedFor(),
    });
    const response = await request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
    });
    expect(response.status(), `${email} signs in`).toBe(200);
    signedIn[person] = (await request.storageState()).cookies;
    await request.dispose();
  }
  return signedIn;
}

/**
 * Listings of every kind from /search and the category pages (sale and rent, with and without
 * photos; imported ones are among them and counted on their pages), category-and-town pages, a
 * service category, two services and the agencies (from the sitemap and /uslugi).
 */
async function collectSample(browser: Browser, baseURL: string): Promise<Sample> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cards: Sample["listings"] = [];
  // The newest first mixes portal offers with own ones (by default own ones come first).
  for (const path of [
    "/search?transaction=sprzedaz&sort=date-desc",
    "/search?transaction=wynajem&sort=date-desc",
    "/mieszkania",
    "/domy",
    "/dzialki",
    "/komercja",
  ]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    cards.push(
      ...(await page.locator("article").evaluateAll((articles) =>
        articles.flatMap((article) => {
          const href = article.querySelector('a[href^="/nieruchomosc/"]')?.getAttribute("href");
          if (!href) return [];
          const rent = /zł\/mies\./.test(article.textContent ?? "");
          // A card without photos shows its type's placeholder (a labelled box) instead.
          return [{ href, rent, photo: !article.querySelector('div[role="img"]') }];
        }),
      )),
    );
  }
  const unique = [...new Map(cards.map((c) => [c.href, c])).values()];
  const pick = [
    ...unique.filter((c) => c.rent).slice(0, 6),
    ...unique.filter((c) => !c.photo).slice(0, 4),
  ];
  for (const card of unique)
    if (pick.length < LISTING_SAMPLE && !pick.includes(card)) pick.push(card);
  const listings = [...new Set(pick)].slice(0, LISTING_SAMPLE);

  await page.goto("/uslugi");
  const serviceLinks = await page
    .locator('main a[href^="/usluga/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  await page.goto("/");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const agencies = paths.filter((path) => path.startsWith("/agencja/"));
  const towns = ["mieszkania", "domy", "dzialki", "komercja"].flatMap(
    (category) => paths.find((path) => new RegExp(`^/${category}/[a-z-]+$`).test(path)) ?? [],
  );
  await context.close();
  const serviceCategory = paths.find((path) => /^\/usluga\/[a-z-]+$/.test(path));
  const serviceDetails = [...new Set(serviceLinks)].filter((href) =>
    /\/usluga\/[0-9a-f-]{36}$/.test(href),
  );
  const services = [serviceCategory ?? [], serviceDetails.slice(0, 2)].flat();
  return { listings, services, agencies, towns };
}

/** Counts with a noun after them, checked against Polish plural rules (one, few, many). */
const NOUNS: readonly (readonly [string, string, string])[] = [
  ["oferta", "oferty", "ofert"],
  ["wynik", "wyniki", "wyników"],
  ["ogłoszenie", "ogłoszenia", "ogłoszeń"],
  ["usługa", "usługi", "usług"],
  ["firma", "firmy", "firm"],
  ["opinia", "opinie", "opinii"],
  ["ocena", "oceny", "ocen"],
  ["pokój", "pokoje", "pokoi"],
  ["zdjęcie", "zdjęcia", "zdjęć"],
  ["wyświetlenie", "wyświetlenia", "wyświetleń"],
  ["wiadomość", "wiadomości", "wiadomości"],
  ["rozmowa", "rozmowy", "rozmów"],
  ["dzień", "dni", "dni"],
  ["nieprzeczytana", "nieprzeczytane", "nieprzeczytanych"],
  ["lokalizacja", "lokalizacje", "lokalizacji"],
  ["kategoria", "kategorie", "kategorii"],
];
const PLURAL_RULES = new Intl.PluralRules("pl-PL");
const COUNT_NOUN = new RegExp(
  `(?<![\\p{L}\\p{N},.])(\\d{1,3}(?:[ \\u00a0]\\d{3})+|\\d+)[ \\u00a0](${[...new Set(NOUNS.flat())].join("|")})(?![\\p{L}])`,
  "gu",
);

/** After these the noun is in the genitive whatever the count: 'do 3 usług' is right. */
const GENITIVE_BEFORE =
  /(?:^|[^\p{L}])(?:do|od|ze?|bez|dla|ponad|około|powyżej|poniżej|spośród|wśród)\s+$/iu;

function wrongPlurals(text: string): string[] {
  const wrong: string[] = [];
  for (const match of text.matchAll(COUNT_NOUN)) {
    const [whole, digits, word] = match;
    if (GENITIVE_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const count = Number(digits.replace(/\D/g, ""));
    const category = PLURAL_RULES.select(count);
    const index = category === "one" ? 0 : category === "few" ? 1 : 2;
    const forms = NOUNS.filter((forms) => forms.includes(word));
    if (!forms.some((f) => f[index] === word)) wrong.push(whole);
  }
  return wrong;
}

/** An unknown value printed as zero ('Pokoje 0', 'Powierzchnia 0 m²'). */
const ZERO_FOR_UNKNOWN =
  /(?:Pokoje|Łazienki|Powierzchnia|Liczba pokoi|Liczba łazienek|Piętra)\s*:?\s*0(?![\d,])|(?<![\d,])0[\u00a0 ]m²/g;
/** Words of an untranslated or developer-facing text. */
const ENGLISH = /\b(?:Unexpected|Error|undefined|null|NaN|Invalid)\b/g;
const HYDRATION = /#418|#423|#425|Hydration failed|hydrat|did not match/i;

/** Everything a person reads or hears on the page: visible text and accessible names. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [title], img[alt]")].map((el) =>
      [el.getAttribute("aria-label"), el.getAttribute("title"), el.getAttribute("alt")]
        .filter(Boolean)
        .join("\n"),
    );
    // innerText, not textContent: what is rendered, one line per block, as a person reads it.
    // biome-ignore lint/performance/useDomNodeTextContent: the layout-aware text is the point here
    return `${document.title}\n${document.body.innerText}\n${labels.join("\n")}`;
  });
}

class Sweep {
  readonly problems: string[] = [];
  imported = 0;
  private current = "";

  constructor(readonly page: Page) {
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error") this.problems.push(`${this.current}: console error: ${text}`);
      else if (message.type() === "warning" && HYDRATION.test(text)) {
        this.problems.push(`${this.current}: hydration warning: ${text}`);
      }
    });
    page.on("pageerror", (error) => {
      this.problems.push(`${this.current}: page error: ${error.message}`);
    });
  }

  /** Opens `path`, waits until React has hydrated it and has nothing left to do, reads it. */
  async visit(path: string): Promise<string> {
    this.current = path;
    const response = await this.page.goto(path);
    const status = response?.status() ?? 0;
    if (status >= 400) this.problems.push(`${path}: HTTP ${status}`);
    await hydrated(this.page);
    // Hydration runs in slices; an idle moment means it is over and any mismatch reported.
    await this.page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
    );
    const text = await pageText(this.page);
    for (const match of text.match(ZERO_FOR_UNKNOWN) ?? []) {
      this.problems.push(`${path}: unknown shown as zero: "${match}"`);
    }
    for (const match of wrongPlurals(text)) this.problems.push(`${path}: wrong plural: "${match}"`);
    for (const match of new Set(text.match(ENGLISH) ?? [])) {
      this.problems.push(`${path}: English text: "${match}"`);
    }
    return text;
  }
}

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  test.setTimeout(60_000);
  const baseURL = testInfo.project.use.baseURL as string;
  cookies = await signInAll(playwright, baseURL);
  sample = await collectSample(browser, baseURL);
});

for (const viewport of VIEWPORTS) {
  test(`pages at ${viewport.width} px in a New York browser: no console or hydration error, no unfinished text`, async ({
    browser,
  }, testInfo) => {
    expect(sample.listings.length).toBeGreaterThanOrEqual(20);
    expect(sample.listings.some((l) => l.rent)).toBe(true);
    expect(sample.listings.some((l) => !l.rent)).toBe(true);
    expect(sample.listings.some((l) => !l.photo)).toBe(true);
    expect(sample.services.length, "a service category and two services").toBe(3);
    expect(sample.agencies.length).toBeGreaterThan(0);
    expect(sample.towns.length).toBeGreaterThanOrEqual(3);

    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: "pl-PL",
      timezoneId: BROWSER_ZONE,
      viewport,
      extraHTTPHeaders: forwardedFor(),
    });
    const sweep = new Sweep(await context.newPage());

    // Anonymous visitor.
    for (const path of [...PUBLIC_PAGES, ...sample.towns]) await sweep.visit(path);
    const listings =
      viewport.width < 1024 ? sample.listings : sample.listings.slice(0, DESKTOP_LISTING_SAMPLE);
    for (const { href } of listings) {
      const text = await sweep.visit(href);
      if (!text.includes("Własne (Okolica)")) sweep.imported += 1;
    }
    for (const path of [...sample.services, sample.agencies[0]]) await sweep.visit(path);

    // Each account's panel tabs (and the broker's conversation with the owner), then admin.
    for (const person of Object.keys(PEOPLE) as Person[]) {
      await context.clearCookies();
      await context.addCookies(cookies[person]);
      for (const path of PEOPLE[person].pages) await sweep.visit(path);
      if (person === "posrednik") {
        await sweep.visit("/panel/messages");
        const conversation = await sweep.page
          .locator('a[href^="/panel/messages?c="]')
          .first()
          .getAttribute("href");
        expect(conversation, "the broker has a conversation (demo seed)").toBeTruthy();
        await sweep.visit(conversation as string);
      }
    }
    await context.close();

    expect(sweep.problems).toEqual([]);
    if (listings === sample.listings) {
      expect(sweep.imported, "the sample holds imported listings").toBeGreaterThan(0);
    }
  });
}
