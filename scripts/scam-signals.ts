/**
 * `npx tsx scripts/scam-signals.ts`
 *
 * Measures the scam-signal rules (server/moderation/scam-signals.ts, README "Scam signals") on
 * the demo data, seeded into a temporary embedded database, and on crafted cases: scams the
 * rules should catch and honest listings, accounts and messages they should leave alone. Prints
 * hits, misses and false alarms per rule; asserts nothing. The demo data is honest, so every
 * hit on it is a false alarm. Crafted listings and accounts are written in transactions that
 * are rolled back, so one case never becomes another's comparable.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { pino } from "pino";
import { IMPORT_USER_ID } from "../server/accounts/import-account.ts";
import { loadConfig } from "../server/config.ts";
import { type Db, openEmbeddedDatabase } from "../server/db/client.ts";
import { agencies, properties, users } from "../server/db/schema.ts";
import { seedDemoData } from "../server/db/seed/index.ts";
import type { Tx } from "../server/kernel/tx.ts";
import { findPaymentPattern } from "../server/moderation/payment-patterns.ts";
import {
  CRAFTED_HONEST_MESSAGES,
  CRAFTED_SCAM_MESSAGES,
} from "../server/moderation/scam-signal-cases.ts";
import {
  BURST_RULE,
  burstRule,
  findBurstSignal,
  findPriceSignal,
  listingBurstFacts,
  listingPriceFacts,
  PRICE_RULE,
  priceRule,
} from "../server/moderation/scam-signals.ts";
import type { PropertyType, TransactionType } from "../shared/categories.ts";
import type { LocationSlug } from "../shared/locations.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One crafted case's outcome: `scam` is what it is, `hit` what the rule said. */
type Outcome = { label: string; scam: boolean; hit: boolean; note?: string };

class Rollback extends Error {}

/** Runs `fn` in a transaction that is always rolled back, and answers its result. */
async function inRollback<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

