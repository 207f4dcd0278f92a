import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { Db } from "../client.ts";

/** Demo data into an empty database (filled in by the seed work). */
export async function seedDemoData(_deps: { db: Db; config: Config; log: Logger }): Promise<void> {}
