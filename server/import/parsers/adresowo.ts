import type { PortalParser } from "../types.ts";
import { parseStructuredData } from "./structured-data.ts";

/** Adresowo: schema.org JSON-LD and Open Graph, read by the generic parser. */
export const adresowo: PortalParser = {
  source: "adresowo",
  hosts: ["adresowo.pl"],
  parse: parseStructuredData,
};
