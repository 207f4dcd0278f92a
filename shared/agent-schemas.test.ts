import { describe, expect, it } from "vitest";
import { isCommonPassword } from "../server/auth/common-passwords.ts";
import { AGENT_TEXT, assignBrokerSchema, createBrokerSchema } from "./agent-schemas";
import { AUTH_MESSAGES } from "./auth-schemas";

const browser = createBrokerSchema();
const server = createBrokerSchema({ isCommonPassword });
const valid = {
  firstName: " Anna ",
  lastName: "Nowak",
  email: "Anna.Nowak@Example.com ",
  password: "Sosnowa-17-Lezajsk",
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("createBrokerSchema", () => {
  it("trims the names, lower-cases the e-mail and defaults the position to 'agent'", () => {
    expect(browser.parse(valid)).toEqual({
      firstName: "Anna",
      lastName: "Nowak",
      email: "anna.nowak@example.com",
      password: "Sosnowa-17-Lezajsk",
      position: "agent",
    });
    expect(browser.parse({ ...valid, position: " kierownik " }).position).toBe("kierownik");
  });

  it("requires first name, last name, e-mail and a password of at least 6 characters", () => {
    const result = browser.safeParse({
      firstName: "",
      lastName: " ",
      email: "",
      password: "12345",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      firstName: AGENT_TEXT.firstNameRequired,
      lastName: AGENT_TEXT.lastNameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordTooShort,
    });
    expect(browser.safeParse({ ...valid, password: "123456" }).success).toBe(true);
  });

  it("refuses a common password only where the word list is (the server)", () => {
    expect(browser.safeParse({ ...valid, password: "password" }).success).toBe(true);
    expect(firstMessage(server.safeParse({ ...valid, password: "password" }))).toBe(
      AUTH_MESSAGES.passwordCommon,
    );
  });

  it("limits the position's length", () => {
    expect(firstMessage(browser.safeParse({ ...valid, position: "x".repeat(61) }))).toBe(
      AGENT_TEXT.positionTooLong,
    );
  });
});

describe("assignBrokerSchema", () => {
  it("takes an e-mail and an optional position", () => {
    expect(assignBrokerSchema.parse({ email: "Broker@Example.com" })).toEqual({
      email: "broker@example.com",
      position: "agent",
    });
    expect(firstMessage(assignBrokerSchema.safeParse({ email: "nie-email" }))).toBe(
      AUTH_MESSAGES.emailInvalid,
    );
  });
});