async function ids(db: Db, where: SQL): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from ${properties} where ${where} order by created_at, id`,
  );
  return rows.map((row) => row.id);
}

/** Whether the price rule judges a listing with these comparables at all. */
const enoughComparables = (facts: { comparables: number; owners: number }) =>
  facts.comparables >= PRICE_RULE.minComparables && facts.owners >= PRICE_RULE.minOwners;

async function measureDemoPrice(db: Db): Promise<string[]> {
  const candidates = await ids(db, sql`not is_archived and area > 0 and location is not null`);
  let judged = 0;
  const hits: string[] = [];
  let lowest: { share: number; title: string } | null = null;
  for (const id of candidates) {
    const facts = await listingPriceFacts(db, id);
    if (!facts?.median || !enoughComparables(facts)) continue;
    judged += 1;
    const share = facts.pricePerMetre / facts.median;
    if (!lowest || share < lowest.share) lowest = { share, title: facts.title };
    if (priceRule(facts)) hits.push(`${facts.title} (${percent(share)} of the median)`);
  }
  return [
    `price    ${candidates.length} active listings with an area and a place; judged ${judged} ` +
      `(${candidates.length - judged} have fewer than ${PRICE_RULE.minComparables} comparables or ${PRICE_RULE.minOwners} owners)`,
    `         hits (false alarms): ${hits.length}${hits.length ? `: ${hits.join("; ")}` : ""}`,
    `         lowest price per m² against its median: ${lowest ? `${percent(lowest.share)} (${lowest.title})` : "-"}`,
  ];
}

async function measureDemoBurst(db: Db): Promise<string[]> {
  const own = await ids(db, sql`user_id <> ${IMPORT_USER_ID}`);
  const accounts = new Set<string>();
  let hits = 0;
  let most = 0;
  for (const id of own) {
    const facts = await listingBurstFacts(db, id);
    if (!facts) continue;
    accounts.add(facts.userId);
    most = Math.max(most, facts.recentListings);
    if (burstRule(facts)) hits += 1;
  }
  const { rows } = await db.execute<{ most: number }>(sql`
    select coalesce(max((select count(*) from ${properties} o
      where o.user_id = p.user_id and o.created_at <= p.created_at
        and o.created_at > p.created_at - interval '24 hours')), 0)::int as most
    from ${properties} p where p.user_id = ${IMPORT_USER_ID}`);
  return [
    `burst    ${own.length} own listings of ${accounts.size} accounts, each judged as of its creation ` +
      "(the demo accounts signed up after their listings' dates, so every one counts as new: the worst case)",
    `         hits (false alarms): ${hits}; most listings one account added in ${BURST_RULE.windowHours} h: ${most}`,
    `         Import account (exempt): up to ${rows[0]?.most ?? 0} listings in ${BURST_RULE.windowHours} h`,
  ];
}

async function measureDemoPayment(db: Db): Promise<string[]> {
  const texts = async (query: SQL) =>
    (await db.execute<{ text: string }>(query)).rows.map((row) => row.text);
  const corpora = [
    { name: "demo messages", texts: await texts(sql`select content as text from messages`) },
    {
      name: "listing descriptions",
      texts: await texts(sql`select description as text from properties`),
    },
    {
      name: "service descriptions",
      texts: await texts(sql`select description as text from services`),
    },
  ];
  return corpora.map(({ name, texts: all }, i) => {
    const hits = all.filter((text) => findPaymentPattern(text));
    const prefix = i === 0 ? "payment  " : "         ";
    return `${prefix}${all.length} ${name}: hits (false alarms) ${hits.length}${hits.length ? `: ${hits.map((t) => `„${t.slice(0, 60)}…”`).join("; ")}` : ""}`;
  });
}

type PriceCase = {
  label: string;
  location: LocationSlug;
  type: PropertyType;
  transactionType: TransactionType;
  /** Price per m² as a share of the group's median; null: the listing gives no area. */
  share: number | null;
  scam: boolean;
};

const PRICE_CASES: PriceCase[] = [
  {
    label: "flat for sale, Leżajsk, 30% of the median",
    share: 0.3,
    scam: true,
    ...flat("lezajsk"),
  },
  {
    label: "flat to rent, Leżajsk, 25% of the median",
    share: 0.25,
    scam: true,
    ...flat("lezajsk", "wynajem"),
  },
  { label: "house for sale, Leżajsk, 35% of the median", share: 0.35, scam: true, ...house() },
  {
    label: "flat for sale, Leżajsk, 20%, no area given",
    share: null,
    scam: true,
    ...flat("lezajsk"),
  },
  { label: "flat for sale, Żuklin, 20% of the median", share: 0.2, scam: true, ...flat("zuklin") },
  {
    label: "flat for sale, Leżajsk, 80% of the median",
    share: 0.8,
    scam: false,
    ...flat("lezajsk"),
  },
  {
    label: "flat for sale, Leżajsk, 60% (needs renovation)",
    share: 0.6,
    scam: false,
    ...flat("lezajsk"),
  },
  {
    label: "flat for sale, Leżajsk, 45% (a bargain)",
    share: 0.45,
    scam: false,
    ...flat("lezajsk"),
  },
  {
    label: "flat to rent, Leżajsk, 70% of the median",
    share: 0.7,
    scam: false,
    ...flat("lezajsk", "wynajem"),
  },
  { label: "house for sale, Leżajsk, 50% (old house)", share: 0.5, scam: false, ...house() },
];

function flat(location: LocationSlug, transactionType: TransactionType = "sprzedaz") {
  return { location, type: "mieszkanie" as const, transactionType };
}

function house() {
  return {
    location: "lezajsk" as const,
    type: "dom" as const,
    transactionType: "sprzedaz" as const,
  };
}

async function priceCase(db: Db, ownerId: string, c: PriceCase): Promise<Outcome> {
  return inRollback(db, async (tx) => {
    const area = 50;
    const [row] = await tx
      .insert(properties)
      .values({
        userId: ownerId,
        title: c.label,
        price: 1,
        area: c.share === null ? null : area,
        location: c.location,
        type: c.type,
        transactionType: c.transactionType,
      })
      .returning({ id: properties.id });
    const facts = await listingPriceFacts(tx, row.id);
    if (!facts?.median || !enoughComparables(facts) || c.share === null) {
      const why =
        c.share === null
          ? "no area"
          : `${facts?.comparables ?? 0} comparables of ${facts?.owners ?? 0} owners`;
      return { label: c.label, scam: c.scam, hit: false, note: `not judged: ${why}` };
    }
    const price = Math.round(c.share * facts.median * area);
    await tx.update(properties).set({ price }).where(eq(properties.id, row.id));
    const finding = await findPriceSignal(tx, row.id);
    return { label: c.label, scam: c.scam, hit: finding !== null, note: finding?.explanation };
  });
}

type BurstCase = {
  label: string;
  accountAgeDays: number;
  /** Hours after the first listing at which each listing is added. */
  listingHours: number[];
  /** The account owns an agency an administrator verified (exempt from the rule). */
  verifiedAgency?: boolean;
  scam: boolean;
};

const spread = (count: number, hours: number) =>
  Array.from({ length: count }, (_, i) => (count === 1 ? 0 : (i * hours) / (count - 1)));

const BURST_CASES: BurstCase[] = [
  {
    label: "account 2 days old, 6 listings in 3 h",
    accountAgeDays: 2,
    listingHours: spread(6, 3),
    scam: true,
  },
  {
    label: "account 1 day old, 5 listings in 20 h",
    accountAgeDays: 1,
    listingHours: spread(5, 20),
    scam: true,
  },
  {
    label: "account 3 days old, 4 listings in 1 h (an owner's flat, garage, plot...)",
    accountAgeDays: 3,
    listingHours: spread(4, 1),
    scam: false,
  },
  {
    label: "account 5 days old, 6 listings over 4 days",
    accountAgeDays: 5,
    listingHours: spread(6, 96),
    scam: false,
  },
  {
    label: "agency 60 days old, 10 listings in 2 h",
    accountAgeDays: 60,
    listingHours: spread(10, 2),
    scam: false,
  },
  {
    label: "new agency (1 day old) moving its stock: 8 listings in 1 h",
    accountAgeDays: 1,
    listingHours: spread(8, 1),
    scam: false,
  },
  {
    label: "the same, once an administrator verified the agency",
    accountAgeDays: 1,
    listingHours: spread(8, 1),
    verifiedAgency: true,
    scam: false,
  },
];

async function burstCase(db: Db, c: BurstCase): Promise<Outcome> {
  return inRollback(db, async (tx) => {
    // The first listing ten days ago: the latest case's listings still lie in the past.
    const first = Date.now() - 10 * DAY_MS;
    const id = randomUUID();
    await tx.insert(users).values({
      id,
      name: c.label,
      email: `${id}@example.invalid`,
      createdAt: new Date(first - c.accountAgeDays * DAY_MS),
    });
    if (c.verifiedAgency) {
      await tx.insert(agencies).values({ ownerId: id, name: c.label, isVerified: true });
    }
    const listings = await tx
      .insert(properties)
      .values(
        c.listingHours.map((hours, n) => ({
          userId: id,
          title: `${c.label} #${n + 1}`,
          price: 100_000,
          type: "dom" as const,
          location: "hucisko" as const,
          createdAt: new Date(first + hours * HOUR_MS),
        })),
      )
      .returning({ id: properties.id });
    const flagged: number[] = [];
    for (const [n, listing] of listings.entries()) {
      if (await findBurstSignal(tx, listing.id)) flagged.push(n + 1);
    }
    const note = flagged.length ? `listings flagged: #${flagged.join(", #")}` : "none flagged";
    return { label: c.label, scam: c.scam, hit: flagged.length > 0, note };
  });
}

