/**
 * A review's text length, without zod: the service page is public, its review form gets no zod
 * (shared/review-schemas.ts checks with these limits in the action).
 */
export const REVIEW_LIMITS = { textMin: 10, textMax: 2000 } as const;
