import { eq } from "drizzle-orm";
import type { ReportItemKind } from "../../shared/moderation.ts";
import { agencies, properties, services } from "../db/schema.ts";
import type { Tx } from "../kernel/tx.ts";

/**
 * Hides the item from the public (or shows it again after an appeal). A hidden listing is
 * archived without the expiry mark, so that its owner cannot renew it back.
 */
export async function hideItem(
  tx: Tx,
  { kind, id, hidden }: { kind: ReportItemKind; id: string; hidden: boolean },
) {
  if (kind === "listing") {
    await tx
      .update(properties)
      .set(hidden ? { isArchived: true, expiredAt: null, renewToken: null } : { isArchived: false })
      .where(eq(properties.id, id));
  }
  if (kind === "service") {
    await tx.update(services).set({ isHidden: hidden }).where(eq(services.id, id));
  }
  if (kind === "agency") {
    await tx.update(agencies).set({ isHidden: hidden }).where(eq(agencies.id, id));
  }
}
