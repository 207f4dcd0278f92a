/**
 * Business rules that were holes, over real HTTP against the seeded server:
 *
 * - Premium is paid: a crafted panel POST with isPremium/isFeatured/isUrgent makes neither a
 *   listing nor a service premium, featured or urgent; an owner's edit keeps the premium an
 *   administrator gave.
 * - A deactivated account's listing and service leave the detail pages (404), search, the
 *   category count and the sitemap, and cannot be messaged (Polish refusal); reactivation
 *   brings everything back.
 * - The system account Import cannot be deactivated or given a role (403, Polish message).
 */
import { exitCode, report } from "../checks/report.ts";
import { type Answer, callApi, formOf, loaderData, postForm, type Session } from "./matrix/http.ts";
import {
  ACCOUNTS,
  ANONYMOUS,
  findObject,
  LISTING_FIELDS,
  SERVICE_FORM_FIELDS,
} from "./matrix/targets.ts";
import { signIn, startSecurityServer } from "./support.ts";

const IMPORT_USER_ID = "system-import";
const PAID_FIELDS = { isPremium: "on", isFeatured: "true", isUrgent: "true" };

const server = await startSecurityServer();
const base = server.url;

async function session(account: keyof typeof ACCOUNTS): Promise<Session> {
  const signed = await signIn(base, ACCOUNTS[account]);
  return { name: account, cookie: signed.cookie, userId: signed.userId };
}

function savedId(answer: Answer, what: string): string {
  const body = answer.body as { ok?: boolean; id?: string } | null;
  if (answer.status !== 200 || !body?.ok || !body.id) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return body.id;
}

/** The flags a public page shows: null when the page is not there. */
async function paidFlags(path: string, routeId: string) {
  const page = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  await page.body?.cancel();
  if (page.status !== 200) return null;
  const found = findObject(await loaderData(base, path, ANONYMOUS, routeId), ["id", "isPremium"]);
  return found
    ? {
        isPremium: found.isPremium,
        isFeatured: found.isFeatured ?? false,
        isUrgent: found.isUrgent ?? false,
      }
    : null;
}

async function status(path: string): Promise<number> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  await response.body?.cancel();
  return response.status;
}

async function text(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) });
  return response.text();
}

/** The category page's total for the listing's type and town (property_counts, public part). */
async function categoryTotal(): Promise<number> {
  const data = await loaderData(base, "/mieszkania/lezajsk", ANONYMOUS, "category-mieszkania");
  return Number(findObject(data, ["total", "items"])?.total);
}

