import { z } from "./zod";

/** Texts of the broker's agency box in the panel (invitations, membership, leaving). */
export const MEMBERSHIP_TEXT = {
  accepted: "Dołączono do agencji. Agencja może teraz zarządzać Twoimi ogłoszeniami.",
  declined: "Zaproszenie zostało odrzucone.",
  left: "Opuszczono agencję. Agencja nie ma już dostępu do Twoich ogłoszeń.",
  stale: "To zaproszenie jest już nieaktualne.",
  notMember: "Nie należysz do tej agencji.",
  busy: "Należysz już do innej agencji. Aby przyjąć to zaproszenie, najpierw ją opuść.",
  brokersOnly: "Zaproszenia do agencji dotyczą tylko kont pośredników.",
} as const;

/** The agency an accept, decline or leave form is about (the broker is the session). */
export const membershipSchema = z.object({
  agencyId: z.uuid({ error: MEMBERSHIP_TEXT.stale }),
});

/** What the broker's panel shows: invitations waiting for an answer and the current agency. */
export type AgencyMembership = {
  invitations: { agencyId: string; agencyName: string; position: string }[];
  agency: { agencyId: string; agencyName: string; position: string } | null;
};
