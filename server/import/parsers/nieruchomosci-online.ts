import type { PortalParser } from "../types.ts";
import { parseStructuredData } from "./structured-data.ts";

/** Nieruchomosci-online: schema.org JSON-LD and Open Graph, read by the generic parser. */
export const nieruchomosciOnline: PortalParser = {
  source: "nieruchomosci-online",
  hosts: ["nieruchomosci-online.pl"],
  parse: parseStructuredData,
};
