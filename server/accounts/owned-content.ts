import { eq } from "drizzle-orm";
import type { OwnedContent } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { properties, services } from "../db/schema.ts";

/**
 * Whether the account has listings or services of its own (archived ones too): their panel tabs
 * stay whatever its roles are (shared/panel.ts: panelTabs).
 */
export async function ownedContent(ctx: { db: Db; actor: Actor }): Promise<OwnedContent> {
  const [listing, service] = await Promise.all([
    ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.userId, ctx.actor.id))
      .limit(1),
    ctx.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.userId, ctx.actor.id))
      .limit(1),
  ]);
  return { listings: listing.length > 0, services: service.length > 0 };
}
