import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` and probes whether eval is allowed; our CSP
// forbids eval, so the probe alone reports a violation in the browser. The interpreted parser
// is plenty fast for forms. Every schema imports z from here so this runs before any is built.
z.config({ jitless: true });

export { z };
