/**
 * The seeded server's people and the rows the matrix acts on, created over HTTP as their owners
 * would (the embedded database belongs to the server process). Each target is made once, on
 * first use, under a name, so destructive cases get targets of their own.
 */

import { PLAN_FORM_FIELDS } from "../../../server/admin/testing/plan-fixtures.ts";
import { SERVICE_FORM_FIELDS } from "../../../server/admin/testing/service-fixtures.ts";
import { adminPath, promotionsPath } from "../../../shared/admin.ts";
import { polishDay } from "../../../shared/promotion-schemas.ts";
import { DEMO_PASSWORD, signIn } from "../support.ts";
import {
  type Answer,
  callApi,
  type Fields,
  formOf,
  loaderData,
  postForm,
  type Session,
} from "./http.ts";

export const ACCOUNTS = {
  administrator: "admin@okolica.local",
  wlasciciel: "wlasciciel@okolica.local",
  posrednik: "posrednik@okolica.local",
  agencja: "agencja@okolica.local",
  agent: "agent@okolica.local",
  firma: "firma@okolica.local",
} as const;

export type Account = keyof typeof ACCOUNTS;

export const ANONYMOUS: Session = { name: "anonymous", cookie: null, userId: null };

export const LISTING_FIELDS = {
  title: "Mieszkanie do testu uprawnień",
  price: "350000",
  location: "lezajsk",
  type: "mieszkanie",
  transactionType: "sprzedaz",
  phone: "600 123 456",
  description: "Ogłoszenie utworzone przez test macierzy dostępu.",
};

export { PLAN_FORM_FIELDS, SERVICE_FORM_FIELDS };

/** A visitor's report (/zglos): the form a person fills in. */
export const REPORT_FIELDS = {
  reason: "oszustwo",
  explanation: "Zgłoszenie wysłane przez test macierzy dostępu.",
  email: "zglaszajacy@example.com",
  goodFaith: "on",
};

