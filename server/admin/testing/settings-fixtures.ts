import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { apiTokens, siteSettings } from "../../db/schema.ts";
import type { ActionFixtures } from "./action-fixture.ts";
import { formOf } from "./action-fixture.ts";

/** A small logo-like PNG, as a browser would send it. */
export async function pngFile(width = 400, height = 100, name = "logo.png"): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 4, background: "#047857" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** Forms with which each settings-tab action succeeds. */
export const SETTINGS_ACTION_FIXTURES: ActionFixtures = {
  async "settings-logo-upload"() {
    return formOf({ key: "header_logo_url", file: await pngFile() });
  },
  async "settings-logo-remove"({ db }) {
    const value = "/uploads/site/footer-logo-fixture.webp";
    await db
      .insert(siteSettings)
      .values({ key: "footer_logo_url", value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    return formOf({ key: "footer_logo_url" });
  },
  async "settings-max-photos"() {
    return formOf({ value: "10" });
  },
  async "api-token-create"() {
    return formOf({ name: "Import z portali" });
  },
  async "api-token-revoke"({ db, admin }) {
    const [token] = await db
      .insert(apiTokens)
      .values({
        userId: admin.id,
        name: "Stary import",
        tokenHash: randomBytes(32).toString("hex"),
        prefix: "abcdefgh",
      })
      .returning({ id: apiTokens.id });
    return formOf({ id: (token as { id: string }).id });
  },
};
