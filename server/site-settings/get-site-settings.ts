import { inArray } from "drizzle-orm";
import { BRANDING_KEYS, type BrandingKey } from "../../shared/site-settings.ts";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";

export type SiteSettings = Record<BrandingKey, string | null>;

/** Branding set by the administrator (logos, favicon); a missing or empty value is null. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...BRANDING_KEYS]));
  const settings = Object.fromEntries(BRANDING_KEYS.map((k) => [k, null])) as SiteSettings;
  for (const row of rows) {
    const value = row.value?.trim();
    if (value) settings[row.key as BrandingKey] = value;
  }
  return settings;
}
