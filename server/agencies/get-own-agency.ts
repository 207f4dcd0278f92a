import { eq } from "drizzle-orm";
import type { DomainContext } from "../auth/actor.ts";
import { agencies } from "../db/schema.ts";
import type { Agency } from "./create-agency.ts";

/** The signed-in user's own agency, or null (also for anonymous). */
export async function getOwnAgency(ctx: DomainContext): Promise<Agency | null> {
  if (!ctx.actor) return null;
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.ownerId, ctx.actor.id));
  return agency ?? null;
}
