import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatPrice,
  formatPricePerSquareMetre,
  formatQuantity,
  formatServicePrice,
  formatShortDate,
  pluralize,
  polishDay,
} from "./format";

// Tests compare with plain spaces so that the expectations read like the spec.
const plain = (s: string | null) => s?.replace(/\u00a0/g, " ");

describe("prices", () => {
  it("groups thousands with a non-breaking space and adds zł", () => {
    expect(plain(formatPrice(1_250_000))).toBe("1 250 000 zł");
    expect(formatPrice(1_250_000)).toBe("1\u00a0250\u00a0000\u00a0zł");
    expect(plain(formatPrice(0))).toBe("0 zł");
    expect(plain(formatPrice(999))).toBe("999 zł");
  });

  it("also groups 4-digit numbers, which pl-PL alone would not", () => {
    expect(plain(formatPrice(2500))).toBe("2 500 zł");
  });

  it("rounds to whole złoty", () => {
    expect(plain(formatPrice(1999.6))).toBe("2 000 zł");
  });

  it("formats a service price per hour", () => {
    expect(plain(formatServicePrice(80))).toBe("od 80 zł/h");
    expect(plain(formatServicePrice(1200))).toBe("od 1 200 zł/h");
  });

  it("rounds the price per m² to whole złoty and skips a zero area", () => {
    expect(plain(formatPricePerSquareMetre(350_000, 54.5))).toBe("6 422 zł/m²");
    expect(formatPricePerSquareMetre(350_000, 0)).toBeNull();
    expect(formatPricePerSquareMetre(350_000, null)).toBeNull();
  });

  it("formats areas with a Polish decimal comma", () => {
    expect(plain(formatArea(54.5))).toBe("54,5 m²");
    expect(plain(formatArea(120))).toBe("120 m²");
  });
});

