import { grantRole, revokeRole } from "@server/admin/user-roles.ts";
import { setAgencyVerified, setUserActive, setVerifiedSeller } from "@server/admin/user-status.ts";
import {
  agencyFlagSchema,
  userFlagSchema,
  userRoleSchema,
  userSchema,
} from "@shared/admin-schemas";
import { ROLE_LABELS } from "@shared/roles";
import { assignPlanAction, endPlanAction } from "./account-plan-actions.server.ts";
import { type AdminActions, defineAdminAction } from "./admin-action.server.ts";

const ROLES_FAILED = "Nie udało się zmienić ról użytkownika.";
const STATUS_FAILED = "Nie udało się zmienić statusu konta.";

/**
 * The users tab's actions (users-tab.tsx): roles, activation, the verified-seller mark, an
 * owned agency's verification and the account's plan. Each form names the user (`userId`), the
 * agency (`agencyId`) or the assigned plan (`id`).
 */
export const USER_ADMIN_ACTIONS: AdminActions = {
  "user-role-add": defineAdminAction({
    label: "Dodanie roli",
    failed: ROLES_FAILED,
    schema: userRoleSchema,
    async run({ userId, role }, ctx) {
      const granted = await grantRole(ctx, userId, role);
      return { message: `Dodano rolę ${ROLE_LABELS[granted.role]}.` };
    },
  }),
  "user-role-remove": defineAdminAction({
    label: "Odebranie roli",
    failed: ROLES_FAILED,
    schema: userRoleSchema,
    async run({ userId, role }, ctx) {
      const revoked = await revokeRole(ctx, userId, role);
      return { message: `Usunięto rolę ${ROLE_LABELS[revoked.role]}.` };
    },
  }),
  "user-deactivate": defineAdminAction({
    label: "Dezaktywacja konta",
    failed: STATUS_FAILED,
    schema: userSchema,
    async run({ userId }, ctx) {
      await setUserActive(ctx, userId, false);
      return { message: "Konto zostało dezaktywowane." };
    },
  }),
  "user-activate": defineAdminAction({
    label: "Aktywacja konta",
    failed: STATUS_FAILED,
    schema: userSchema,
    async run({ userId }, ctx) {
      await setUserActive(ctx, userId, true);
      return { message: "Konto zostało aktywowane." };
    },
  }),
  "user-verified-seller": defineAdminAction({
    label: "Status sprawdzonego sprzedawcy",
    failed: "Nie udało się zmienić statusu sprzedawcy.",
    schema: userFlagSchema,
    async run({ userId, value: verified }, ctx) {
      await setVerifiedSeller(ctx, userId, verified);
      return {
        message: verified
          ? "Użytkownik jest teraz sprawdzonym sprzedawcą."
          : "Użytkownik nie jest już sprawdzonym sprzedawcą.",
      };
    },
  }),
  "plan-assign": assignPlanAction,
  "plan-end": endPlanAction,
  "agency-verify": defineAdminAction({
    label: "Weryfikacja agencji",
    failed: "Nie udało się zmienić weryfikacji agencji.",
    schema: agencyFlagSchema,
    async run({ agencyId, value: verified }, ctx) {
      await setAgencyVerified(ctx, agencyId, verified);
      return {
        message: verified
          ? "Agencja została zweryfikowana."
          : "Weryfikacja agencji została cofnięta.",
      };
    },
  }),
};
