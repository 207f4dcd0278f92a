/**
 * The versions of the legal documents in force. Sign-up stores TERMS.version with the time of
 * acceptance (users.terms_version, users.terms_accepted_at). A new version of the Regulamin is
 * announced 14 days ahead (its § 12) and binds those who do not terminate the agreement, as
 * art. 384¹ of the Civil Code allows for continuing agreements; nobody is asked to accept it
 * again, and the stored version shows which text each account agreed to.
 */
// 1.1: reporting with „Zgłoś”, decisions with their statements of reasons, appeals, scam
// warnings (Regulamin § 9); the data export and moderation records (privacy policy).
// 1.2: a visitor's report is sent once its e-mail address is confirmed, limits per IPv6 /64, a
// listing's scam notice only once an administrator confirms it (Regulamin § 9); the export's
// 200 MB cap on attachments, pending reports (privacy policy).
export const TERMS = { version: "1.2", effectiveFrom: "7 grudnia 2026 r." } as const;
export const PRIVACY_POLICY = { version: "1.2", effectiveFrom: "7 grudnia 2026 r." } as const;

export const TERMS_PATH = "/regulamin";
export const PRIVACY_PATH = "/polityka-prywatnosci";
