/**
 * What each actor must get from each mutating route, API endpoint and intent (the roles and
 * permissions of docs/spec/marketplace.md §6 and docs/spec/panel.md §6). `other` is an ordinary signed-in user with no claim on the target, `owner` the one
 * who owns it (or, for forms about one's own account, the account itself), `administrator` is
 * admin@. A row of the route table without an entry here fails the check.
 */
import sharp from "sharp";
import type { AdminActions } from "../../../app/routes/admin/admin-action.server.ts";
import { IMPORT_ADMIN_ACTIONS } from "../../../app/routes/admin/import-actions.server.ts";
import { LISTING_ADMIN_ACTIONS } from "../../../app/routes/admin/listing-actions.server.ts";
import { MODERATION_ADMIN_ACTIONS } from "../../../app/routes/admin/moderation-actions.server.ts";
import { PLAN_ADMIN_ACTIONS } from "../../../app/routes/admin/plan-actions.server.ts";
import { PROMOTION_ADMIN_ACTIONS } from "../../../app/routes/admin/promotion-actions.server.ts";
import { SERVICE_ADMIN_ACTIONS } from "../../../app/routes/admin/service-actions.server.ts";
import { SETTINGS_ADMIN_ACTIONS } from "../../../app/routes/admin/settings-actions.server.ts";
import { USER_ADMIN_ACTIONS } from "../../../app/routes/admin/user-actions.server.ts";
import { adminPath, promotionsPath } from "../../../shared/admin.ts";
import { JSON_IMPORT_INTENT } from "../../../shared/json-import.ts";
import { DEMO_PASSWORD } from "../support.ts";
import {
  type Answer,
  callApi,
  type Fields,
  formOf,
  loaderData,
  postForm,
  type Session,
} from "./http.ts";
import {
  ACCOUNTS,
  type Account,
  ANONYMOUS,
  LISTING_FIELDS,
  PLAN_FORM_FIELDS,
  REPORT_FIELDS,
  SERVICE_FORM_FIELDS,
  type Targets,
} from "./targets.ts";

export const ACTORS = ["anonymous", "other", "owner", "administrator"] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * `signin`: sent to /auth?redirectTo=… (302); `done`: 2xx and the answer does not say it failed;
 * a status or list of statuses; `{ redirect }`: a redirect to exactly that path.
 */
export type Expected = "signin" | "done" | number | readonly number[] | { redirect: string };

export type Entry = {
  key: string;
  /** Who plays `other` and `owner` (default posrednik@ and wlasciciel@). */
  cast?: { other?: Account; owner?: Account };
  expect: Record<Actor, Expected>;
  /** 1: deletes or moves its target, 2: deletes an account; both run after everything else. */
  phase?: 1 | 2;
  send(t: Targets, session: Session, actor: Actor): Promise<Answer>;
  /** The target's state, read before and after each refused request: it must not change. */
  probe?(t: Targets): Promise<unknown>;
  /** A form about one's own account: other users succeed, but on themselves (probe unchanged). */
  selfOnly?: boolean;
  /** Makes the targets send() uses before the probe first reads them (creating one is a change). */
  prepare?(t: Targets): Promise<unknown>;
};

const SIGNED_IN_ONLY = {
  anonymous: "signin",
  other: "done",
  owner: "done",
  administrator: "done",
} as const;
const ANYONE = { anonymous: "done", other: "done", owner: "done", administrator: "done" } as const;
/** An id no row has: for requests whose answer does not depend on the target. */
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const ADMIN_ONLY = { anonymous: "signin", other: 403, owner: 403, administrator: "done" } as const;
const OWNER_OR_ADMIN = {
  anonymous: "signin",
  other: [403, 404],
  owner: "done",
  administrator: "done",
} as const;

function form(path: string, fields: Fields) {
  return (t: Targets, session: Session) => postForm(t.base, path, session, fields);
}

