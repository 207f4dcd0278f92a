import { z } from "zod";
import { REVIEW_LIMITS } from "./review-limits";

const RATING = "Wybierz ocenę od 1 do 5.";
const TEXT_LENGTH = "Opinia musi mieć od 10 do 2000 znaków.";

/** A service review as the form sends it; the browser and the server check it with this. */
export const reviewSchema = z.object({
  rating: z.coerce.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  text: z
    .string({ error: TEXT_LENGTH })
    .trim()
    .min(REVIEW_LIMITS.textMin, TEXT_LENGTH)
    .max(REVIEW_LIMITS.textMax, TEXT_LENGTH),
});

export type ReviewInput = z.input<typeof reviewSchema>;

/** 'Usuń opinię', the review form's second button: the rating and text sent along do not count. */
export const deleteReviewSchema = z.object({ intent: z.literal("delete-review") });
