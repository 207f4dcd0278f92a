import { inArray } from "drizzle-orm";
import { SITE_SETTING_KEYS, type SiteSettingKey } from "../../app/lib/roles.ts";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";

export type SiteSettings = Record<SiteSettingKey, string | null>;

/** Branding set by the administrator (logos, favicon); a missing or empty value is null. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...SITE_SETTING_KEYS]));
  const settings = Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, null])) as SiteSettings;
  for (const row of rows) {
    const value = row.value?.trim();
    if (value) settings[row.key as SiteSettingKey] = value;
  }
  return settings;
}