async function pngFile(name = "obraz.png"): Promise<File> {
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#047857" },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

// --- probes: how a target is read back -------------------------------------------------------

/** What a panel tab's loader (or the layout's, `tab` "layout") gives `account`. */
async function panelData(t: Targets, account: Account, tab: string, query = ""): Promise<unknown> {
  const path = `/panel/${tab === "layout" ? "profile" : tab}${query ? `?${query}` : ""}`;
  return loaderData(t.base, path, await t.session(account), `routes/panel/${tab}`);
}

const listingProbe = (name: string) => async (t: Targets) =>
  (
    (await panelData(t, "wlasciciel", "properties", `edit=${await t.listing(name)}`)) as {
      editing: unknown;
    }
  ).editing;

const serviceProbe = (name: string) => async (t: Targets) =>
  (
    (await panelData(t, "firma", "services", `edit=${await t.service(name)}`)) as {
      editing: unknown;
    }
  ).editing;

const profileProbe = (account: Account) => async (t: Targets) =>
  loaderData(t.base, "/profil", await t.session(account), "routes/profile");

const auditProbe = async (t: Targets) => {
  const data = await loaderData(
    t.base,
    "/admin",
    await t.session("administrator"),
    "routes/admin/dashboard",
  );
  return (data as { auditLog: { total: number } }).auditLog.total;
};

const teamProbe = async (t: Targets) => [
  await panelData(t, "agencja", "agency"),
  await panelData(t, "agencja", "agents"),
];

/** Runs a case's preparation once, not before every actor (invitations are rate-limited). */
const prepared = new Map<string, Promise<unknown>>();
function once(name: string, make: (t: Targets) => Promise<unknown>) {
  return (t: Targets) => {
    let done = prepared.get(name);
    if (!done) {
      done = make(t);
      prepared.set(name, done);
    }
    return done;
  };
}

/** agencja@ invites the independent broker posrednik@ (the broker must still answer). */
async function inviteIndependentBroker(t: Targets) {
  const session = await t.session("agencja");
  return postForm(t.base, "/panel/agents", session, {
    intent: "agent-assign",
    email: ACCOUNTS.posrednik,
  });
}

function membershipForm(intent: string) {
  return async (t: Targets, session: Session) =>
    postForm(t.base, "/panel", session, { intent, agencyId: await t.agencyId() });
}

/** posrednik@'s invitations and agency, and agencja@'s team as its panel shows them. */
const membershipProbe = async (t: Targets) => [
  ((await panelData(t, "posrednik", "layout")) as { membership: unknown }).membership,
  ...(await teamProbe(t)),
];

const conversationProbe = async (t: Targets) => {
  const data = await panelData(t, "wlasciciel", "messages", `c=${await t.conversation()}`);
  return (data as { open: { messages: { id: string }[] } | null }).open?.messages.map((m) => m.id);
};

const reviewsProbe = async (t: Targets) =>
  (
    (await loaderData(
      t.base,
      `/usluga/${await t.service("main")}`,
      ANONYMOUS,
      "routes/service-param",
    )) as {
      reviews: unknown;
    }
  ).reviews;

// --- the panel's and the profile page's forms about one's own account -------------------------

function profileEntries(path: string, deletedAccount: Account): Entry[] {
  const base = { cast: { owner: "wlasciciel" as Account }, selfOnly: true };
  return [
    {
      ...base,
      key: `POST ${path}#profile`,
      expect: SIGNED_IN_ONLY,
      probe: profileProbe("wlasciciel"),
      // The owner's id in the form must not make it theirs: whose profile is the session's.
      send: async (t, session) =>
        postForm(t.base, path, session, {
          intent: "profile",
          id: await t.userId("wlasciciel"),
          userId: await t.userId("wlasciciel"),
          firstName: session.name === "wlasciciel" ? "Tomasz" : "Zmieniony",
          lastName: "Kowalczyk",
          phone: "605 214 387",
        }),
    },
    {
      ...base,
      key: `POST ${path}#avatar`,
      expect: SIGNED_IN_ONLY,
      probe: profileProbe("wlasciciel"),
      send: async (t, session) =>
        postForm(t.base, path, session, {
          intent: "avatar",
          userId: await t.userId("wlasciciel"),
          avatar: await pngFile("avatar.png"),
        }),
    },
    {
      ...base,
      key: `POST ${path}#notifications`,
      expect: SIGNED_IN_ONLY,
      probe: profileProbe("wlasciciel"),
      // Whose switches change is the session's, whatever user the form names.
      send: async (t, session) =>
        postForm(t.base, path, session, {
          intent: "notifications",
          userId: await t.userId("wlasciciel"),
          messages: "on",
        }),
    },
    {
      // An export is always of the session's own data, whatever user the form names.
      key: `POST ${path}#data-export`,
      selfOnly: true,
      expect: SIGNED_IN_ONLY,
      send: async (t, session) =>
        postForm(t.base, path, session, {
          intent: "data-export",
          userId: await t.userId("wlasciciel"),
        }),
    },
    {
      key: `POST ${path}#password`,
      cast: { owner: "firma" },
      selfOnly: true,
      expect: SIGNED_IN_ONLY,
      probe: (t) => t.signsIn("firma"),
      // Changed and changed back on a session of its own: the change ends the account's others.
      send: async (t, session, actor) => {
        if (actor === "anonymous") {
          return postForm(t.base, path, session, { intent: "password" });
        }
        const account = session.name as Account;
        const fresh = await t.freshSession(account);
        const change = (from: string, to: string, cookie: string | null) =>
          postForm(
            t.base,
            path,
            { ...fresh, cookie },
            {
              intent: "password",
              currentPassword: from,
              newPassword: to,
              confirm: to,
            },
          );
        const changed = await change(DEMO_PASSWORD, "Inne-Haslo-2026!x", fresh.cookie);
        t.forget(account);
        if (changed.status !== 200) return changed;
        const again = await t.freshSession(account, "Inne-Haslo-2026!x");
        await change("Inne-Haslo-2026!x", DEMO_PASSWORD, again.cookie);
        t.forget(account);
        return changed;
      },
    },
    {
      key: `POST ${path}#delete-account`,
      cast: { owner: deletedAccount },
      phase: 2,
      // Nobody can delete another account by typing its e-mail: only one's own is accepted.
      expect: { anonymous: "signin", other: 400, owner: { redirect: "/" }, administrator: 400 },
      probe: (t) => t.signsIn(deletedAccount),
      send: (t, session) =>
        postForm(t.base, path, session, {
          intent: "delete-account",
          confirmation: ACCOUNTS[deletedAccount],
        }),
    },
  ];
}

// --- the administrator's actions (app/routes/admin/*-actions.ts) --------------------------------

/** The form with which each administrator action succeeds, on targets of its own. */
const ADMIN_FORMS: Record<string, (t: Targets) => Promise<Fields>> = {
  "listing-verify": async (t) => ({ id: await t.listing("main"), value: "true" }),
  "listing-premium": async (t) => ({ id: await t.listing("main"), value: "true" }),
  "listing-archive": async (t) => ({ id: await t.listing("admin-archive"), value: "true" }),
  "listing-delete": async (t) => ({ id: await t.listing("admin-delete") }),
  "listing-bulk-delete": async (t) => ({
    ids: [await t.listing("bulk-1"), await t.listing("bulk-2")],
  }),
  "service-premium": async (t) => ({ id: await t.service("main"), value: "true" }),
  "service-delete": async (t) => ({ id: await t.service("admin-delete") }),
  "service-create": async (t) => ({ ...SERVICE_FORM_FIELDS, ownerId: await t.userId("firma") }),
  "user-role-add": async (t) => ({ userId: await t.userId("agent"), role: "firma" }),
  "user-role-remove": async (t) => ({ userId: await t.userId("agent"), role: "firma" }),
  "user-deactivate": async (t) => ({ userId: await t.userId("agent") }),
  "user-activate": async (t) => ({ userId: await t.userId("agent") }),
  "user-verified-seller": async (t) => ({ userId: await t.userId("wlasciciel"), value: "true" }),
  "agency-verify": async (t) => ({ agencyId: await t.agencyId(), value: "true" }),
  "settings-logo-upload": async () => ({ key: "header_logo_url", file: await pngFile("logo.png") }),
  "settings-logo-remove": async () => ({ key: "header_logo_url" }),
  "settings-max-photos": async () => ({ value: "20" }),
  "api-token-create": async () => ({ name: "Import z portali" }),
  "api-token-revoke": async (t) => ({ id: await t.apiToken() }),
  [JSON_IMPORT_INTENT]: async () => ({
    json: JSON.stringify([
      {
        tytul: "Dom z ogrodem",
        kategoria: "dom",
        lokalizacja: "Jelna",
        cena: 450000,
        zrodlo: "Domiporta",
        link: `https://www.domiporta.pl/nieruchomosci/macierz-${Date.now()}`,
      },
    ]),
    confirm: "1",
  }),
  "plan-create": async () => PLAN_FORM_FIELDS,
  "plan-update": async (t) => ({ ...PLAN_FORM_FIELDS, id: await t.plan() }),
  "plan-toggle": async (t) => ({ id: await t.plan(), value: "false" }),
  "plan-assign": async (t) => ({ userId: await t.userId("firma"), planId: await t.plan() }),
  "plan-end": async (t) => ({ id: await t.userPlan() }),
  "plan-order-dismiss": async (t) => ({ id: await t.planOrder() }),
  "promotion-create": async (t) => {
    const { intent: _, ...fields } = await t.promotionFields(await t.listing("main"));
    return fields;
  },
  "promotion-toggle": async (t) => ({ kind: "property", id: await t.promotion(), value: "false" }),
  "moderation-decision": async (t) => ({
    kind: "listing",
    itemId: await t.reportedListing("moderated"),
    decision: "none",
  }),
  "moderation-warning": async (t) => ({ itemId: await t.signalledListing() }),
  "moderation-appeal": async (t) => ({
    id: await t.appeal(),
    outcome: "upheld",
    explanation: "Decyzja zgodna z Regulaminem.",
  }),
};

/** Deleting actions run after the rest; the others leave their targets in place. */
const ADMIN_DELETES = new Set(["listing-delete", "listing-bulk-delete", "service-delete"]);

/** Each admin screen that posts and the intents its route dispatches. */
const ADMIN_SCREENS: [path: string, actions: AdminActions][] = [
  [adminPath("listings"), LISTING_ADMIN_ACTIONS],
  [adminPath("services"), SERVICE_ADMIN_ACTIONS],
  [adminPath("users"), USER_ADMIN_ACTIONS],
  [adminPath("settings"), SETTINGS_ADMIN_ACTIONS],
  [adminPath("import", "json"), IMPORT_ADMIN_ACTIONS],
  [adminPath("promotion", "plans"), PLAN_ADMIN_ACTIONS],
  [promotionsPath("property"), PROMOTION_ADMIN_ACTIONS],
  [promotionsPath("service"), PROMOTION_ADMIN_ACTIONS],
  [adminPath("moderation"), MODERATION_ADMIN_ACTIONS],
];

function adminEntries(): Entry[] {
  return ADMIN_SCREENS.flatMap(([path, actions]) =>
    Object.keys(actions)
      .filter((intent) => ADMIN_FORMS[intent])
      .map(
        (intent) =>
          ({
            key: `POST ${path}#${intent}`,
            phase: ADMIN_DELETES.has(intent) ? 1 : undefined,
            // The JSON import tells a lost session so (401) where the feed was sent, not redirected.
            expect: intent === JSON_IMPORT_INTENT ? { ...ADMIN_ONLY, anonymous: 401 } : ADMIN_ONLY,
            // Every administrator action writes one audit row in its transaction: none, nothing done.
            probe: auditProbe,
            prepare: ADMIN_FORMS[intent],
            send: async (t: Targets, session: Session) =>
              postForm(t.base, path, session, { intent, ...(await ADMIN_FORMS[intent](t)) }),
          }) satisfies Entry,
      ),
  );
}

// --- listings, services and the panel's company and agency tabs ------------------------------

/** Deletes: the owner and the administrator each delete a target of their own. */
const deleteTarget = (actor: Actor) =>
  actor === "owner" || actor === "administrator" ? actor : "main";

/** The owner's saved searches as the panel lists them. */
const savedSearchProbe = async (t: Targets) => {
  await t.savedSearch("main");
  return ((await panelData(t, "wlasciciel", "searches")) as { searches: unknown }).searches;
};

/** Changing one saved search: only its owner; anyone else is told it does not exist. */
const savedSearchEntries: Entry[] = (
  ["search-update", "search-pause", "search-resume", "search-delete"] as const
).map((intent) => ({
  key: `POST /panel/searches#${intent}`,
  expect: { anonymous: "signin", other: 404, owner: "done", administrator: 404 },
  ...(intent === "search-delete"
    ? {
        phase: 1 as const,
        // Each actor deletes its own target: all exist before the probe first reads the list.
        prepare: (t: Targets) =>
          Promise.all(["main", "owner", "administrator"].map((name) => t.savedSearch(name))),
      }
    : {}),
  probe: savedSearchProbe,
  send: async (t, session, actor) =>
    postForm(t.base, "/panel/searches", session, {
      intent,
      id: await t.savedSearch(intent === "search-delete" ? deleteTarget(actor) : "main"),
      name: `Zmienione przez: ${actor}`,
      frequency: "weekly",
    }),
}));

const panelEntries: Entry[] = [
  ...savedSearchEntries,
  {
    // Saving a search is always one's own: anyone else saving one saves their own.
    key: "POST /panel/searches#search-create",
    selfOnly: true,
    expect: SIGNED_IN_ONLY,
    probe: savedSearchProbe,
    send: (t, session, actor) =>
      postForm(t.base, "/panel/searches", session, {
        intent: "search-create",
        query: "categories=domy",
        name: `Domy (${actor})`,
        frequency: "instant",
      }),
  },
  {
    key: "POST /panel/properties#listing-renew",
    expect: OWNER_OR_ADMIN,
    probe: listingProbe("main"),
    send: async (t, session) =>
      postForm(t.base, "/panel/properties", session, {
        intent: "listing-renew",
        id: await t.listing("main"),
      }),
  },
  {
    key: "POST /panel/properties#listing-save",
    expect: OWNER_OR_ADMIN,
    probe: listingProbe("main"),
    send: async (t, session, actor) =>
      postForm(t.base, "/panel/properties", session, {
        intent: "listing-save",
        ...LISTING_FIELDS,
        id: await t.listing("main"),
        title: `Zmienione przez: ${actor}`,
      }),
  },
  {
    key: "POST /panel/properties#listing-delete",
    phase: 1,
    expect: OWNER_OR_ADMIN,
    probe: listingProbe("main"),
    send: async (t, session, actor) =>
      postForm(t.base, "/panel/properties", session, {
        intent: "listing-delete",
        id: await t.listing(deleteTarget(actor)),
      }),
  },
  {
    // A URL from no supported portal: refused before any fetch, after the sign-in check.
    key: "POST /panel/properties#listing-import",
    expect: { anonymous: "signin", other: 400, owner: 400, administrator: 400 },
    send: form("/panel/properties", {
      intent: "listing-import",
      url: "https://example.com/oferta/1",
    }),
  },
  {
    key: "POST /panel/services#service-save",
    cast: { owner: "firma" },
    expect: OWNER_OR_ADMIN,
    probe: serviceProbe("main"),
    send: async (t, session, actor) =>
      postForm(t.base, "/panel/services", session, {
        intent: "service-save",
        ...SERVICE_FORM_FIELDS,
        id: await t.service("main"),
        title: `Zmienione przez: ${actor}`,
      }),
  },
  {
    key: "POST /panel/services#service-delete",
    cast: { owner: "firma" },
    phase: 1,
    expect: OWNER_OR_ADMIN,
    probe: serviceProbe("main"),
    send: async (t, session, actor) =>
      postForm(t.base, "/panel/services", session, {
        intent: "service-delete",
        id: await t.service(deleteTarget(actor)),
      }),
  },
  {
    // The company profile is the session's own (the form names no user): anyone else saving it
    // saves their own, and the company's stays as it was.
    key: "POST /panel/company#company-save",
    cast: { owner: "firma" },
    selfOnly: true,
    expect: SIGNED_IN_ONLY,
    probe: (t) => panelData(t, "firma", "company"),
    send: async (t, session) => {
      const { company } = (await panelData(t, "firma", "company")) as {
        company: Record<string, string | string[]>;
      };
      return postForm(t.base, "/panel/company", session, {
        intent: "company-save",
        ...Object.fromEntries(
          Object.entries(company).map(([k, v]) => [
            k,
            Array.isArray(v) ? v.join(", ") : String(v ?? ""),
          ]),
        ),
      });
    },
  },
  {
    key: "POST /panel/agency#agency-save",
    cast: { owner: "agencja" },
    expect: { anonymous: "signin", other: 403, owner: "done", administrator: 403 },
    probe: teamProbe,
    send: async (t, session) => {
      const { agency } = (await panelData(t, "agencja", "agency")) as {
        agency: Record<string, string>;
      };
      const { logoUrl: _, ...fields } = agency;
      return postForm(t.base, "/panel/agency", session, { intent: "agency-save", ...fields });
    },
  },
  {
    key: "POST /panel/agents#agent-create",
    cast: { owner: "agencja" },
    expect: { anonymous: "signin", other: 403, owner: "done", administrator: [403, 404] },
    probe: teamProbe,
    send: form("/panel/agents", {
      intent: "agent-create",
      firstName: "Nowy",
      lastName: "Pośrednik",
      email: "nowy.posrednik@okolica.local",
      password: "Mocne-Haslo-2026!",
      position: "Agent",
    }),
  },
  {
    key: "POST /panel/agents#agent-assign",
    cast: { owner: "agencja" },
    phase: 1,
    expect: { anonymous: "signin", other: 403, owner: "done", administrator: [403, 404] },
    probe: teamProbe,
    send: form("/panel/agents", {
      intent: "agent-assign",
      email: ACCOUNTS.posrednik,
      position: "Agent",
    }),
  },
  {
    key: "POST /panel/agents#agent-remove",
    cast: { owner: "agencja" },
    phase: 1,
    expect: { anonymous: "signin", other: [403, 404], owner: "done", administrator: [403, 404] },
    probe: teamProbe,
    send: async (t, session) =>
      postForm(t.base, "/panel/agents", session, {
        intent: "agent-remove",
        id: await t.userId("agent"),
      }),
  },
  {
    // Only a declined invitation of the actor's own agency is cleared: the demo agent's
    // membership is not one, so even the agency's owner is answered 404 and nothing changes.
    key: "POST /panel/agents#agent-clear",
    cast: { owner: "agencja" },
    expect: { anonymous: "signin", other: [403, 404], owner: 404, administrator: [403, 404] },
    probe: teamProbe,
    send: async (t, session) =>
      postForm(t.base, "/panel/agents", session, {
        intent: "agent-clear",
        id: await t.userId("agent"),
      }),
  },
  // The broker's answers to an agency's invitation: only the invited broker, signed in, answers
  // for themselves.
  // posrednik@ is invited, accepts, leaves, is invited again and declines, in this order; the
  // others have no invitation and no membership to act on.
  {
    key: "POST /panel#agency-invitation-accept",
    cast: { owner: "posrednik", other: "agent" },
    expect: { anonymous: "signin", other: 404, owner: "done", administrator: [403, 404] },
    prepare: once("invited-to-accept", inviteIndependentBroker),
    probe: membershipProbe,
    send: membershipForm("agency-invitation-accept"),
  },
  {
    key: "POST /panel#agency-leave",
    cast: { owner: "posrednik", other: "wlasciciel" },
    expect: { anonymous: "signin", other: 404, owner: "done", administrator: 404 },
    prepare: once("member-to-leave", async (t) => {
      await inviteIndependentBroker(t);
      await membershipForm("agency-invitation-accept")(t, await t.session("posrednik"));
    }),
    probe: membershipProbe,
    send: membershipForm("agency-leave"),
  },
  {
    key: "POST /panel#agency-invitation-decline",
    cast: { owner: "posrednik", other: "wlasciciel" },
    expect: { anonymous: "signin", other: 404, owner: "done", administrator: 404 },
    prepare: once("invited-to-decline", inviteIndependentBroker),
    probe: membershipProbe,
    send: membershipForm("agency-invitation-decline"),
  },
];

// --- public pages' forms and the API ------------------------------------------------------------

const SETUP_DONE = { redirect: "/konfiguracja?krok=gotowe" };

const otherEntries: Entry[] = [
  {
    // The page's one form: the schema names its intent (revealPhoneSchema).
    key: "POST /nieruchomosc/:id",
    expect: { anonymous: 403, other: "done", owner: "done", administrator: "done" },
    send: async (t, session) =>
      postForm(t.base, `/nieruchomosc/${await t.listing("main")}`, session, {
        intent: "reveal-phone",
      }),
  },
  {
    // Ordering a plan is always the signed-in user's own request; a visitor signs in first.
    key: "POST /cennik",
    selfOnly: true,
    expect: SIGNED_IN_ONLY,
    send: async (t, session) => postForm(t.base, "/cennik", session, { planId: await t.plan() }),
  },
  {
    key: "POST /api/nieruchomosci/:id/wyswietlenie",
    expect: ANYONE,
    send: async (t, session) =>
      callApi(t.base, `/api/nieruchomosci/${await t.listing("main")}/wyswietlenie`, session),
  },
  {
    // The administrator's trash on the public cards; the owner deletes in the panel instead.
    key: "POST /api/nieruchomosci/:id/archiwizuj",
    expect: { anonymous: 403, other: 403, owner: 403, administrator: "done" },
    probe: auditProbe,
    send: async (t, session) =>
      callApi(t.base, `/api/nieruchomosci/${await t.listing("api-archive")}/archiwizuj`, session),
  },
  {
    // A review: anyone signed in but the service's own company.
    key: "POST /usluga/:param",
    cast: { owner: "firma" },
    expect: { anonymous: 403, other: "done", owner: 403, administrator: "done" },
    probe: reviewsProbe,
    send: async (t, session) =>
      postForm(t.base, `/usluga/${await t.service("main")}`, session, {
        rating: "5",
        text: "Solidna firma, polecam wszystkim.",
      }),
  },
  {
    // Withdrawing one's own review; `other` never wrote one, so there is nothing of theirs.
    key: "POST /usluga/:param#delete-review",
    cast: { other: "wlasciciel", owner: "posrednik" },
    expect: { anonymous: 403, other: 404, owner: "done", administrator: "done" },
    probe: reviewsProbe,
    send: async (t, session, actor) => {
      const path = `/usluga/${await t.service("main")}`;
      if (actor === "owner" || actor === "administrator") {
        await postForm(t.base, path, session, { rating: "4", text: "Do wycofania za chwilę." });
      }
      return postForm(t.base, path, session, { intent: "delete-review" });
    },
  },
  {
    key: "GET /api/auth/*",
    expect: ANYONE,
    send: (t, session) => callApi(t.base, "/api/auth/get-session", session, { method: "GET" }),
  },
  {
    // better-auth's own account endpoints act on the session's user only.
    key: "POST /api/auth/*",
    selfOnly: true,
    expect: { anonymous: 401, other: "done", owner: "done", administrator: "done" },
    probe: async (t) =>
      (
        await callApi(t.base, "/api/auth/get-session", await t.session("wlasciciel"), {
          method: "GET",
        })
      ).body,
    send: (t, session) =>
      callApi(t.base, "/api/auth/update-user", session, {
        body: JSON.stringify({ name: `Imię ${session.name}` }),
        headers: { "content-type": "application/json" },
      }),
  },
  {
    // A reply in a conversation: only its two people; administrators do not read messages.
    key: "POST /api/wiadomosci",
    cast: { other: "firma", owner: "wlasciciel" },
    expect: { anonymous: 401, other: [403, 404], owner: "done", administrator: [403, 404] },
    probe: conversationProbe,
    send: async (t, session) =>
      callApi(t.base, "/api/wiadomosci", session, {
        body: formOf({ conversationId: await t.conversation(), content: `Od: ${session.name}` }),
      }),
  },
  {
    // The expiry reminder's renew link: its token is the proof. An unknown one renews nothing.
    key: "POST /ogloszenie/odswiez/:token",
    expect: { anonymous: 404, other: 404, owner: 404, administrator: 404 },
    // The page's button posts an empty form, as this does.
    send: (t, session) => postForm(t.base, `/ogloszenie/odswiez/${"x".repeat(32)}`, session, {}),
  },
  {
    // The alert mail's unsubscribe link: its token is the proof, nobody signs in. An unknown
    // token changes nothing for anyone.
    key: "POST /alerty/wypisz/:token",
    expect: { anonymous: 404, other: 404, owner: 404, administrator: 404 },
    send: (t, session) =>
      callApi(t.base, `/alerty/wypisz/${"x".repeat(32)}`, session, {
        body: formOf({ "List-Unsubscribe": "One-Click" }),
      }),
  },
  {
    // Anyone may report what they can see (a visitor gives an e-mail), but not their own content.
    key: "POST /zglos/:kind/:id",
    expect: { anonymous: "done", other: "done", owner: 403, administrator: "done" },
    send: async (t, session) =>
      postForm(t.base, `/zglos/ogloszenie/${await t.listing("main")}`, session, REPORT_FIELDS),
  },
  {
    // The report confirmation link is the proof, nobody signs in: an unknown one files nothing.
    key: "POST /zglos/potwierdz/:token",
    expect: { anonymous: 404, other: 404, owner: 404, administrator: 404 },
    send: (t, session) => postForm(t.base, `/zglos/potwierdz/${"x".repeat(32)}`, session, {}),
  },
  {
    // The statement of reasons' link is the proof, nobody signs in: an unknown one appeals nothing.
    key: "POST /decyzja/:token",
    expect: { anonymous: 404, other: 404, owner: 404, administrator: 404 },
    send: (t, session) =>
      postForm(t.base, `/decyzja/${"x".repeat(32)}`, session, { text: "Odwołanie bez decyzji." }),
  },
  {
    // The export's ZIP: its owner only; anyone else is told it does not exist.
    key: "GET /moje-dane/:id/plik",
    expect: { anonymous: "signin", other: 404, owner: "done", administrator: 404 },
    send: async (t, session) =>
      callApi(t.base, `/moje-dane/${await t.dataExport()}/plik`, session, { method: "GET" }),
  },
  {
    // The panel's address sends each person to their role's first tab.
    key: "GET /panel",
    expect: {
      anonymous: "signin",
      other: { redirect: "/panel/profile" },
      owner: { redirect: "/panel/profile" },
      administrator: { redirect: "/panel/profile" },
    },
    send: (t, session) => callApi(t.base, "/panel", session, { method: "GET" }),
  },
  {
    key: "POST /moje-dane/:id/plik",
    expect: { anonymous: 405, other: 405, owner: 405, administrator: 405 },
    send: (t, session) => callApi(t.base, `/moje-dane/${NO_SUCH_ID}/plik`, session),
  },
  {
    // The transparency figures' CSV: administrators only, as the dashboard it comes from.
    key: "GET /admin/przejrzystosc.csv",
    expect: { anonymous: "signin", other: 403, owner: 403, administrator: 200 },
    send: (t, session) => callApi(t.base, "/admin/przejrzystosc.csv", session, { method: "GET" }),
  },
  {
    key: "POST /admin/przejrzystosc.csv",
    expect: { anonymous: 405, other: 405, owner: 405, administrator: 405 },
    send: (t, session) => callApi(t.base, "/admin/przejrzystosc.csv", session),
  },
  {
    key: "GET /api/obserwowane",
    expect: { anonymous: 405, other: 405, owner: 405, administrator: 405 },
    send: (t, session) => callApi(t.base, "/api/obserwowane", session, { method: "GET" }),
  },
  {
    // The heart: each signed-in person keeps their own list (a visitor's is in the browser).
    key: "POST /api/obserwowane",
    expect: { anonymous: 401, other: "done", owner: "done", administrator: "done" },
    send: async (t, session) =>
      callApi(t.base, "/api/obserwowane", session, {
        body: JSON.stringify({ kind: "listing", id: await t.listing("main"), saved: true }),
        headers: { "content-type": "application/json" },
      }),
  },
  {
    key: "GET /api/import-properties",
    expect: { anonymous: 405, other: 405, owner: 405, administrator: 405 },
    send: (t, session) => callApi(t.base, "/api/import-properties", session, { method: "GET" }),
  },
  {
    // Offline no portal can be read: the administrator gets the body's own refusal (400), which
    // comes only after the administrator check.
    key: "POST /api/import-properties",
    expect: { anonymous: 401, other: 403, owner: 403, administrator: 400 },
    probe: auditProbe,
    send: (t, session) =>
      callApi(t.base, "/api/import-properties", session, {
        body: JSON.stringify({}),
        headers: { "content-type": "application/json" },
      }),
  },
  {
    key: "GET /api/zalaczniki/:id",
    cast: { other: "firma", owner: "wlasciciel" },
    expect: { anonymous: "signin", other: 404, owner: 200, administrator: 404 },
    send: async (t, session) =>
      callApi(t.base, `/api/zalaczniki/${await t.attachment()}`, session, { method: "GET" }),
  },
  {
    key: "GET /api/wydarzenia",
    expect: { anonymous: 401, other: 200, owner: 200, administrator: 200 },
    send: (t, session) => callApi(t.base, "/api/wydarzenia", session, { method: "GET" }),
  },
  {
    key: "POST /api/uslugi/:id/wyswietlenie",
    expect: ANYONE,
    send: async (t, session) =>
      callApi(t.base, `/api/uslugi/${await t.service("main")}/wyswietlenie`, session),
  },
  {
    key: "POST /api/uslugi/:id/telefon",
    expect: { anonymous: 401, other: "done", owner: "done", administrator: "done" },
    send: async (t, session) =>
      callApi(t.base, `/api/uslugi/${await t.service("main")}/telefon`, session),
  },
  // The English addresses they had before answer 308 (method and body kept) to the Polish ones.
  ...(
    [
      ["view", "wyswietlenie"],
      ["phone", "telefon"],
    ] as const
  ).flatMap(([old, now]) =>
    ["GET", "POST"].map(
      (method): Entry => ({
        key: `${method} /api/services/:id/${old}`,
        expect: {
          anonymous: { redirect: `/api/uslugi/${NO_SUCH_ID}/${now}` },
          other: { redirect: `/api/uslugi/${NO_SUCH_ID}/${now}` },
          owner: { redirect: `/api/uslugi/${NO_SUCH_ID}/${now}` },
          administrator: { redirect: `/api/uslugi/${NO_SUCH_ID}/${now}` },
        },
        send: (t, session) =>
          callApi(t.base, `/api/services/${NO_SUCH_ID}/${old}`, session, { method }),
      }),
    ),
  ),
  // The other method of each /api route: 405 in Polish with an Allow header, for everyone.
  ...[
    "GET /api/wiadomosci",
    "GET /api/nieruchomosci/:id/wyswietlenie",
    "GET /api/nieruchomosci/:id/archiwizuj",
    "GET /api/uslugi/:id/wyswietlenie",
    "GET /api/uslugi/:id/telefon",
    "POST /api/zalaczniki/:id",
    "POST /api/wydarzenia",
  ].map(
    (key): Entry => ({
      key,
      expect: { anonymous: 405, other: 405, owner: 405, administrator: 405 },
      send: (t, session) => {
        const [method, path] = key.split(" ");
        return callApi(t.base, path.replace(":id", NO_SUCH_ID), session, {
          method,
        });
      },
    }),
  ),
  // Signing in, up and out and the reset form are public; an empty form is refused as such.
  ...["sign-in", "sign-up", "forgot", "resend", "external"].map(
    (intent): Entry => ({
      key: `POST /auth#${intent}`,
      expect: { anonymous: 400, other: 400, owner: 400, administrator: 400 },
      send: form("/auth", { intent }),
    }),
  ),
  {
    key: "POST /auth/nowe-haslo",
    expect: { anonymous: 400, other: 400, owner: 400, administrator: 400 },
    send: form("/auth/nowe-haslo", {
      token: "nieprawidlowy",
      password: "Nowe-Haslo-2026!",
      confirm: "Nowe-Haslo-2026!",
    }),
  },
  {
    key: "POST /wyloguj",
    expect: {
      anonymous: { redirect: "/" },
      other: { redirect: "/" },
      owner: { redirect: "/" },
      administrator: { redirect: "/" },
    },
    // A session of its own, so the cases after it keep theirs.
    send: async (t, session) => {
      const own = session.cookie ? await t.freshSession(session.name as Account) : session;
      return postForm(t.base, "/wyloguj", own, {});
    },
  },
  // The setup wizard is about one's own account; the demo accounts have chosen their type
  // already, the administrator has none.
  {
    key: "POST /konfiguracja",
    expect: { anonymous: "signin", other: 400, owner: 400, administrator: 400 },
    send: form("/konfiguracja", {}),
  },
  // Accepting the Regulamin records it for the signed-in account only.
  {
    key: "POST /konfiguracja#accept-terms",
    expect: {
      anonymous: "signin",
      other: { redirect: "/panel" },
      owner: { redirect: "/panel" },
      administrator: { redirect: "/konfiguracja" },
    },
    send: form("/konfiguracja", { intent: "accept-terms", acceptTerms: "on" }),
  },
  {
    key: "POST /konfiguracja#account-type",
    selfOnly: true,
    expect: {
      anonymous: "signin",
      other: { redirect: "/" },
      owner: { redirect: "/" },
      administrator: SETUP_DONE,
    },
    probe: profileProbe("wlasciciel"),
    send: form("/konfiguracja", { intent: "account-type", accountType: "wlasciciel" }),
  },
  {
    key: "POST /konfiguracja#skip",
    expect: {
      anonymous: "signin",
      other: SETUP_DONE,
      owner: SETUP_DONE,
      administrator: SETUP_DONE,
    },
    send: form("/konfiguracja", { intent: "skip" }),
  },
  {
    key: "POST /konfiguracja#agency",
    cast: { owner: "agencja" },
    expect: { anonymous: "signin", other: 403, owner: SETUP_DONE, administrator: 403 },
    probe: teamProbe,
    send: form("/konfiguracja", {
      intent: "agency",
      name: "Agencja Przejęta",
      email: "biuro@przejeta.pl",
      phone: "600 123 456",
    }),
  },
];

export const ENTRIES: Entry[] = [
  ...otherEntries,
  ...profileEntries("/profil", "agent"),
  ...profileEntries("/panel/profile", "wlasciciel"),
  ...panelEntries,
  ...adminEntries(),
];
