import type { PortalParser } from "../types.ts";
import { parseStructuredData } from "./structured-data.ts";

/** Domiporta: schema.org JSON-LD and Open Graph, read by the generic parser. */
export const domiporta: PortalParser = {
  source: "domiporta",
  hosts: ["domiporta.pl"],
  parse: parseStructuredData,
};
