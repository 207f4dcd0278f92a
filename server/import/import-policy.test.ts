import { describe, expect, it } from "vitest";
import { isAllowedHost } from "./fetch-remote.ts";
import { defaultImportPolicy, parseHostOverrides } from "./import-policy.ts";

describe("defaultImportPolicy", () => {
  it("allows the portals and their photo hosts, nothing else, and overrides nothing", () => {
    const policy = defaultImportPolicy({});
    for (const host of [
      "www.otodom.pl",
      "www.olx.pl",
      "www.morizon.pl",
      "gratka.pl",
      "www.domiporta.pl",
      "lezajsk.nieruchomosci-online.pl",
      "adresowo.pl",
      "ireland.apollo.olxcdn.com",
      "d-gr.cdngr.pl",
      "i.st-nieruchomosci-online.pl",
    ]) {
      expect(isAllowedHost(host, policy.allowedHosts)).toBe(true);
    }
    expect(isAllowedHost("example.com", policy.allowedHosts)).toBe(false);
    expect(policy.hostOverrides).toBeUndefined();
    expect(policy.ca).toBeUndefined();
    expect(policy.resolve).toBeUndefined();
  });

  it("takes the end-to-end tests' host overrides from the config", () => {
    const policy = defaultImportPolicy({
      importTestHosts: "www.otodom.pl=127.0.0.1:8443, WWW.OLX.PL=[::1]:9443",
    });
    expect(policy.hostOverrides).toEqual({
      "www.otodom.pl": { host: "127.0.0.1", port: 8443 },
      "www.olx.pl": { host: "::1", port: 9443 },
    });
  });
});

describe("parseHostOverrides", () => {
  it.each([
    "www.otodom.pl",
    "www.otodom.pl=localhost:8443",
    "www.otodom.pl=127.0.0.1:0",
    "=1.2.3.4:1",
  ])("refuses %j", (value) => {
    expect(() => parseHostOverrides(value)).toThrow(/IMPORT_TEST_HOSTS/);
  });
});
