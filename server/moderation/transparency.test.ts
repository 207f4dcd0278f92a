import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ModerationFigures } from "../../shared/admin-types.ts";
import type { ReportReason, ScamSignal } from "../../shared/moderation.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { contentReports, moderationDecisions } from "../db/schema.ts";
import { createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { moderationFigures, moderationFiguresCsv } from "./transparency.ts";

let database: Database;
let admin: Actor;
let user: Actor;
// Mid-March in Warsaw: the period is April 2025 to March 2026.
const NOW = new Date("2026-03-15T12:00:00+01:00");
const HOUR = 3_600_000;

function report(at: string, reason: ReportReason, signal: ScamSignal | null = null) {
  return {
    itemKind: "listing" as const,
    itemId: randomUUID(),
    itemLabel: "Mieszkanie",
    reporterEmail: signal ? null : `${randomUUID()}@example.com`,
    reason,
    signal,
    explanation: "Opis zgłoszenia",
    createdAt: new Date(at),
  };
}

type DecisionInput = {
  decision: "none" | "hide" | "remove" | "restrict";
  fromReports?: boolean;
  firstReportAt: string;
  hours: number;
  appealedAt?: string;
  appealDecidedAt?: string;
  appealOutcome?: "upheld" | "reversed";
};

function decision(input: DecisionInput) {
  const firstReportAt = new Date(input.firstReportAt);
  return {
    itemKind: "listing" as const,
    itemId: randomUUID(),
    itemLabel: "Mieszkanie",
    decision: input.decision,
    fromReports: input.fromReports ?? true,
    reportCount: 1,
    firstReportAt,
    decidedAt: new Date(firstReportAt.getTime() + input.hours * HOUR),
    token: randomUUID(),
    appealedAt: input.appealedAt ? new Date(input.appealedAt) : null,
    appealDecidedAt: input.appealDecidedAt ? new Date(input.appealDecidedAt) : null,
    appealOutcome: input.appealOutcome ?? null,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  admin = await createTestUser(db, { roles: ["administrator"] });
  user = await createTestUser(db);
  await db.insert(contentReports).values([
    // 23:30 UTC on 28 February is 00:30 on 1 March in Warsaw: March.
    report("2026-02-28T23:30:00Z", "oszustwo"),
    report("2026-03-10T10:00:00Z", "spam"),
    report("2026-03-11T10:00:00Z", "oszustwo", "price"),
    report("2026-02-10T10:00:00Z", "inne"),
    report("2026-02-11T10:00:00Z", "oszustwo", "burst"),
    report("2026-02-12T10:00:00Z", "oszustwo", "payment"),
    // 22:30 UTC on 31 March 2025 is 00:30 on 1 April in Warsaw (summer time): the first month.
    report("2025-03-31T22:30:00Z", "duplikat"),
    // 21:30 UTC on 31 March 2025 is still March in Warsaw: before the period.
    report("2025-03-31T21:30:00Z", "duplikat"),
    // 1 April 2026 in Warsaw: after the period.
    report("2026-03-31T22:30:00Z", "nielegalne"),
  ]);
  await db.insert(moderationDecisions).values([
    // March: 10 h, 27 h and 18.5 h (the last on a signal) → median 18.5 h.
    decision({ decision: "hide", firstReportAt: "2026-03-01T00:00:00Z", hours: 10 }),
    decision({ decision: "none", firstReportAt: "2026-03-02T00:00:00Z", hours: 27 }),
    decision({
      decision: "remove",
      fromReports: false,
      firstReportAt: "2026-03-05T00:00:00Z",
      hours: 18.5,
    }),
    // February: 48 h, appealed in February, reversed in March.
    decision({
      decision: "restrict",
      firstReportAt: "2026-02-10T00:00:00Z",
      hours: 48,
      appealedAt: "2026-02-20T10:00:00Z",
      appealDecidedAt: "2026-03-02T10:00:00Z",
      appealOutcome: "reversed",
    }),
    // Decided 23:30 UTC on 31 January = 00:30 on 1 February in Warsaw: February, 2 h.
    decision({ decision: "none", firstReportAt: "2026-01-31T21:30:00Z", hours: 2 }),
    // December: 5 h, appealed and upheld in January.
    decision({
      decision: "remove",
      firstReportAt: "2025-12-01T08:00:00Z",
      hours: 5,
      appealedAt: "2026-01-05T10:00:00Z",
      appealDecidedAt: "2026-01-10T10:00:00Z",
      appealOutcome: "upheld",
    }),
    // Decided before the period (not counted), appealed and reversed in its first month.
    decision({
      decision: "hide",
      firstReportAt: "2025-01-14T08:00:00Z",
      hours: 24,
      appealedAt: "2025-04-10T10:00:00Z",
      appealDecidedAt: "2025-04-20T10:00:00Z",
      appealOutcome: "reversed",
    }),
    // 23:30 in Warsaw on 31 March 2025: before the period.
    decision({ decision: "remove", firstReportAt: "2025-03-31T20:30:00Z", hours: 1 }),
  ]);
});
afterAll(() => database.close());

const ctx = (actor: Actor | null) => ({ db: database.db, actor });

function month(figures: ModerationFigures, key: string) {
  const found = figures.months.find((m) => m.month === key);
  if (!found) throw new Error(`no month ${key}`);
  return found;
}

describe("moderationFigures", () => {
  it("covers the last 12 Polish calendar months, the current one included", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    expect(figures.months.map((m) => m.month)).toEqual([
      "2025-04",
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    // 1 January in Warsaw is still 31 December in UTC: the months follow Poland's calendar.
    const newYear = await moderationFigures(ctx(admin), new Date("2025-12-31T23:30:00Z"));
    expect(newYear.months.at(-1)?.month).toBe("2026-01");
    expect(newYear.months[0].month).toBe("2025-02");
  });

  it("counts user reports by reason and scam signals per Polish month", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    const march = month(figures, "2026-03");
    expect(march.reports).toBe(2);
    expect(march.reportsByReason).toEqual({
      oszustwo: 1,
      nielegalne: 0,
      nieaktualne: 0,
      duplikat: 0,
      spam: 1,
      inne: 0,
    });
    expect(march.signals).toBe(1);
    const february = month(figures, "2026-02");
    expect([february.reports, february.signals]).toEqual([1, 2]);
    expect(february.reportsByReason.inne).toBe(1);
    const april = month(figures, "2025-04");
    expect([april.reports, april.reportsByReason.duplikat]).toEqual([1, 1]);
    expect(figures.total.reports).toBe(4);
    expect(figures.total.signals).toBe(3);
    expect(figures.total.reportsByReason.duplikat).toBe(1);
    expect(figures.total.reportsByReason.nielegalne).toBe(0);
  });

  it("counts decisions by kind, split by user reports and signals", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    const march = month(figures, "2026-03").decisions;
    expect(march.total).toBe(3);
    expect([march.fromReports, march.fromSignals]).toEqual([2, 1]);
    expect(march.byKind).toEqual({
      none: { total: 1, fromReports: 1, fromSignals: 0 },
      hide: { total: 1, fromReports: 1, fromSignals: 0 },
      remove: { total: 1, fromReports: 0, fromSignals: 1 },
      restrict: { total: 0, fromReports: 0, fromSignals: 0 },
    });
    const february = month(figures, "2026-02").decisions;
    expect([february.byKind.restrict.total, february.byKind.none.total]).toEqual([1, 1]);
    expect(month(figures, "2025-12").decisions.byKind.remove.fromReports).toBe(1);
    // The decision of 2025-01 and the one at 23:30 on 31 March 2025 are outside.
    expect(figures.total.decisions).toEqual({
      total: 6,
      fromReports: 5,
      fromSignals: 1,
      byKind: {
        none: { total: 2, fromReports: 2, fromSignals: 0 },
        hide: { total: 1, fromReports: 1, fromSignals: 0 },
        remove: { total: 2, fromReports: 1, fromSignals: 1 },
        restrict: { total: 1, fromReports: 1, fromSignals: 0 },
      },
    });
  });

  it("gives the median hours to decision per month and over the whole period", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    expect(month(figures, "2026-03").medianHoursToDecision).toBe(18.5);
    // An even count takes the middle two's mean: (48 + 2) / 2.
    expect(month(figures, "2026-02").medianHoursToDecision).toBe(25);
    expect(month(figures, "2025-12").medianHoursToDecision).toBe(5);
    expect(month(figures, "2025-11").medianHoursToDecision).toBeNull();
    // 2, 5, 10, 18.5, 27, 48: (10 + 18.5) / 2 = 14.25, one decimal → 14.3; not a median of medians.
    expect(figures.total.medianHoursToDecision).toBe(14.3);
  });

  it("counts appeals when received, and outcomes and reversals when decided", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    // The appeal against a decision from before the period is in its first month.
    expect(month(figures, "2025-04").appeals).toEqual({ received: 1, decided: 1, reversed: 1 });
    expect(month(figures, "2026-01").appeals).toEqual({ received: 1, decided: 1, reversed: 0 });
    expect(month(figures, "2026-02").appeals).toEqual({ received: 1, decided: 0, reversed: 0 });
    expect(month(figures, "2026-03").appeals).toEqual({ received: 0, decided: 1, reversed: 1 });
    expect(figures.total.appeals).toEqual({ received: 3, decided: 3, reversed: 2 });
  });

  it("adds the months up to the total", async () => {
    const figures = await moderationFigures(ctx(admin), NOW);
    const sum = (pick: (m: ModerationFigures["months"][number]) => number) =>
      figures.months.reduce((total, m) => total + pick(m), 0);
    expect(sum((m) => m.reports)).toBe(figures.total.reports);
    expect(sum((m) => m.signals)).toBe(figures.total.signals);
    expect(sum((m) => m.decisions.total)).toBe(figures.total.decisions.total);
    expect(sum((m) => m.appeals.reversed)).toBe(figures.total.appeals.reversed);
  });

  it("is all zeros, with no median, for a period without reports", async () => {
    const figures = await moderationFigures(ctx(admin), new Date("2020-06-15T12:00:00Z"));
    expect(figures.months).toHaveLength(12);
    expect(figures.total.reports).toBe(0);
    expect(figures.total.decisions.total).toBe(0);
    expect(figures.total.medianHoursToDecision).toBeNull();
    expect(figures.total.appeals).toEqual({ received: 0, decided: 0, reversed: 0 });
  });

  it("is for administrators only", async () => {
    expect((await refusal(moderationFigures(ctx(user), NOW))).code).toBe("forbidden");
    expect((await refusal(moderationFigures(ctx(null), NOW))).code).toBe("forbidden");
  });
});

