import { ROLES } from "./roles";
import { serviceFormSchema } from "./service-schemas";
import { API_TOKEN_NAME_MAX, API_TOKEN_TEXT } from "./settings-texts";
import { z } from "./zod";

/**
 * The administrator's forms without fields of their own to fill in: a button naming what it acts
 * on (hidden fields). The domain functions check the ids and values again (each is called by
 * other code too); the schemas type what the forms send.
 */

/** A hidden field's text ('' when missing): the domain answers an unknown id with 404. */
const hidden = z.string().trim().default("");

/** A yes/no switch: 'true' sets the flag, 'false' clears it. */
const flag = z
  .enum(["true", "false"], { error: "Nieprawidłowa wartość." })
  .transform((value) => value === "true");

/** A row's action: delete, revoke. */
export const rowSchema = z.object({ id: hidden });

/** A row's switch (verified, premium, archived, active). */
export const rowFlagSchema = z.object({ id: hidden, value: flag });

/** 'Usuń zaznaczone': the ticked rows' ids (one checkbox sends one value, several a list). */
export const bulkDeleteSchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .default([])
    .transform((ids) => [ids].flat().map((id) => id.trim())),
});

/** Adding or taking away a user's role. */
export const userRoleSchema = z.object({
  userId: hidden,
  role: z.enum(ROLES, { error: "Nieznana rola." }),
});

/** Activating or deactivating an account. */
export const userSchema = z.object({ userId: hidden });

/** The verified-seller mark of a user. */
export const userFlagSchema = z.object({ userId: hidden, value: flag });

/** The verification of an agency. */
export const agencyFlagSchema = z.object({ agencyId: hidden, value: flag });

/** 'Nowy token': its name, as the token list shows it. */
export const apiTokenSchema = z.object({
  name: z
    .string({ error: API_TOKEN_TEXT.nameInvalid })
    .trim()
    .min(1, API_TOKEN_TEXT.nameInvalid)
    .max(API_TOKEN_NAME_MAX, API_TOKEN_TEXT.nameInvalid),
});

/** The photo limit (one of MAX_PHOTOS_OPTIONS; setMaxPhotos says which). */
export const maxPhotosSchema = z.object({ value: hidden });

/** A branding image: which one (`key`) and, when uploading, the file. */
export const brandingSchema = z.object({
  key: hidden,
  file: z.instanceof(File).optional(),
});

/**
 * 'Dodaj usługę dla firmy': the panel's service form (the dialog reuses it, the browser checks it
 * with serviceFormSchema) plus the company account it is added for.
 */
export const adminServiceSchema = serviceFormSchema.extend({ ownerId: hidden });
