/**
 * How people reach the Okolica office (the price list's 'Jak zamówić?'; plans are ordered
 * there, not paid online). The e-mail is the one the footer and the help page give.
 */
export const OFFICE_CONTACT = { email: "kontakt@okolica.pl" } as const;