describe("moderationFiguresCsv", () => {
  it("writes a BOM, a Polish header, a row per month and the total, ';' and CRLF", async () => {
    const csv = moderationFiguresCsv(await moderationFigures(ctx(admin), NOW));
    expect(csv.startsWith("\uFEFFMiesiąc;Zgłoszenia użytkowników;Zgłoszenia: Oszustwo;")).toBe(
      true,
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n").slice(0, -1);
    expect(lines.some((line) => line.includes("\n"))).toBe(false);
    expect(lines).toHaveLength(14);
    const header = lines[0].split(";");
    expect(header).toEqual(
      expect.arrayContaining([
        "Sygnały automatyczne",
        "Decyzje: bez działań",
        "Decyzje: ukrycie",
        "Decyzje: usunięcie",
        "Decyzje: ograniczenie konta",
        "Decyzje po zgłoszeniach: usunięcie",
        "Decyzje z własnej inicjatywy: usunięcie",
        "Mediana czasu do decyzji (godz.)",
        "Odwołania",
        "Decyzje zmienione po odwołaniu",
      ]),
    );
    const rows = lines.map((line) => line.split(";"));
    for (const row of rows) expect(row).toHaveLength(header.length);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    expect(rows[1][0]).toBe("2025-04");
    const march = rows[12];
    expect(march[0]).toBe("2026-03");
    expect(cell(march, "Zgłoszenia użytkowników")).toBe("2");
    expect(cell(march, "Decyzje z własnej inicjatywy: usunięcie")).toBe("1");
    expect(cell(march, "Mediana czasu do decyzji (godz.)")).toBe("18,5");
    // No decision that month: an empty cell, not 0.
    expect(cell(rows[8], "Mediana czasu do decyzji (godz.)")).toBe("");
    const total = rows[13];
    expect(total[0]).toBe("Razem (12 miesięcy)");
    expect(cell(total, "Mediana czasu do decyzji (godz.)")).toBe("14,3");
    expect(cell(total, "Decyzje zmienione po odwołaniu")).toBe("2");
    expect(cell(total, "Sygnały automatyczne")).toBe("3");
  });
});
