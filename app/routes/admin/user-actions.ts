import { ROLE_LABELS, type Role } from "@shared/roles";
import { grantRole, revokeRole } from "../../../server/admin/user-roles.ts";
import {
  setAgencyVerified,
  setUserActive,
  setVerifiedSeller,
} from "../../../server/admin/user-status.ts";
import { type AdminActions, formFlag, formText } from "./admin-action.ts";

const ROLES_FAILED = "Nie udało się zmienić ról użytkownika.";
const STATUS_FAILED = "Nie udało się zmienić statusu konta.";

/**
 * The users tab's actions (users-tab.tsx): roles, activation, the verified-seller mark and an
 * owned agency's verification. Each form names the user (`userId`) or the agency (`agencyId`).
 */
export const USER_ADMIN_ACTIONS: AdminActions = {
  "user-role-add": {
    label: "Dodanie roli",
    failed: ROLES_FAILED,
    async run(form, ctx) {
      const { role } = await grantRole(
        ctx,
        formText(form, "userId"),
        formText(form, "role") as Role,
      );
      return { message: `Dodano rolę ${ROLE_LABELS[role]}.` };
    },
  },
  "user-role-remove": {
    label: "Odebranie roli",
    failed: ROLES_FAILED,
    async run(form, ctx) {
      const { role } = await revokeRole(
        ctx,
        formText(form, "userId"),
        formText(form, "role") as Role,
      );
      return { message: `Usunięto rolę ${ROLE_LABELS[role]}.` };
    },
  },
  "user-deactivate": {
    label: "Dezaktywacja konta",
    failed: STATUS_FAILED,
    async run(form, ctx) {
      await setUserActive(ctx, formText(form, "userId"), false);
      return { message: "Konto zostało dezaktywowane." };
    },
  },
  "user-activate": {
    label: "Aktywacja konta",
    failed: STATUS_FAILED,
    async run(form, ctx) {
      await setUserActive(ctx, formText(form, "userId"), true);
      return { message: "Konto zostało aktywowane." };
    },
  },
  "user-verified-seller": {
    label: "Status sprawdzonego sprzedawcy",
    failed: "Nie udało się zmienić statusu sprzedawcy.",
    async run(form, ctx) {
      const verified = formFlag(form);
      await setVerifiedSeller(ctx, formText(form, "userId"), verified);
      return {
        message: verified
          ? "Użytkownik jest teraz sprawdzonym sprzedawcą."
          : "Użytkownik nie jest już sprawdzonym sprzedawcą.",
      };
    },
  },
  "agency-verify": {
    label: "Weryfikacja agencji",
    failed: "Nie udało się zmienić weryfikacji agencji.",
    async run(form, ctx) {
      const verified = formFlag(form);
      await setAgencyVerified(ctx, formText(form, "agencyId"), verified);
      return {
        message: verified
          ? "Agencja została zweryfikowana."
          : "Weryfikacja agencji została cofnięta.",
      };
    },
  },
};
