import { isIP } from "node:net";
import type { ImportPolicy } from "./fetch-remote.ts";
import { PORTAL_PARSERS } from "./parsers/index.ts";

/**
 * Where the portals keep their photos, besides their own domains (which `PORTAL_PARSERS`
 * lists and which cover subdomains such as img.morizon.pl). Read from public scrapers and
 * portal pages, not from any documentation:
 * - olxcdn.com: OLX and Otodom photos (ireland.apollo.olxcdn.com/v1/files/…) — sure, seen on
 *   both portals in many independent sources.
 * - cdngr.pl: Gratka photos, which Morizon shares (d-gr.cdngr.pl, thumbs.cdngr.pl) — fairly
 *   sure, several sources.
 * - st-nieruchomosci-online.pl: Nieruchomosci-online photos (i.st-nieruchomosci-online.pl) —
 *   likely, one source.
 * Domiporta and Adresowo photos were only ever seen on their own domains — unverified.
 */
const IMAGE_CDN_HOSTS = ["olxcdn.com", "cdngr.pl", "st-nieruchomosci-online.pl"] as const;

export function importAllowedHosts(): string[] {
  return [...PORTAL_PARSERS.flatMap((parser) => parser.hosts), ...IMAGE_CDN_HOSTS];
}

/**
 * The production policy, plus the end-to-end tests' host overrides when configured
 * (`IMPORT_TEST_HOSTS`). Their CA comes in through Node's own NODE_EXTRA_CA_CERTS.
 */
export function defaultImportPolicy(config: { importTestHosts?: string }): ImportPolicy {
  // Built once per configuration, not on every panel request.
  let policy = policies.get(config);
  if (!policy) {
    policy = {
      allowedHosts: importAllowedHosts(),
      ...(config.importTestHosts
        ? { hostOverrides: parseHostOverrides(config.importTestHosts) }
        : {}),
    };
    policies.set(config, policy);
  }
  return policy;
}

const policies = new WeakMap<object, ImportPolicy>();

/** `www.otodom.pl=127.0.0.1:8443,www.olx.pl=127.0.0.1:8443` → hostname → IP and port. */
export function parseHostOverrides(value: string): Record<string, { host: string; port: number }> {
  const overrides: Record<string, { host: string; port: number }> = {};
  for (const entry of value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=(.+):(\d{1,5})$/i.exec(entry);
    const host = match?.[2].replace(/^\[|\]$/g, "");
    const port = Number(match?.[3]);
    if (!match || !host || !isIP(host) || port < 1 || port > 65535) {
      throw new Error(`IMPORT_TEST_HOSTS: "${entry}" is not hostname=IP:port`);
    }
    overrides[match[1].toLowerCase()] = { host, port };
  }
  return overrides;
}
