import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.ts";

describe("the common-password list", () => {
  it("refuses the most common passwords whatever their case, and only those", () => {
    for (const common of ["password", "123456", "QWERTY", "Dragon", "iloveyou"]) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const rare of ["Okolica2026!", "password-leżajsk-77", ""]) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });
});
