import { adminPath } from "@shared/admin";
import type { ServicesData } from "@shared/admin-types";
import { newServiceStart, ServiceForm } from "../panel/service-form";
import { Dialog } from "../ui/dialog";
import { Field } from "../ui/field";
import { Select } from "../ui/input";

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
    <Dialog title="Dodaj usługę dla firmy" onClose={onClose}>
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
          <Select
            id="service-owner"
            name="ownerId"
            defaultValue=""
            required
            data-autofocus
            aria-describedby={companies.length ? undefined : "service-owner-hint"}
          >
            <option value="">Wybierz firmę</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.label}
              </option>
            ))}
          </Select>
        </Field>
      </ServiceForm>
    </Dialog>
  );
}
