import { grantRole, revokeRole } from "@server/admin/user-roles.ts";
import { setAgencyVerified, setUserActive, setVerifiedSeller } from "@server/admin/user-status.ts";
import type { DomainContext } from "@server/auth/actor.ts";
import {
  agencyFlagSchema,
  userFlagSchema,
  userRoleSchema,
  userSchema,
} from "@shared/admin-schemas";
import { ROLE_LABELS, type Role } from "@shared/roles";
import { assignPlanAction, endPlanAction } from "./account-plan-actions.server.ts";
import { type AdminActions, defineAdminAction, flagAdminAction } from "./admin-action.server.ts";

const ROLES_FAILED = "Nie udało się zmienić ról użytkownika.";
const STATUS_FAILED = "Nie udało się zmienić statusu konta.";

/** Granting or revoking a role, answered with the role's name after `done`. */
function roleAction(
  label: string,
  change: (ctx: DomainContext, userId: string, role: Role) => Promise<{ role: Role }>,
  done: string,
) {
  return defineAdminAction({
    label,
    failed: ROLES_FAILED,
    schema: userRoleSchema,
    async run({ userId, role }, ctx) {
      const changed = await change(ctx, userId, role);
      return { message: `${done} ${ROLE_LABELS[changed.role]}.` };
    },
  });
}

/** Activating or deactivating an account. */
function activityAction(label: string, active: boolean, message: string) {
  return defineAdminAction({
    label,
    failed: STATUS_FAILED,
    schema: userSchema,
    async run({ userId }, ctx) {
      await setUserActive(ctx, userId, active);
      return { message };
    },
  });
}

/**
 * The users tab's actions (users-tab.tsx): roles, activation, the verified-seller mark, an
 * owned agency's verification and the account's plan. Each form names the user (`userId`), the
 * agency (`agencyId`) or the assigned plan (`id`).
 */
export const USER_ADMIN_ACTIONS: AdminActions = {
  "user-role-add": roleAction("Dodanie roli", grantRole, "Dodano rolę"),
  "user-role-remove": roleAction("Odebranie roli", revokeRole, "Usunięto rolę"),
  "user-deactivate": activityAction("Dezaktywacja konta", false, "Konto zostało dezaktywowane."),
  "user-activate": activityAction("Aktywacja konta", true, "Konto zostało aktywowane."),
  "user-verified-seller": flagAdminAction(
    userFlagSchema,
    {
      label: "Status sprawdzonego sprzedawcy",
      failed: "Nie udało się zmienić statusu sprzedawcy.",
      set: "Użytkownik jest teraz sprawdzonym sprzedawcą.",
      cleared: "Użytkownik nie jest już sprawdzonym sprzedawcą.",
    },
    ({ userId, value }, ctx) => setVerifiedSeller(ctx, userId, value),
  ),
  "plan-assign": assignPlanAction,
  "plan-end": endPlanAction,
  "agency-verify": flagAdminAction(
    agencyFlagSchema,
    {
      label: "Weryfikacja agencji",
      failed: "Nie udało się zmienić weryfikacji agencji.",
      set: "Agencja została zweryfikowana.",
      cleared: "Weryfikacja agencji została cofnięta.",
    },
    ({ agencyId, value }, ctx) => setAgencyVerified(ctx, agencyId, value),
  ),
};
