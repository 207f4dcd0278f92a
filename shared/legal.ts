/**
 * The versions of the legal documents in force. Sign-up stores TERMS.version with the time of
 * acceptance (users.terms_version, users.terms_accepted_at). A new version of the Regulamin is
 * announced 14 days ahead (its § 12) and binds those who do not terminate the agreement, as
 * art. 384¹ of the Civil Code allows for continuing agreements; nobody is asked to accept it
 * again, and the stored version shows which text each account agreed to.
 */
export const TERMS = { version: "1.0", effectiveFrom: "26 listopada 2026 r." } as const;
export const PRIVACY_POLICY = { version: "1.0", effectiveFrom: "26 listopada 2026 r." } as const;

export const TERMS_PATH = "/regulamin";
export const PRIVACY_PATH = "/polityka-prywatnosci";
