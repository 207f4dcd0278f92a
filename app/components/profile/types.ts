import type { FormResult } from "@shared/form-result";

export type ProfileIntent =
  | "profile"
  | "avatar"
  | "password"
  | "notifications"
  | "data-export"
  | "delete-account";

/** What the /profil action answers; rendered inline so the page works without JavaScript. */
export type ProfileActionResult = FormResult;
