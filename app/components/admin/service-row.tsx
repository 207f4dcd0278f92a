import { adminPath } from "@shared/admin";
import type { AdminServiceRow } from "@shared/admin-types";
import { serviceCategoryLabel } from "@shared/categories";
import { formatDate, formatServicePrice } from "@shared/format";
import { locationLabel } from "@shared/locations";
import { reportPath } from "@shared/moderation";
import { Building2, CalendarDays, Flag, MapPin, Star, Tag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../ui/badge";
import { Button, buttonClass } from "../ui/button";
import { ItemMeta, ItemViews } from "../ui/item-meta";
import { RowCard, RowDetails } from "../ui/row-card";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";

/**
 * One service of the administrator's list: its facts, the premium switch and delete, asked
 * first by the tab.
 */
export function ServiceRow({
  service,
  postUrl,
  hydrated,
  onDelete,
}: {
  service: AdminServiceRow;
  /** /admin with this page's query, so a no-JavaScript answer comes back to this tab. */
  postUrl: string;
  hydrated: boolean;
  onDelete: () => void;
}) {
  const premium = useActionFetcher(toastResult, adminPath("services"));
  const premiumLabel = service.isPremium ? "Usuń premium" : "Dodaj premium";

  return (
    <RowCard>
      <RowDetails>
        {service.isPremium ? (
          <Badge tone="brand">
            <Star aria-hidden="true" className="size-3" />
            Premium
          </Badge>
        ) : null}
        {service.isHidden ? <Badge tone="gray">Ukryta przez moderację</Badge> : null}
        <h3 className="font-semibold break-words text-gray-900">
          <Link
            to={`/usluga/${service.id}`}
            className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {service.title}
          </Link>
        </h3>
        <p className="font-bold text-brand-800">{formatServicePrice(service.priceFrom)}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <ItemMeta icon={Tag}>
            {serviceCategoryLabel(service.category) ?? service.category}
          </ItemMeta>
          <ItemMeta icon={MapPin}>{locationLabel(service.location) ?? service.location}</ItemMeta>
          <ItemViews views={service.views} />
          <ItemMeta icon={CalendarDays}>{formatDate(service.createdAt)}</ItemMeta>
        </p>
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">Firma: </span>
            {service.owner} <span className="break-all">({service.ownerEmail})</span>
          </span>
        </p>
      </RowDetails>
      {/* Premium and delete: side by side, full width on phones. */}
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-col">
        <ActionForm
          postUrl={postUrl}
          fields={{ intent: "service-premium", id: service.id, value: String(!service.isPremium) }}
          onSubmit={premium.submit}
          busy={premium.busy}
          label={`${premiumLabel}: ${service.title}`}
          className={buttonClass({ variant: "secondary", block: true })}
        >
          <Star aria-hidden="true" className="size-4" />
          {premiumLabel}
        </ActionForm>
        {service.isHidden ? null : (
          <Link
            to={reportPath("service", service.id)}
            aria-label={`Do moderacji: ${service.title}`}
            title="Zgłoś usługę do kolejki moderacji: decyzja z uzasadnieniem dla firmy"
            className={buttonClass({ variant: "secondary", block: true })}
          >
            <Flag aria-hidden="true" className="size-4" />
            Do moderacji
          </Link>
        )}
        <Button
          variant="danger-outline"
          type="button"
          onClick={onDelete}
          disabled={!hydrated}
          aria-label={`Usuń usługę: ${service.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń
        </Button>
      </div>
    </RowCard>
  );
}
