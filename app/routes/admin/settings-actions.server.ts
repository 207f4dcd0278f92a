import { createApiToken, revokeApiToken } from "@server/admin/api-tokens.ts";
import { admitPhotoWork } from "@server/images/photo-admission.ts";
import { setMaxPhotos } from "@server/site-settings/max-photos.ts";
import { removeBranding, uploadBranding } from "@server/site-settings/save-branding.ts";
import { apiTokenSchema, brandingSchema, maxPhotosSchema, rowSchema } from "@shared/admin-schemas";
import { API_TOKEN_TEXT, BRANDING_TEXT, MAX_PHOTOS_TEXT } from "@shared/settings-texts";
import { type AdminActions, defineAdminAction } from "./admin-action.server.ts";

/** The settings tab: branding images, the photo limit and API tokens. */
export const SETTINGS_ADMIN_ACTIONS: AdminActions = {
  "settings-logo-upload": defineAdminAction({
    label: "Wgranie logo",
    failed: BRANDING_TEXT.uploadFailed,
    schema: brandingSchema,
    async run({ key, file }, ctx) {
      const bytes = file ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
      await admitPhotoWork(ctx, bytes.byteLength ? [{ name: file?.name ?? "", bytes }] : []);
      await uploadBranding(ctx, key, bytes);
      return {
        message: key === "favicon_url" ? BRANDING_TEXT.faviconUploaded : BRANDING_TEXT.uploaded,
      };
    },
  }),
  "settings-logo-remove": defineAdminAction({
    label: "Usunięcie logo",
    failed: BRANDING_TEXT.removeFailed,
    schema: brandingSchema,
    async run({ key }, ctx) {
      await removeBranding(ctx, key);
      return {
        message: key === "favicon_url" ? BRANDING_TEXT.faviconRemoved : BRANDING_TEXT.removed,
      };
    },
  }),
  "settings-max-photos": defineAdminAction({
    label: "Limit zdjęć w ogłoszeniu",
    failed: MAX_PHOTOS_TEXT.failed,
    schema: maxPhotosSchema,
    async run({ value }, ctx) {
      const max = await setMaxPhotos(ctx, value);
      return { message: MAX_PHOTOS_TEXT.saved(max) };
    },
  }),
  "api-token-create": defineAdminAction({
    label: "Utworzenie tokenu API",
    failed: API_TOKEN_TEXT.createFailed,
    schema: apiTokenSchema,
    async run({ name }, ctx) {
      const { id, token } = await createApiToken(ctx, name);
      return { message: API_TOKEN_TEXT.created, id, data: { token } };
    },
  }),
  "api-token-revoke": defineAdminAction({
    label: "Unieważnienie tokenu API",
    failed: API_TOKEN_TEXT.revokeFailed,
    schema: rowSchema,
    async run({ id }, ctx) {
      await revokeApiToken(ctx, id);
      return { message: API_TOKEN_TEXT.revoked, id };
    },
  }),
};
