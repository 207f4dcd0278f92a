import { describe, expect, it } from "vitest";
import { hashPassword, PRODUCTION_SCRYPT, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("uses the OWASP ASVS minimum in production and verifies it", async () => {
    const hash = await hashPassword("Zażółć-gęślą-jaźń-2026");
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(PRODUCTION_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword(hash, "Zażółć-gęślą-jaźń-2026")).toBe(true);
    expect(await verifyPassword(hash, "zażółć-gęślą-jaźń-2026")).toBe(false);
  });

  it("verifies hashes made at a cheaper test cost, salting each one", async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const a = await hashPassword("haslo123", cheap);
    const b = await hashPassword("haslo123", cheap);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "haslo123")).toBe(true);
    expect(await verifyPassword("bcrypt$garbage", "haslo123")).toBe(false);
  });
});
