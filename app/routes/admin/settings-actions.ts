import { API_TOKEN_TEXT, BRANDING_TEXT, MAX_PHOTOS_TEXT } from "@shared/site-settings";
import { createApiToken, revokeApiToken } from "../../../server/admin/api-tokens.ts";
import { requireAdministrator } from "../../../server/auth/actor.ts";
import { admitPhotoWork, type PhotoUpload } from "../../../server/images/photo-admission.ts";
import { setMaxPhotos } from "../../../server/site-settings/max-photos.ts";
import { removeBranding, uploadBranding } from "../../../server/site-settings/save-branding.ts";
import { type AdminActions, formText } from "./admin-action.ts";

/** The uploaded file (no bytes when the field is missing or not a file). */
async function uploadedFile(form: FormData, field: string): Promise<PhotoUpload> {
  const file = form.get(field);
  return file instanceof File
    ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
    : { name: "", bytes: new Uint8Array() };
}

/** The settings tab: branding images, the photo limit and API tokens. */
export const SETTINGS_ADMIN_ACTIONS: AdminActions = {
  "settings-logo-upload": {
    label: "Wgranie logo",
    failed: BRANDING_TEXT.uploadFailed,
    async run(form, ctx) {
      const key = formText(form, "key");
      const file = await uploadedFile(form, "file");
      // Others are refused before a photo save is counted against them.
      requireAdministrator(ctx);
      await admitPhotoWork(ctx, file.bytes.byteLength ? [file] : []);
      await uploadBranding(ctx, key, file.bytes);
      return {
        message: key === "favicon_url" ? BRANDING_TEXT.faviconUploaded : BRANDING_TEXT.uploaded,
      };
    },
  },
  "settings-logo-remove": {
    label: "Usunięcie logo",
    failed: BRANDING_TEXT.removeFailed,
    async run(form, ctx) {
      const key = formText(form, "key");
      await removeBranding(ctx, key);
      return {
        message: key === "favicon_url" ? BRANDING_TEXT.faviconRemoved : BRANDING_TEXT.removed,
      };
    },
  },
  "settings-max-photos": {
    label: "Limit zdjęć w ogłoszeniu",
    failed: MAX_PHOTOS_TEXT.failed,
    async run(form, ctx) {
      const max = await setMaxPhotos(ctx, formText(form, "value"));
      return { message: MAX_PHOTOS_TEXT.saved(max) };
    },
  },
  "api-token-create": {
    label: "Utworzenie tokenu API",
    failed: API_TOKEN_TEXT.createFailed,
    async run(form, ctx) {
      const { id, token } = await createApiToken(ctx, formText(form, "name"));
      return { message: API_TOKEN_TEXT.created, id, data: { token } };
    },
  },
  "api-token-revoke": {
    label: "Unieważnienie tokenu API",
    failed: API_TOKEN_TEXT.revokeFailed,
    async run(form, ctx) {
      const id = formText(form, "id");
      await revokeApiToken(ctx, id);
      return { message: API_TOKEN_TEXT.revoked, id };
    },
  },
};
