import { SERVICE_TEXT } from "@shared/service-schemas";
import { admittedPhotoFiles } from "~/http/form-photos";
import { parseServiceForm } from "~/http/service-form";
import { findCompanyOwner, setServicePremium } from "../../../server/admin/service-admin.ts";
import { requireAdministrator } from "../../../server/auth/actor.ts";
import { createService, deleteService } from "../../../server/services/save-service.ts";
import { type AdminActions, FormRejectedError, formFlag, formText } from "./admin-action.ts";

/** The services tab's actions (/admin?tab=services). */
export const SERVICE_ADMIN_ACTIONS: AdminActions = {
  "service-premium": {
    label: "Premium usługi",
    failed: "Nie udało się zaktualizować statusu premium.",
    async run(form, ctx) {
      // Others are refused before the form is judged.
      requireAdministrator(ctx);
      const id = formText(form, "id");
      const isPremium = formFlag(form);
      await setServicePremium(ctx, id, isPremium);
      return {
        id,
        message: isPremium ? "Usługa otrzymała status premium." : "Usługa straciła status premium.",
      };
    },
  },
  "service-delete": {
    label: "Usunięcie usługi",
    failed: SERVICE_TEXT.deleteFailed,
    async run(form, ctx) {
      const id = formText(form, "id");
      await deleteService(ctx, id, { fromAdmin: true });
      return { id, message: SERVICE_TEXT.deleted };
    },
  },
  /** A service for a company's account: the company's own form, with the account chosen. */
  "service-create": {
    label: "Dodanie usługi",
    failed: SERVICE_TEXT.addFailed,
    async run(form, ctx) {
      // The owner first: it refuses non-administrators before anything is parsed or stored.
      const owner = await findCompanyOwner(ctx, formText(form, "ownerId"));
      const parsed = parseServiceForm(form);
      if (!parsed.ok) throw new FormRejectedError(parsed.fieldErrors);
      const files = await admittedPhotoFiles(form, ctx, parsed.photos);
      const { id } = await createService(ctx, parsed.values, parsed.photos, files, owner);
      return { id, message: SERVICE_TEXT.added };
    },
  },
};