try {
  // One after another: each sign-in hashes a password, and the machine may be busy.
  const owner = await session("wlasciciel");
  const company = await session("firma");
  const admin = await session("administrator");
  const visitor = await session("posrednik");
  const title = `Mieszkanie reguł ${Date.now().toString(36)}`;

  // --- premium is paid -------------------------------------------------------------------------
  const listingId = savedId(
    await postForm(base, "/panel/properties", owner, {
      intent: "listing-save",
      ...LISTING_FIELDS,
      title,
      ...PAID_FIELDS,
    }),
    "adding the listing",
  );
  const serviceId = savedId(
    await postForm(base, "/panel/services", company, {
      intent: "service-save",
      ...SERVICE_FORM_FIELDS,
      ...PAID_FIELDS,
    }),
    "adding the service",
  );
  const listingFlags = await paidFlags(`/nieruchomosc/${listingId}`, "routes/listing-detail");
  const serviceFlags = await paidFlags(`/usluga/${serviceId}`, "routes/service-param");
  const none = { isPremium: false, isFeatured: false, isUrgent: false };
  report(
    "a crafted panel POST makes no listing or service premium, featured or urgent",
    JSON.stringify(listingFlags) === JSON.stringify(none) &&
      JSON.stringify(serviceFlags) === JSON.stringify(none),
    `listing ${JSON.stringify(listingFlags)}, service ${JSON.stringify(serviceFlags)}`,
  );

  await postForm(base, "/admin/listings", admin, {
    intent: "listing-premium",
    id: listingId,
    value: "true",
  });
  await postForm(base, "/panel/properties", owner, {
    intent: "listing-save",
    ...LISTING_FIELDS,
    id: listingId,
    title,
    isPremium: "",
  });
  const kept = await paidFlags(`/nieruchomosc/${listingId}`, "routes/listing-detail");
  report(
    "the owner's edit keeps the premium the administrator gave",
    kept?.isPremium === true,
    JSON.stringify(kept),
  );

  // --- a deactivated account's offers are not public ---------------------------------------------
  const searchPath = `/search?q=${encodeURIComponent(title)}`;
  const publicView = async () => ({
    listingPage: await status(`/nieruchomosc/${listingId}`),
    servicePage: await status(`/usluga/${serviceId}`),
    inSearch: (await text(searchPath)).includes(listingId),
    categoryTotal: await categoryTotal(),
    sitemapListing: (await text("/sitemap.xml")).includes(`/nieruchomosc/${listingId}`),
    sitemapService: (await text("/sitemap.xml")).includes(`/usluga/${serviceId}`),
  });
  const message = (target: Record<string, string>) =>
    callApi(base, "/api/wiadomosci", visitor, {
      body: formOf({ ...target, content: "Czy oferta jest aktualna?" }),
    });

  const before = await publicView();
  const setActive = (who: Session, active: boolean) =>
    postForm(base, "/admin/users", admin, {
      intent: active ? "user-activate" : "user-deactivate",
      userId: who.userId as string,
    });
  await setActive(owner, false);
  await setActive(company, false);
  const hidden = await publicView();
  const toListing = await message({ propertyId: listingId });
  const toService = await message({ serviceId });
  report(
    "a deactivated account's listing and service leave detail, search, counts and sitemap",
    before.listingPage === 200 &&
      before.servicePage === 200 &&
      before.inSearch &&
      before.sitemapListing &&
      before.sitemapService &&
      hidden.listingPage === 404 &&
      hidden.servicePage === 404 &&
      !hidden.inSearch &&
      // The demo owner has more listings there: all of them leave the count.
      hidden.categoryTotal < before.categoryTotal &&
      !hidden.sitemapListing &&
      !hidden.sitemapService,
    `before ${JSON.stringify(before)}\nwhile inactive ${JSON.stringify(hidden)}`,
  );
  const refusal = (answer: Answer) =>
    answer.status === 404 && /Nie znaleziono/.test(JSON.stringify(answer.body));
  report(
    "messages to a deactivated account's listing and service are refused in Polish",
    refusal(toListing) && refusal(toService),
    `listing ${toListing.status} ${JSON.stringify(toListing.body)}, service ${toService.status} ${JSON.stringify(toService.body)}`,
  );

  await setActive(owner, true);
  await setActive(company, true);
  const back = await publicView();
  const again = await message({ propertyId: listingId });
  report(
    "reactivation brings the listing and service back, and they can be messaged",
    JSON.stringify(back) === JSON.stringify(before) && again.status === 200,
    `after reactivation ${JSON.stringify(back)}, message ${again.status}`,
  );

  // --- the system account Import -------------------------------------------------------------
  const answers = await Promise.all([
    postForm(base, "/admin/users", admin, { intent: "user-deactivate", userId: IMPORT_USER_ID }),
    postForm(base, "/admin/users", admin, {
      intent: "user-role-add",
      userId: IMPORT_USER_ID,
      role: "administrator",
    }),
  ]);
  report(
    "the system account Import cannot be deactivated or given a role",
    answers.every(
      (a) => a.status === 403 && /Konto systemowe Import/.test(JSON.stringify(a.body ?? "")),
    ),
    answers.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join("\n"),
  );
} catch (error) {
  report("business rules", false, error instanceof Error ? (error.stack ?? error.message) : "");
} finally {
  await server.stop();
}
process.exit(exitCode());
