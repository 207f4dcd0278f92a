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
  const date = new Date(2025, 2, 5, 14, 7);
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
      const day = new Date(2024, i, 1, 0, 5);
      expect(formatDate(day)).toBe(`1 ${month} 2024`);
      expect(formatShortDate(day)).toBe(`01 ${short[i]}`);
      expect(formatDateTime(day)).toBe(`01.${String(i + 1).padStart(2, "0")}.2024 00:05`);
    });
    expect(formatDate(date.toISOString())).toBe("5 marca 2025");
    expect(formatDate(date.getTime())).toBe("5 marca 2025");
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
