import { adminPath } from "@shared/admin";
import type { ServicesData } from "~/routes/admin/services";
import { Field, selectClass } from "../panel/form-controls";
import { PanelDialog } from "../panel/panel-dialog";
import { newServiceStart, ServiceForm } from "../panel/service-form";

/**
 * 'Dodaj usługę dla firmy': the company's own service form, posted to /admin/services, with the company
 * account chosen first (the server checks that it is an active company).
 */
export function ServiceAddDialog({
  companies,
  onClose,
}: {
  companies: ServicesData["companies"];
  onClose: () => void;
}) {
  return (
    <PanelDialog title="Dodaj usługę dla firmy" onClose={onClose}>
      <ServiceForm
        start={newServiceStart("")}
        action={adminPath("services")}
        intent="service-create"
        onCancel={onClose}
        onSaved={onClose}
      >
        <Field
          id="service-owner"
          label="Firma"
          hint={companies.length ? undefined : "Nie ma aktywnych kont firm usługowych."}
        >
          <select
            id="service-owner"
            name="ownerId"
            defaultValue=""
            required
            data-autofocus
            aria-describedby={companies.length ? undefined : "service-owner-hint"}
            className={selectClass}
          >
            <option value="">Wybierz firmę</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.label}
              </option>
            ))}
          </select>
        </Field>
      </ServiceForm>
    </PanelDialog>
  );
}
