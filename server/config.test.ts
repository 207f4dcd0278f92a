import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

// What production needs at the least: a secret and the company running the site.
const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_SECRET: "s".repeat(32),
  OPERATOR_NAME: "Okolica sp. z o.o.",
  OPERATOR_ADDRESS: "ul. Mickiewicza 1, 37-300 Leżajsk",
  OPERATOR_NIP: "8160000000",
  OPERATOR_EMAIL: "kontakt@okolica.pl",
};

const dataDir = () => mkdtempSync(path.join(tmpdir(), "okolica-config-"));

describe("loadConfig", () => {
  it("has working defaults for local use", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      baseUrl: "http://localhost:3000",
      databaseUrl: undefined,
      seedDemo: true,
      storage: { driver: "local" },
      google: undefined,
      logLevel: "info",
    });
    // The development secret is generated once and kept, so sessions survive a restart.
    expect(config.authSecret).toBe(readFileSync(path.join(dir, "auth-secret"), "utf8"));
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it("does not seed a PostgreSQL server unless asked to", () => {
    const url = "postgres://u:p@127.0.0.1:5432/okolica";
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, SEED_DEMO: "1" }).seedDemo).toBe(
      true,
    );
  });

  it("does not seed in production unless asked to", () => {
    const production = { ...PRODUCTION, DATA_DIR: dataDir() };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: "1" }).seedDemo).toBe(true);
  });

  it("names every bad value in one Polish message", () => {
    expect(() => loadConfig({ PORT: "abc", STORAGE_DRIVER: "ftp", BASE_URL: "ftp://x" })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: "abc", STORAGE_DRIVER: "ftp", BASE_URL: "ftp://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Nieprawidłowa konfiguracja:/);
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/STORAGE_DRIVER/);
      expect(message).toMatch(/BASE_URL/);
    }
  });

  it("requires AUTH_SECRET in production and S3 credentials for the s3 driver", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET/);
  });

  it("refuses the test-only settings under NODE_ENV=production, naming them", () => {
    const production = { ...PRODUCTION, DATA_DIR: dataDir() };
    const testOnly = {
      IMPORT_TEST_HOSTS: "www.otodom.pl=127.0.0.1:8443",
      TEST_OIDC_ISSUER: "http://127.0.0.1:9000",
      TEST_OIDC_CLIENT_ID: "id",
      TEST_OIDC_CLIENT_SECRET: "secret",
    };
    for (const [key, value] of Object.entries(testOnly)) {
      expect(() => loadConfig({ ...production, [key]: value }), key).toThrow(
        new RegExp(`${key}: tylko do testów, niedozwolone gdy NODE_ENV=production`),
      );
    }
    // Their defaults (the test provider's client id and secret) do not count as set.
    expect(loadConfig(production).testOidc).toBeUndefined();
    // Outside production they work as before.
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "development", ...testOnly });
    expect(config.importTestHosts).toBe(testOnly.IMPORT_TEST_HOSTS);
    expect(config.testOidc).toEqual({
      issuer: "http://127.0.0.1:9000",
      clientId: "id",
      clientSecret: "secret",
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), TEST_OIDC_ISSUER: "http://127.0.0.1:9000" }).testOidc,
    ).toMatchObject({ clientId: "okolica-test", clientSecret: "okolica-test-secret" });
  });

  it("trusts a client-address header only with the proxies' addresses", () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY_HEADER: "x-forwarded-for" }),
    ).toThrow(/TRUSTED_PROXY_ADDRESSES: wymagany gdy ustawiono TRUSTED_PROXY_HEADER/);
    for (const bad of ["localhost", "10.0.0.0/33", "10.0.0.1/8/1", "fd00::/129", " , "]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXY_ADDRESSES: bad }), bad).toThrow(
        /TRUSTED_PROXY_ADDRESSES: /,
      );
    }
    const config = loadConfig({
      DATA_DIR: dataDir(),
      TRUSTED_PROXY_ADDRESSES: "loopback, 10.0.0.0/8, 2001:db8::7",
    });
    expect(config.trustedProxy?.header).toBe("x-forwarded-for");
    const trusted = (address: string, family: "ipv4" | "ipv6" = "ipv4") =>
      config.trustedProxy?.addresses.check(address, family);
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::1", "ipv6")).toBe(true);
    expect(trusted("10.20.30.40")).toBe(true);
    expect(trusted("2001:db8::7", "ipv6")).toBe(true);
    expect(trusted("192.168.1.1")).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedProxy).toBeUndefined();
  });

  it("needs both halves of an external sign-in provider", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "s",
    });
    expect(config.google).toEqual({ clientId: "id", clientSecret: "s" });
    expect(config.facebook).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });
  it("shows marked sample operator data outside production and refuses to start without it in production", () => {
    const sample = loadConfig({ DATA_DIR: dataDir() }).operator;
    expect(sample.sample).toBe(true);
    expect(sample.name).toMatch(/przykład/i);

    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), DATA_DIR: dataDir() };
    expect(() => loadConfig(production)).toThrow(
      /OPERATOR_NAME: wymagany gdy NODE_ENV=production[\s\S]*OPERATOR_EMAIL/,
    );
    const company = {
      OPERATOR_NAME: "Okolica sp. z o.o.",
      OPERATOR_ADDRESS: "ul. Mickiewicza 1, 37-300 Leżajsk",
      OPERATOR_NIP: "816-000-00-00",
      OPERATOR_KRS: "0000123456",
      OPERATOR_EMAIL: "kontakt@okolica.pl",
    };
    expect(loadConfig({ ...production, ...company }).operator).toEqual({
      sample: false,
      name: "Okolica sp. z o.o.",
      address: "ul. Mickiewicza 1, 37-300 Leżajsk",
      nip: "8160000000",
      krs: "0000123456",
      regon: undefined,
      email: "kontakt@okolica.pl",
      // No separate data-protection contact: the company's address serves both.
      privacyEmail: "kontakt@okolica.pl",
    });
    // Half a configuration is a mistake in any environment, not a reason for sample data.
    expect(() => loadConfig({ DATA_DIR: dataDir(), OPERATOR_NAME: "Okolica sp. z o.o." })).toThrow(
      /OPERATOR_ADDRESS: wymagany gdy ustawiono OPERATOR_NAME/,
    );
    expect(() => loadConfig({ ...production, ...company, OPERATOR_NIP: "12345" })).toThrow(
      /OPERATOR_NIP/,
    );
    expect(() => loadConfig({ ...production, ...company, OPERATOR_EMAIL: "nie-adres" })).toThrow(
      /OPERATOR_EMAIL/,
    );
  });
});
