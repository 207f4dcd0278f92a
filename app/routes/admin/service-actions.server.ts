import { findCompanyOwner, setServicePremium } from "@server/admin/service-admin.ts";
import { deleteService, saveService } from "@server/services/save-service.ts";
import { adminServiceSchema, rowFlagSchema, rowSchema } from "@shared/admin-schemas";
import { SERVICE_TEXT } from "@shared/service-schemas";
import { admittedPhotoFiles } from "~/http/form-photos.server";
import { type AdminActions, defineAdminAction, flagAdminAction } from "./admin-action.server.ts";

/** The services tab's actions (/admin?tab=services). */
export const SERVICE_ADMIN_ACTIONS: AdminActions = {
  "service-premium": flagAdminAction(
    rowFlagSchema,
    {
      label: "Premium usługi",
      failed: "Nie udało się zaktualizować statusu premium.",
      set: "Usługa otrzymała status premium.",
      cleared: "Usługa straciła status premium.",
    },
    ({ id, value }, ctx) => setServicePremium(ctx, id, value),
  ),
  "service-delete": defineAdminAction({
    label: "Usunięcie usługi",
    failed: SERVICE_TEXT.deleteFailed,
    schema: rowSchema,
    async run({ id }, ctx) {
      await deleteService(ctx, id, { fromAdmin: true });
      return { id, message: SERVICE_TEXT.deleted };
    },
  }),
  /**
   * A service for a company's account: the company's own form (its schema refuses the fields at
   * the dialog's fields), then the account chosen, which must be an active company's.
   */
  "service-create": defineAdminAction({
    label: "Dodanie usługi",
    failed: SERVICE_TEXT.addFailed,
    schema: adminServiceSchema,
    async run({ ownerId, id: _id, photos, ...values }, ctx, form) {
      const owner = await findCompanyOwner(ctx, ownerId);
      const files = await admittedPhotoFiles(form, ctx, photos);
      const { id } = await saveService(ctx, { values, photos, files, owner });
      return { id, message: SERVICE_TEXT.added };
    },
  }),
};
