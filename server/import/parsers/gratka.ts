import type { PortalParser } from "../types.ts";
import { parseStructuredData } from "./structured-data.ts";

/** Gratka: schema.org JSON-LD and Open Graph, read by the generic parser. */
export const gratka: PortalParser = {
  source: "gratka",
  hosts: ["gratka.pl"],
  parse: parseStructuredData,
};