describe("dates", () => {
  // 14:07 in Warsaw (CET, UTC+1): every expectation below is Polish time, whatever zone the
  // machine running the tests is in.
  const date = new Date("2025-03-05T13:07:00Z");
  it("uses the Polish locale", () => {
    expect(formatDate(date)).toBe("5 marca 2025");
    expect(formatShortDate(date)).toBe("05 mar");
    expect(formatDateTime(date)).toBe("05.03.2025 14:07");
  });

  it("writes every month as before (genitive, short), midnight as 00 and accepts strings", () => {
    const genitive = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca"];
    const more = ["sierpnia", "września", "października", "listopada", "grudnia"];
    const short = [
      "sty",
      "lut",
      "mar",
      "kwi",
      "maj",
      "cze",
      "lip",
      "sie",
      "wrz",
      "paź",
      "lis",
      "gru",
    ];
    [...genitive, ...more].forEach((month, i) => {
      // 00:05 in Warsaw on the 1st: summer time (UTC+2) from April to October 2024.
      const offset = i >= 3 && i <= 9 ? "+02:00" : "+01:00";
      const day = new Date(`2024-${String(i + 1).padStart(2, "0")}-01T00:05:00${offset}`);
      expect(formatDate(day)).toBe(`1 ${month} 2024`);
      expect(formatShortDate(day)).toBe(`01 ${short[i]}`);
      expect(formatDateTime(day)).toBe(`01.${String(i + 1).padStart(2, "0")}.2024 00:05`);
    });
    expect(formatDate(date.toISOString())).toBe("5 marca 2025");
    expect(formatDate(date.getTime())).toBe("5 marca 2025");
  });

  it("shows the day and hour in Warsaw, not in UTC (the server's zone)", () => {
    // 00:30 on 22 September in Warsaw is still the 21st in UTC.
    expect(formatDate("2026-09-21T22:30:00Z")).toBe("22 września 2026");
    expect(formatShortDate("2026-09-21T22:30:00Z")).toBe("22 wrz");
    // A message sent at 19:28 on a summer evening in Poland.
    expect(formatDateTime("2026-07-14T17:28:00Z")).toBe("14.07.2026 19:28");
    // Winter: one hour ahead of UTC; New Year's Eve 23:30 UTC is already the new year.
    expect(formatDateTime("2026-01-14T17:28:00Z")).toBe("14.01.2026 18:28");
    expect(formatDate("2025-12-31T23:30:00Z")).toBe("1 stycznia 2026");
    // The hour that does not exist (02:00 → 03:00) and the one that repeats (03:00 → 02:00).
    expect(formatDateTime("2026-03-29T01:00:00Z")).toBe("29.03.2026 03:00");
    expect(formatDateTime("2026-10-25T00:30:00Z")).toBe("25.10.2026 02:30");
    expect(formatDateTime("2026-10-25T01:30:00Z")).toBe("25.10.2026 02:30");
  });

  it("reads a plain day (a date column, YYYY-MM-DD) as that calendar day", () => {
    expect(formatDate("2026-03-05")).toBe("5 marca 2026");
    expect(formatShortDate("2026-09-22")).toBe("22 wrz");
    expect(formatDate("2026-12-31")).toBe("31 grudnia 2026");
  });

  it("gives the calendar day in Poland as YYYY-MM-DD", () => {
    expect(polishDay(new Date("2026-09-21T21:59:00Z"))).toBe("2026-09-21");
    expect(polishDay(new Date("2026-09-21T22:00:00Z"))).toBe("2026-09-22");
    expect(polishDay(new Date("2026-01-31T23:00:00Z"))).toBe("2026-02-01");
  });

  it("does not depend on the zone of the machine that formats", async () => {
    // A fresh copy of the module built while the process is in another zone: the server runs
    // with TZ unset (UTC) and browsers run anywhere; both must print the same Polish time.
    const saved = process.env.TZ;
    for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      try {
        const copy = `./format.ts?zone=${encodeURIComponent(zone)}`;
        const fresh: typeof import("./format") = await import(/* @vite-ignore */ copy);
        expect(fresh.formatDateTime("2026-07-14T17:28:00Z"), zone).toBe("14.07.2026 19:28");
        expect(fresh.formatDate("2026-09-21T22:30:00Z"), zone).toBe("22 września 2026");
        expect(fresh.formatDate("2026-03-05"), zone).toBe("5 marca 2026");
        expect(fresh.polishDay(new Date("2026-09-21T22:30:00Z")), zone).toBe("2026-09-22");
      } finally {
        if (saved === undefined) delete process.env.TZ;
        else process.env.TZ = saved;
      }
    }
  });
});

describe("file sizes", () => {
  it("steps by 1024", () => {
    expect(plain(formatFileSize(512))).toBe("512 B");
    expect(plain(formatFileSize(1023))).toBe("1023 B");
    expect(plain(formatFileSize(1024))).toBe("1 KB");
    expect(plain(formatFileSize(1536))).toBe("1,5 KB");
    expect(plain(formatFileSize(5 * 1024 * 1024))).toBe("5 MB");
    expect(plain(formatFileSize(3 * 1024 ** 3))).toBe("3 GB");
    expect(plain(formatFileSize(2048 * 1024 ** 3))).toBe("2048 GB");
  });
});

describe("pluralize", () => {
  const forms = ["oferta", "oferty", "ofert"] as const;
  it("picks the Polish form", () => {
    expect(pluralize(1, forms)).toBe("oferta");
    expect(pluralize(3, forms)).toBe("oferty");
    expect(pluralize(5, forms)).toBe("ofert");
    expect(pluralize(12, forms)).toBe("ofert");
    expect(pluralize(22, forms)).toBe("oferty");
  });

  it.each([
    [0, "0 ofert"],
    [1, "1 oferta"],
    [2, "2 oferty"],
    [4, "4 oferty"],
    [5, "5 ofert"],
    [12, "12 ofert"],
    [14, "14 ofert"],
    [21, "21 ofert"],
    [22, "22 oferty"],
    [25, "25 ofert"],
    [101, "101 ofert"],
    [112, "112 ofert"],
    [1_002, "1 002 oferty"],
  ])("formatQuantity(%i) reads '%s'", (count, text) => {
    expect(plain(formatQuantity(count, forms))).toBe(text);
  });
});
