import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { isCommonPassword } from "../server/auth/common-passwords.ts";
import { AUTH_MESSAGES, resetPasswordSchema, signInSchema, signUpSchema } from "./auth-schemas.ts";

const server = signUpSchema({ isCommonPassword });
const valid = {
  email: " Jan@Example.COM ",
  password: "Sosnowa-17-Lezajsk",
  confirmPassword: "Sosnowa-17-Lezajsk",
  acceptTerms: "on",
};

/** The first error per field, as the form layer reads a posted form (app/http/action-reply.server.ts). */
function errorsOf(schema: z.ZodType, values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const submission = parseWithZod(form, { schema, disableAutoCoercion: true });
  if (submission.status === "success") return {};
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
}

describe("signUpSchema", () => {
  it("names a short and a mismatched password at once, with or without the Regulamin box", () => {
    const { acceptTerms: _, ...unaccepted } = valid;
    for (const form of [valid, unaccepted]) {
      const errors = errorsOf(server, { ...form, password: "abc", confirmPassword: "abd" });
      expect(errors.password).toMatch(/co najmniej 6 znaków/);
      expect(errors.confirmPassword).toBe(AUTH_MESSAGES.passwordMismatch);
    }
  });

  it("needs the Regulamin accepted", () => {
    const { acceptTerms: _, ...unaccepted } = valid;
    expect(errorsOf(server, unaccepted).acceptTerms).toBe(AUTH_MESSAGES.termsRequired);
  });

  it("accepts a good sign-up, trims and lowercases the e-mail, names optional", () => {
    const result = server.safeParse({ ...valid, firstName: "", lastName: " Nowak " });
    expect(result.success && result.data).toMatchObject({
      email: "jan@example.com",
      firstName: undefined,
      lastName: "Nowak",
    });
  });

  it("needs matching passwords of at least 6 characters", () => {
    expect(errorsOf(server, { ...valid, confirmPassword: "inne-haslo-123" })).toEqual({
      confirmPassword: "Hasła nie są identyczne",
    });
    expect(errorsOf(server, { ...valid, password: "a1b2c", confirmPassword: "a1b2c" })).toEqual({
      password: "Hasło musi mieć co najmniej 6 znaków",
    });
  });

  it("refuses the most common passwords on the server, in any casing", () => {
    for (const password of ["password", "Qwerty123", "123456789", "iloveyou"]) {
      expect(errorsOf(server, { ...valid, password, confirmPassword: password })).toEqual({
        password: "To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.",
      });
    }
    expect(isCommonPassword("Sosnowa-17-Lezajsk")).toBe(false);
  });

  it("the browser's copy skips the list but keeps the other rules", () => {
    const client = signUpSchema();
    expect(
      client.safeParse({ ...valid, password: "password", confirmPassword: "password" }).success,
    ).toBe(true);
    expect(client.safeParse({ ...valid, email: "nie-email" }).success).toBe(false);
  });
});

describe("signInSchema and resetPasswordSchema", () => {
  it("sign-in needs an e-mail and a password", () => {
    expect(errorsOf(signInSchema, { email: "", password: "" })).toEqual({
      email: "Podaj adres e-mail.",
      password: "Podaj hasło.",
    });
  });

  it("a new password follows the sign-up rules", () => {
    const schema = resetPasswordSchema({ isCommonPassword });
    expect(schema.safeParse({ token: "t", password: "abc", confirmPassword: "abc" }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({
        token: "t",
        password: "Nowe-Haslo-2026",
        confirmPassword: "Nowe-Haslo-2026",
      }).success,
    ).toBe(true);
  });
});
