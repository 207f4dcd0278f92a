import { rowFlagSchema, rowSchema, serviceOwnerSchema } from "@shared/admin-schemas";
import { SERVICE_TEXT } from "@shared/service-schemas";
import { admittedPhotoFiles } from "~/http/form-photos";
import { parseServiceForm } from "~/http/service-form";
import { findCompanyOwner, setServicePremium } from "../../../server/admin/service-admin.ts";
import { createService, deleteService } from "../../../server/services/save-service.ts";
import { type AdminActions, defineAdminAction, FormRejectedError } from "./admin-action.ts";

/** The services tab's actions (/admin?tab=services). */
export const SERVICE_ADMIN_ACTIONS: AdminActions = {
  "service-premium": defineAdminAction({
    label: "Premium usługi",
    failed: "Nie udało się zaktualizować statusu premium.",
    schema: rowFlagSchema,
    async run({ id, value: isPremium }, ctx) {
      await setServicePremium(ctx, id, isPremium);
      return {
        id,
        message: isPremium ? "Usługa otrzymała status premium." : "Usługa straciła status premium.",
      };
    },
  }),
  "service-delete": defineAdminAction({
    label: "Usunięcie usługi",
    failed: SERVICE_TEXT.deleteFailed,
    schema: rowSchema,
    async run({ id }, ctx) {
      await deleteService(ctx, id, { fromAdmin: true });
      return { id, message: SERVICE_TEXT.deleted };
    },
  }),
  /** A service for a company's account: the company's own form, with the account chosen. */
  "service-create": defineAdminAction({
    label: "Dodanie usługi",
    failed: SERVICE_TEXT.addFailed,
    schema: serviceOwnerSchema,
    async run({ ownerId }, ctx, form) {
      // The owner first: an account that is not a company's is refused before the fields.
      const owner = await findCompanyOwner(ctx, ownerId);
      const parsed = parseServiceForm(form);
      if (!parsed.ok) throw new FormRejectedError(parsed.fieldErrors);
      const files = await admittedPhotoFiles(form, ctx, parsed.photos);
      const { id } = await createService(ctx, parsed.values, parsed.photos, files, owner);
      return { id, message: SERVICE_TEXT.added };
    },
  }),
};