/** Scams the payment rule is known to miss: worded around both the viewing and the money. */
const HARD_SCAM_MESSAGES = [
  "Jestem teraz w Anglii, mieszkanie będzie Pana, jak tylko dojdzie 500 zł.",
  "Na oglądanie jest kolejka, pierwszeństwo ma ten, kto pierwszy prześle 300 zł.",
  "Właściciel jest w delegacji; umowę i dostęp do mieszkania dostanie Pan mailem po rezerwacji.",
];

function paymentCases(): Outcome[] {
  const scams = [...CRAFTED_SCAM_MESSAGES.map((c) => c.text), ...HARD_SCAM_MESSAGES];
  const outcome = (text: string, scam: boolean): Outcome => {
    const found = findPaymentPattern(text);
    return { label: text, scam, hit: found !== null, note: found?.pattern };
  };
  return [
    ...scams.map((text) => outcome(text, true)),
    ...CRAFTED_HONEST_MESSAGES.map((text) => outcome(text, false)),
  ];
}

function summarise(rule: string, outcomes: Outcome[]): string[] {
  const scams = outcomes.filter((o) => o.scam);
  const honest = outcomes.filter((o) => !o.scam);
  const hits = scams.filter((o) => o.hit).length;
  const falseAlarms = honest.filter((o) => o.hit).length;
  const lines = [
    `${rule.padEnd(8)} scams ${scams.length}: hits ${hits}, missed ${scams.length - hits}; ` +
      `honest ${honest.length}: false alarms ${falseAlarms}`,
  ];
  for (const o of outcomes) {
    const verdict = o.hit === o.scam ? "ok  " : o.scam ? "MISS" : "FALSE";
    const kind = o.scam ? "scam  " : "honest";
    lines.push(`  ${verdict.padEnd(5)} ${kind} ${o.label}${o.note ? `  [${o.note}]` : ""}`);
  }
  return lines;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "okolica-scam-signals-"));
  const database = await openEmbeddedDatabase(dataDir);
  try {
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "scam-signals-".repeat(3) });
    await seedDemoData({ db: database.db, config, log: pino({ level: "silent" }) });
    const { db } = database;
    const [owner] = await db
      .insert(users)
      .values({
        id: randomUUID(),
        name: "Crafted",
        email: `crafted-${randomUUID()}@example.invalid`,
        createdAt: new Date(Date.now() - 90 * DAY_MS),
      })
      .returning({ id: users.id });

    const demo = [
      ...(await measureDemoPrice(db)),
      ...(await measureDemoBurst(db)),
      ...(await measureDemoPayment(db)),
    ];
    const price: Outcome[] = [];
    for (const c of PRICE_CASES) price.push(await priceCase(db, owner.id, c));
    const burst: Outcome[] = [];
    for (const c of BURST_CASES) burst.push(await burstCase(db, c));

    console.log(
      [
        "Scam signals: the rules",
        `  price    price per m² < ${percent(PRICE_RULE.shareOfMedian)} of the median of active listings of the same place, type and transaction (at least ${PRICE_RULE.minComparables} with an area, of at least ${PRICE_RULE.minOwners} owners, each owner counted once)`,
        `  burst    an account younger than ${BURST_RULE.accountDays} days adds its ${BURST_RULE.listings}th (or later) listing within ${BURST_RULE.windowHours} h; exempt: Import, verified sellers, verified agencies and their agents`,
        "  payment  a message asks for money before a viewing, sends keys by post or courier, pairs a courier with a payment, asks for a BLIK code or card details, or links to a payment page elsewhere",
        "",
        "Demo data (honest: every hit is a false alarm)",
        ...demo.map((line) => `  ${line}`),
        "",
        "Crafted cases",
        ...summarise("price", price),
        ...summarise("burst", burst),
        ...summarise("payment", paymentCases()),
      ].join("\n"),
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
