import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { newPerson } from "./support/page-helpers";

/**
 * A listing's and a service's view count as visitors see them: each visit adds one (spec), also
 * when the page comes from the shared cache of anonymous pages (server/page-cache), which was
 * rendered with the count of its time; the view beacon's answer brings the current one.
 */

const OFFERS = [
  {
    kind: "listing",
    list: "/domy",
    link: /\/nieruchomosc\/([0-9a-f-]{36})/g,
    page: (id: string) => `/nieruchomosc/${id}`,
    beacon: (id: string) => `/api/nieruchomosci/${id}/wyswietlenie`,
    // '12 wyświetleń' in the listing's record.
    count: (page: Page) => page.getByText(/\d\s*wyświetle(?:nie|nia|ń)/),
    inHtml: /(\d[\d\u00a0 ]*)\s*wyświetle(?:nie|nia|ń)/,
  },
  {
    kind: "service",
    list: "/uslugi",
    link: /\/usluga\/([0-9a-f-]{36})/g,
    page: (id: string) => `/usluga/${id}`,
    beacon: (id: string) => `/api/uslugi/${id}/wyswietlenie`,
    // 'Wyświetlenia: 12' among the service's facts.
    count: (page: Page) => page.locator("dt", { hasText: "Wyświetlenia:" }).locator("+ dd"),
    inHtml: /Wyświetlenia(?:<!-- -->)?:<\/dt><dd[^>]*>(\d+)</,
  },
] as const;

const digits = async (locator: Locator) =>
  Number(((await locator.textContent()) ?? "").replace(/\D/g, ""));

for (const offer of OFFERS) {
  test(`each visit adds one to the ${offer.kind}'s count a visitor sees, a page from the cache too`, async ({
    browser,
    baseURL,
  }) => {
    const first = await newPerson(browser, baseURL);
    const list = await (await first.request.get(offer.list)).text();
    const ids = [...new Set([...list.matchAll(offer.link)].map((m) => m[1]))];
    // One no other spec opens.
    const id = ids.at(-1) ?? "";

    /** Opens the page; returns its HTML, whether it came from the cache, and the beacon's count. */
    const visit = async (page: Page) => {
      const [beacon, document] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(offer.beacon(id)) && r.ok()),
        page.goto(offer.page(id)),
      ]);
      const { views } = (await beacon.json()) as { views: number };
      return {
        html: (await document?.text()) ?? "",
        cache: document?.headers()["x-page-cache"],
        views,
      };
    };

    const one = await visit(first);
    await expect.poll(() => digits(offer.count(first))).toBe(one.views);

    const second = await newPerson(browser, baseURL);
    const two = await visit(second);
    expect(two.cache).toMatch(/^(hit|stale)$/);
    // The copy from the cache was rendered before the first visit was counted.
    expect(Number(offer.inHtml.exec(two.html)?.[1].replace(/\D/g, ""))).toBeLessThan(one.views);
    expect(two.views).toBe(one.views + 1);
    await expect.poll(() => digits(offer.count(second))).toBe(one.views + 1);

    await first.context().close();
    await second.context().close();
  });
}
