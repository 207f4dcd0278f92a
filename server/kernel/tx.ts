import type { Db } from "../db/client.ts";

/** The handle inside `db.transaction(...)`: helpers that must join a caller's transaction take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
