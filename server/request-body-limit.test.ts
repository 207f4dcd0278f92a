import { describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT,
  MAX_FORM_BODY_BYTES,
  MAX_MESSAGE_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from "./images/body-limits.ts";
import { bodyLimitFor } from "./request-body-limit.ts";

const MULTIPART = "multipart/form-data; boundary=x";
const SLACK = 1024 * 1024;

describe("bodyLimitFor", () => {
  it.each([
    ["/auth", "application/x-www-form-urlencoded"],
    ["/auth.data", MULTIPART],
    ["/auth/nowe-haslo", MULTIPART],
    ["/api/auth/sign-in/email", "application/json"],
    ["/konfiguracja", MULTIPART],
    ["/usluga/abc", MULTIPART],
    ["/nieruchomosc/abc.data", "application/x-www-form-urlencoded"],
    ["/api/nieruchomosci/abc/archiwizuj", MULTIPART],
    ["/panel", "application/x-www-form-urlencoded"],
    ["/panel/x", MULTIPART],
    ["/", undefined],
  ])("caps %s (%s) like a plain form", (path, type) => {
    expect(bodyLimitFor(path, type)).toBe(FORM_BODY_LIMIT);
  });

  it.each([
    ["/panel", MAX_FORM_BODY_BYTES],
    ["/panel.data", MAX_FORM_BODY_BYTES],
    ["/admin.data", MAX_FORM_BODY_BYTES],
    ["/profil", MAX_UPLOAD_BODY_BYTES],
    ["/api/wiadomosci", MAX_MESSAGE_BODY_BYTES],
  ])("leaves the upload route %s its own limit for multipart (plus slack)", (path, limit) => {
    expect(bodyLimitFor(path, MULTIPART)).toBe(limit + SLACK);
  });
});
