import { adminPath } from "@shared/admin";
import type { AdminServiceRow, ServicesData } from "@shared/admin-types";
import { SERVICE_CATEGORIES } from "@shared/categories";
import { formatCount, pluralize } from "@shared/format";
import { MODERATION_TEXT } from "@shared/moderation";
import type { PanelActionResult } from "@shared/panel";
import { SERVICE_TEXT } from "@shared/service-schemas";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyNote } from "../ui/empty-list";
import { Input, Select } from "../ui/input";
import { Pagination } from "../ui/pagination";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { FilterButtons } from "./filter-buttons";
import { ServiceAddDialog } from "./service-add-dialog";
import { ServiceRow } from "./service-row";

/**
 * /admin/services: every service with a GET filter form (title words, category), premium
 * on/off and delete per row, and adding a service for a company. Changes go through fetchers
 * to /admin; the list refreshes as the loaders revalidate.
 */
export function ServicesTab({
  data,
  result,
}: {
  data: ServicesData;
  result: PanelActionResult | undefined;
}) {
  const { services, total, page, pageCount, filters, companies } = data;
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminServiceRow | null>(null);
  const deleter = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setDeleting(null);
  }, adminPath("services"));

  const filtered = !!(filters.q || filters.category);
  const noJsResult = result?.intent.startsWith("service-") ? result : undefined;

  return (
    <section aria-labelledby="admin-services-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-services-heading" className="text-xl font-semibold text-gray-900">
            Usługi
          </h2>
          <p className="text-sm text-gray-600">
            {formatCount(total)} {pluralize(total, ["usługa", "usługi", "usług"])}
          </p>
        </div>
        <Button type="button" onClick={() => setAdding(true)} disabled={!hydrated}>
          <Plus aria-hidden="true" className="size-4" />
          Dodaj usługę
        </Button>
      </div>

      <Form
        method="get"
        role="search"
        aria-label="Filtry usług"
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="block text-sm font-medium text-gray-800">
          Szukaj
          <Input
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Nazwa usługi"
            className="mt-1"
          />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Kategoria
          <Select name="category" defaultValue={filters.category} className="mt-1">
            <option value="">Wszystkie</option>
            {SERVICE_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </label>
        <FilterButtons filtered={filtered} clearTo={adminPath("services")} />
      </Form>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}

      {services.length ? (
        <ul className="space-y-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceRow
                service={service}
                postUrl={`${adminPath("services")}${search}`}
                hydrated={hydrated}
                onDelete={() => setDeleting(service)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>
          {filtered ? "Brak usług pasujących do filtrów." : "Nie ma jeszcze żadnych usług."}
        </EmptyNote>
      )}

      <Pagination page={page} pageCount={pageCount} />

      {hydrated && adding ? (
        <ServiceAddDialog companies={companies} onClose={() => setAdding(false)} />
      ) : null}

      {hydrated && deleting ? (
        <ConfirmDialog
          title={SERVICE_TEXT.deleteConfirmTitle}
          text={SERVICE_TEXT.deleteConfirmText}
          itemTitle={deleting.title}
          note={MODERATION_TEXT.housekeepingContent}
          busy={deleter.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => void deleter.post("service-delete", { id: deleting.id })}
        />
      ) : null}
    </section>
  );
}
