import { isAllowedHost } from "../fetch-remote.ts";
import type { PortalParser } from "../types.ts";
import { adresowo } from "./adresowo.ts";
import { domiporta } from "./domiporta.ts";
import { gratka } from "./gratka.ts";
import { morizon } from "./morizon.ts";
import { nieruchomosciOnline } from "./nieruchomosci-online.ts";
import { olx } from "./olx.ts";
import { otodom } from "./otodom.ts";

/** The portals a listing can be imported from by URL, in the order messages name them. */
export const PORTAL_PARSERS: readonly PortalParser[] = [
  otodom,
  olx,
  morizon,
  gratka,
  domiporta,
  nieruchomosciOnline,
  adresowo,
];

export function findPortalParser(hostname: string): PortalParser | undefined {
  return PORTAL_PARSERS.find((parser) => isAllowedHost(hostname, parser.hosts));
}
