import type { PlanUsage } from "@shared/account-plans";
import { serviceCategoryLabel } from "@shared/categories";
import { formatCount, formatServicePrice, pluralize } from "@shared/format";
import { locationLabel } from "@shared/locations";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import { type OwnService, SERVICE_TEXT, type ServiceForEdit } from "@shared/service-schemas";
import { STOCK_SERVICE_IMAGE } from "@shared/urls";
import { MapPin, Star, Tag } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { Badge } from "../ui/badge";
import { Dialog } from "../ui/dialog";
import { ItemMeta, ItemViews } from "../ui/item-meta";
import { type OwnItemsPage, OwnItemsSection, type OwnItemView, useBackToTab } from "./own-items";
import { PlanUsageNote } from "./plan-usage";
import { editServiceStart, newServiceStart, ServiceForm } from "./service-form";

const SERVICES_URL = panelPath("services");

/**
 * 'Moje usługi': the user's services, searched and paged, with edit and delete and the add dialog.
 * `?edit={id}` opens a service's form (the loader reads it).
 */
export function MyServices({
  services,
  list,
  editing,
  profilePhone,
  plan,
  result,
}: {
  services: OwnService[];
  list: OwnItemsPage;
  editing: ServiceForEdit | null;
  profilePhone: string;
  /** The account's plan and how many services it uses of it. */
  plan: PlanUsage;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const toServicesUrl = useBackToTab(SERVICES_URL);
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const editMissing = !!searchParams.get("edit") && !editing;

  return (
    <OwnItemsSection
      kind="service"
      noun="usługę"
      tabUrl={SERVICES_URL}
      heading={{
        id: "my-services-heading",
        title: "Moje usługi",
        forms: ["usługa", "usługi", "usług"],
      }}
      items={services}
      list={list}
      view={serviceView}
      stockImage={() => STOCK_SERVICE_IMAGE}
      hydrated={hydrated}
      result={result}
      editMissing={
        editMissing ? "Nie znaleziono usługi do edycji albo nie należy ona do Ciebie." : null
      }
      plan={<PlanUsageNote usage={plan} kind="services" />}
      addLabel="Dodaj usługę"
      onAdd={() => setAdding(true)}
      empty={{
        title: "Nie masz jeszcze usług",
        message: "Dodaj pierwszą usługę, aby pokazać ją mieszkańcom okolicy.",
      }}
      deleteText={SERVICE_TEXT}
    >
      {hydrated && adding ? (
        <Dialog title="Dodaj usługę" onClose={() => setAdding(false)}>
          <ServiceForm
            start={newServiceStart(profilePhone)}
            onCancel={() => setAdding(false)}
            onSaved={() => setAdding(false)}
          />
        </Dialog>
      ) : null}

      {hydrated && editing && !adding ? (
        <Dialog key={editing.id} title="Edytuj usługę" onClose={toServicesUrl}>
          <ServiceForm
            start={editServiceStart(editing)}
            onCancel={toServicesUrl}
            onSaved={toServicesUrl}
          />
        </Dialog>
      ) : null}
    </OwnItemsSection>
  );
}

function serviceView(service: OwnService): OwnItemView {
  return {
    href: `/usluga/${service.id}`,
    price: formatServicePrice(service.priceFrom),
    badges: (
      <>
        {service.isHidden ? <Badge tone="gray">Ukryta przez moderację</Badge> : null}
        {service.isPremium ? <Badge tone="brand">Premium</Badge> : null}
        {service.isVerified ? <Badge tone="green">Zweryfikowana</Badge> : null}
      </>
    ),
    meta: (
      <>
        <ItemMeta icon={Tag}>{serviceCategoryLabel(service.category) ?? service.category}</ItemMeta>
        <ItemMeta icon={MapPin}>{locationLabel(service.location) ?? service.location}</ItemMeta>
        <ItemViews views={service.views} />
        {service.rating != null && service.reviewCount > 0 ? (
          <ItemMeta icon={Star}>
            {service.rating.toFixed(1).replace(".", ",")} ({formatCount(service.reviewCount)}{" "}
            {pluralize(service.reviewCount, ["opinia", "opinie", "opinii"])})
          </ItemMeta>
        ) : null}
      </>
    ),
  };
}
