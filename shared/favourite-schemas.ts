import { FAVOURITE_KINDS, FAVOURITE_TEXT, MAX_FAVOURITES } from "./favourites";
import { z } from "./zod";

const itemFields = {
  kind: z.enum(FAVOURITE_KINDS, { error: FAVOURITE_TEXT.invalid }),
  id: z.uuid({ error: FAVOURITE_TEXT.invalid }),
};

/** The heart: save or remove one listing or company. */
export const favouriteToggleSchema = z.object({
  ...itemFields,
  saved: z.boolean({ error: FAVOURITE_TEXT.invalid }),
});

/** The browser's favourites, kept on the account after sign-in. */
export const favouriteMergeSchema = z.object({
  items: z
    .array(
      z.object({
        ...itemFields,
        price: z.number().int().min(0).max(1e12).optional(),
        title: z.string().max(300).optional(),
      }),
    )
    .max(MAX_FAVOURITES, { error: FAVOURITE_TEXT.tooMany }),
});
