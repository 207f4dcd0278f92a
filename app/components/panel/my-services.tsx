import { Eye, MapPin, Pencil, Plus, Star, Tag, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { serviceCategoryLabel } from "~/lib/categories";
import { formatCount, formatServicePrice, pluralize } from "~/lib/format";
import { locationLabel } from "~/lib/locations";
import type { PanelActionResult } from "~/lib/panel";
import { type OwnService, SERVICE_TEXT, type ServiceForEdit } from "~/lib/service-schemas";
import { STOCK_SERVICE_IMAGE, safeImageSrc } from "~/lib/urls";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../profile/form-parts";
import { Badge } from "../ui/badge";
import { toast } from "../ui/toast";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { primaryButtonClass, secondaryButtonClass } from "./form-controls";
import { OwnItemActions, OwnItemsEmpty, OwnItemsHeader } from "./own-items";
import { PanelDialog } from "./panel-dialog";
import { editServiceStart, newServiceStart, ServiceForm } from "./service-form";
import { usePanelFetcher } from "./use-panel-fetcher";

const SERVICES_URL = "/panel?tab=services";

/**
 * 'Moje usługi': the user's services with edit and delete and the add dialog.
 * `?tab=services&edit={id}` opens a service's form (the loader reads it).
 */
export function MyServices({
  services,
  editing,
  profilePhone,
  result,
}: {
  services: OwnService[];
  editing: ServiceForEdit | null;
  profilePhone: string;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OwnService | null>(null);
  const editMissing = !!searchParams.get("edit") && !editing;

  /** Back to the plain tab URL (drops `edit`), without scrolling to the top. */
  function toServicesUrl() {
    if (`${location.pathname}${location.search}` !== SERVICES_URL) {
      navigate(SERVICES_URL, { replace: true, preventScrollReset: true });
    }
  }

  const deleter = usePanelFetcher((answer) => {
    if (answer.ok) {
      toast.success(answer.title, { description: answer.message });
      setDeleting(null);
    } else {
      toast.error(answer.title, { description: answer.message });
    }
  });

  const noJsResult = result?.intent.startsWith("service-") ? result : undefined;

  return (
    <section aria-labelledby="my-services-heading" className="space-y-5">
      <OwnItemsHeader
        headingId="my-services-heading"
        title="Moje usługi"
        count={services.length}
        forms={["usługa", "usługi", "usług"]}
      >
        <button
          type="button"
          onClick={() => setAdding(true)}
          disabled={!hydrated}
          className={primaryButtonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
          Dodaj usługę
        </button>
      </OwnItemsHeader>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}
      {editMissing ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Nie znaleziono usługi do edycji albo nie należy ona do Ciebie.
        </p>
      ) : null}

      {services.length ? (
        <ul className="space-y-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceRow
                service={service}
                onDelete={() => setDeleting(service)}
                canDelete={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : (
        <OwnItemsEmpty
          title="Nie masz jeszcze usług"
          message="Dodaj pierwszą usługę, aby pokazać ją mieszkańcom okolicy."
        />
      )}

      {hydrated && adding ? (
        <PanelDialog title="Dodaj usługę" onClose={() => setAdding(false)}>
          <ServiceForm
            start={newServiceStart(profilePhone)}
            onCancel={() => setAdding(false)}
            onSaved={() => setAdding(false)}
          />
        </PanelDialog>
      ) : null}

      {hydrated && editing && !adding ? (
        <PanelDialog key={editing.id} title="Edytuj usługę" onClose={toServicesUrl}>
          <ServiceForm
            start={editServiceStart(editing)}
            onCancel={toServicesUrl}
            onSaved={toServicesUrl}
          />
        </PanelDialog>
      ) : null}

      {hydrated && deleting ? (
        <ConfirmDeleteDialog
          title={SERVICE_TEXT.deleteConfirmTitle}
          text={SERVICE_TEXT.deleteConfirmText}
          itemTitle={deleting.title}
          busy={deleter.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const form = new FormData();
            form.set("intent", "service-delete");
            form.set("id", deleting.id);
            deleter.submit(form);
          }}
        />
      ) : null}
    </section>
  );
}

function ServiceRow({
  service,
  onDelete,
  canDelete,
}: {
  service: OwnService;
  onDelete: () => void;
  canDelete: boolean;
}) {
  return (
    <article className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex sm:items-center">
      <img
        src={safeImageSrc(service.imageUrl) ?? STOCK_SERVICE_IMAGE}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-gray-100 object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap gap-1">
          {service.isPremium ? <Badge tone="brand">Premium</Badge> : null}
          {service.isVerified ? <Badge tone="green">Zweryfikowana</Badge> : null}
        </div>
        <h3 className="font-semibold break-words text-gray-900">
          <Link
            to={`/usluga/${service.id}`}
            className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {service.title}
          </Link>
        </h3>
        <p className="font-bold text-brand-800 sm:text-lg">
          {formatServicePrice(service.priceFrom)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <Tag aria-hidden="true" className="size-4" />
            {serviceCategoryLabel(service.category) ?? service.category}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {locationLabel(service.location) ?? service.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {formatCount(service.views)}{" "}
            {pluralize(service.views, ["wyświetlenie", "wyświetlenia", "wyświetleń"])}
          </span>
          {service.rating != null && service.reviewCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4" />
              {service.rating.toFixed(1).replace(".", ",")} ({formatCount(service.reviewCount)}{" "}
              {pluralize(service.reviewCount, ["opinia", "opinie", "opinii"])})
            </span>
          ) : null}
        </p>
      </div>
      <OwnItemActions>
        <Link
          to={`${SERVICES_URL}&edit=${service.id}`}
          preventScrollReset
          aria-label={`Edytuj usługę: ${service.title}`}
          className={secondaryButtonClass}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edytuj
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={!canDelete}
          aria-label={`Usuń usługę: ${service.title}`}
          className={`${secondaryButtonClass} text-red-700 hover:bg-red-50`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń
        </button>
      </OwnItemActions>
    </article>
  );
}
