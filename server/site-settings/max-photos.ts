import { eq } from "drizzle-orm";
import { MAX_PHOTOS_TEXT } from "../../shared/settings-texts.ts";
import { DEFAULT_MAX_PHOTOS, parseMaxPhotos } from "../../shared/site-settings.ts";
import { type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";

const KEY = "max_photos_per_listing";

/** How many photos a listing may have: the administrator's choice, else the default. */
export async function getMaxPhotos(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY));
  return parseMaxPhotos(row?.value) ?? DEFAULT_MAX_PHOTOS;
}

/** The administrator sets the limit (one of MAX_PHOTOS_OPTIONS); audited with the change. */
export async function setMaxPhotos(ctx: DomainContext, value: string): Promise<number> {
  const actor = requireAdministrator(ctx);
  const max = parseMaxPhotos(value);
  if (max === null) throw new AppError("invalid", MAX_PHOTOS_TEXT.invalid);
  await ctx.db.transaction(async (tx) => {
    // Locks the row (when there is one) so that two saves audit each other's value as 'before'.
    const [current] = await tx
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, KEY))
      .for("update");
    await tx
      .insert(siteSettings)
      .values({ key: KEY, value: String(max) })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: String(max), updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: "settings-max-photos",
      targetType: "setting",
      targetId: KEY,
      targetLabel: KEY,
      before: { maxPhotos: parseMaxPhotos(current?.value) ?? DEFAULT_MAX_PHOTOS },
      after: { maxPhotos: max },
    });
  });
  return max;
}