/** Attachments are recognised by their bytes; this is about the smallest file read as a PDF. */
const MINIMAL_PDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/** What a successful action answered with; anything else stops the check (a broken setup). */
function created(answer: Answer, what: string): string {
  const body = answer.body as { ok?: boolean; id?: string; conversationId?: string } | null;
  const id = body?.id ?? body?.conversationId;
  if (answer.status !== 200 || body?.ok === false || !id) {
    throw new Error(`setup: ${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return id;
}

/** The first object under `value` (depth-first) that has all the keys (and passes `test`). */
export function findObject(
  value: unknown,
  keys: string[],
  test: (found: Record<string, unknown>) => boolean = () => true,
): Record<string, unknown> | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (keys.every((key) => key in record) && test(record)) return record;
  for (const child of Object.values(record)) {
    const found = findObject(child, keys, test);
    if (found) return found;
  }
  return null;
}

export class Targets {
  private readonly sessions = new Map<Account, Promise<Session>>();
  private readonly made = new Map<string, Promise<string>>();

  constructor(readonly base: string) {}

  /** The account's session, signed in once and kept until forget(). */
  session(account: Account): Promise<Session> {
    let session = this.sessions.get(account);
    if (!session) {
      session = this.freshSession(account);
      this.sessions.set(account, session);
    }
    return session;
  }

  /** A session of its own, for a case that ends it (sign-out, password change). */
  async freshSession(account: Account, password = DEMO_PASSWORD): Promise<Session> {
    const signed = await signIn(this.base, ACCOUNTS[account], password);
    return { name: account, cookie: signed.cookie, userId: signed.userId };
  }

  /** After a case that ended the account's other sessions. */
  forget(account: Account): void {
    this.sessions.delete(account);
  }

  async userId(account: Account): Promise<string> {
    return (await this.session(account)).userId as string;
  }

  private once(name: string, make: () => Promise<string>): Promise<string> {
    let id = this.made.get(name);
    if (!id) {
      id = make();
      this.made.set(name, id);
    }
    return id;
  }

  /** A listing of the owner (wlasciciel@), added through the panel's form. */
  listing(name: string): Promise<string> {
    return this.once(`listing:${name}`, async () => {
      const owner = await this.session("wlasciciel");
      const fields = {
        intent: "listing-save",
        ...LISTING_FIELDS,
        title: `${LISTING_FIELDS.title} (${name})`,
      };
      return created(
        await postForm(this.base, "/panel/properties", owner, fields),
        `listing ${name}`,
      );
    });
  }

  /** A saved search of the owner (wlasciciel@), saved through the panel's form. */
  savedSearch(name: string): Promise<string> {
    return this.once(`saved-search:${name}`, async () => {
      const owner = await this.session("wlasciciel");
      const fields = {
        intent: "search-create",
        query: "categories=mieszkania&locations=lezajsk",
        name: `Alert (${name})`,
        frequency: "daily",
      };
      return created(
        await postForm(this.base, "/panel/searches", owner, fields),
        `saved search ${name}`,
      );
    });
  }

  /** A service of the company (firma@), added through the panel's form. */
  service(name: string): Promise<string> {
    return this.once(`service:${name}`, async () => {
      const owner = await this.session("firma");
      const fields = { intent: "service-save", ...SERVICE_FORM_FIELDS };
      return created(
        await postForm(this.base, "/panel/services", owner, fields),
        `service ${name}`,
      );
    });
  }

  /** posrednik@ asking wlasciciel@ about the main listing, with a PDF attached. */
  conversation(): Promise<string> {
    return this.once("conversation", async () => {
      const sender = await this.session("posrednik");
      const form = formOf({
        propertyId: await this.listing("main"),
        subject: "Pytanie o mieszkanie",
        content: "Czy mieszkanie jest jeszcze dostępne?",
        attachments: new File([MINIMAL_PDF], "rzut.pdf", { type: "application/pdf" }),
      });
      const answer = await callApi(this.base, "/api/wiadomosci", sender, { body: form });
      return created(answer, "conversation");
    });
  }

  /** The attachment of conversation(), as its recipient's panel lists it. */
  attachment(): Promise<string> {
    return this.once("attachment", async () => {
      const id = await this.conversation();
      const owner = await this.session("wlasciciel");
      const data = await loaderData(
        this.base,
        `/panel/messages?c=${id}`,
        owner,
        "routes/panel/messages",
      );
      const file = findObject(data, ["id", "fileName"]);
      if (!file) throw new Error(`setup: no attachment in conversation ${id}`);
      return String(file.id);
    });
  }

  /** An administrator action's id (plan, promotion, API token) for the actions that change it. */
  private adminMade(name: string, path: string, fields: Fields): Promise<string> {
    return this.once(name, async () => {
      const admin = await this.session("administrator");
      return created(await postForm(this.base, path, admin, fields), name);
    });
  }

  plan(): Promise<string> {
    return this.adminMade("plan", adminPath("promotion", "plans"), {
      intent: "plan-create",
      ...PLAN_FORM_FIELDS,
    });
  }

  /** A plan the administrator gave firma@ (for 'Zakończ plan'). */
  async userPlan(): Promise<string> {
    return this.adminMade("user-plan", adminPath("users"), {
      intent: "plan-assign",
      userId: await this.userId("firma"),
      planId: await this.plan(),
    });
  }

  /** posrednik@'s order of plan() from /cennik, as the administrator's plans section lists it. */
  planOrder(): Promise<string> {
    return this.once("plan-order", async () => {
      const planId = await this.plan();
      // Not agent@: other rows deactivate that account (its session goes).
      const broker = await this.session("posrednik");
      const answer = await postForm(this.base, "/cennik", broker, { planId });
      if (answer.status !== 200) throw new Error(`setup: plan order failed: ${answer.status}`);
      const admin = await this.session("administrator");
      const data = await loaderData(
        this.base,
        adminPath("promotion", "plans"),
        admin,
        "routes/admin/plans",
      );
      const id = findObject(data, ["id", "planName", "email"], (o) => o.planId === planId)?.id;
      if (!id) throw new Error(`setup: no order in ${JSON.stringify(data).slice(0, 500)}`);
      return String(id);
    });
  }

  /** wlasciciel@'s listing `name`, reported by a visitor: an open report in the moderation queue. */
  reportedListing(name: string): Promise<string> {
    return this.once(`reported-${name}`, async () => {
      const id = await this.listing(name);
      // A signed-in report is filed at once (a visitor's waits for its mailed link).
      const reporter = await this.session("firma");
      const answer = await postForm(this.base, `/zglos/ogloszenie/${id}`, reporter, REPORT_FIELDS);
      if (answer.status !== 200) throw new Error(`setup: report failed: ${answer.status}`);
      return id;
    });
  }

  /**
   * A listing in the queue with a scam signal and no public notice yet: posrednik@ (a new,
   * unverified account in the demo) adds five listings at once, and the burst rule flags the fifth.
   */
  signalledListing(): Promise<string> {
    return this.once("signalled", async () => {
      const broker = await this.session("posrednik");
      let id = "";
      for (let n = 1; n <= 5; n++) {
        const fields = { intent: "listing-save", ...LISTING_FIELDS, title: `Seria ${n}` };
        id = created(await postForm(this.base, "/panel/properties", broker, fields), `burst ${n}`);
      }
      const admin = await this.session("administrator");
      const data = await loaderData(
        this.base,
        adminPath("moderation"),
        admin,
        "routes/admin/moderation",
      );
      const item = findObject(data, ["id", "signals", "warningShown"], (o) => o.id === id);
      if (!item)
        throw new Error(`setup: no signal on ${id}: ${JSON.stringify(data).slice(0, 500)}`);
      return id;
    });
  }

  /** An appeal waiting: wlasciciel@'s reported listing hidden by admin@, appealed by its link. */
  appeal(): Promise<string> {
    return this.once("appeal", async () => {
      const itemId = await this.reportedListing("appealed");
      const admin = await this.session("administrator");
      const path = adminPath("moderation");
      const decision = { intent: "moderation-decision", kind: "listing", itemId, decision: "hide" };
      const grounds = { ground: "regulamin-6-1", explanation: "Cel testu macierzy dostępu." };
      const answer = await postForm(this.base, path, admin, { ...decision, ...grounds });
      if (answer.status !== 200) throw new Error(`setup: decision failed: ${answer.status}`);
      const owner = await this.session("wlasciciel");
      const layout = await loaderData(this.base, "/panel/profile", owner, "routes/panel/layout");
      const link = findObject(layout, ["path", "what", "decision"])?.path;
      if (!link) throw new Error(`setup: no decision in ${JSON.stringify(layout).slice(0, 500)}`);
      const text = "Ogłoszenie jest prawdziwe, proszę o przywrócenie.";
      const appealed = await postForm(this.base, String(link), ANONYMOUS, { text });
      if (appealed.status !== 200) throw new Error(`setup: appeal failed: ${appealed.status}`);
      const data = await loaderData(this.base, path, admin, "routes/admin/moderation");
      const id = findObject(data, ["id", "appealText"], (o) => o.itemId === itemId)?.id;
      if (!id) throw new Error(`setup: no appeal in ${JSON.stringify(data).slice(0, 500)}`);
      return String(id);
    });
  }

  /** wlasciciel@'s data export, once the export job has built it. */
  dataExport(): Promise<string> {
    return this.once("data-export", async () => {
      const owner = await this.session("wlasciciel");
      await postForm(this.base, "/profil", owner, { intent: "data-export" });
      for (let attempt = 0; attempt < 60; attempt++) {
        const data = await loaderData(this.base, "/profil", owner, "routes/profile");
        const found = findObject(data, ["id", "status", "requestedAt"]);
        if (found?.status === "ready") return String(found.id);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error("setup: the data export was not ready within 30 s");
    });
  }

  async promotion(): Promise<string> {
    return this.adminMade(
      "promotion",
      promotionsPath("property"),
      await this.promotionFields(await this.listing("promoted")),
    );
  }

  apiToken(): Promise<string> {
    return this.adminMade("api-token", adminPath("settings"), {
      intent: "api-token-create",
      name: "Do unieważnienia",
    });
  }

  async promotionFields(listingId: string): Promise<Fields> {
    return {
      intent: "promotion-create",
      kind: "property",
      targetId: listingId,
      type: "featured",
      price: "29",
      startsAt: polishDay(),
      endsAt: polishDay(new Date(Date.now() + 7 * 86_400_000)),
    };
  }

  /** agencja@'s agency, as the administrator's users tab lists it. */
  agencyId(): Promise<string> {
    return this.once("agency", async () => {
      const admin = await this.session("administrator");
      const data = await loaderData(
        this.base,
        "/admin/users?q=agencja",
        admin,
        "routes/admin/users",
      );
      const id = findObject(data, ["id", "name", "isVerified"])?.id;
      if (!id) throw new Error(`setup: no agency in ${JSON.stringify(data).slice(0, 500)}`);
      return String(id);
    });
  }

  /** Whether the account still signs in with the demo password (its account is untouched). */
  async signsIn(account: Account): Promise<boolean> {
    return signIn(this.base, ACCOUNTS[account], DEMO_PASSWORD).then(
      () => true,
      () => false,
    );
  }
}
