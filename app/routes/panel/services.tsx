import { getPlanUsage } from "@server/plans/account-plan";
import { listOwnServices } from "@server/services/own-services";
import { getServiceForEdit } from "@server/services/save-service";
import { parseOwnItemsQuery } from "@shared/own-items-query";
import { formatPhone } from "@shared/phone";
import { MyServices } from "~/components/panel/my-services";
import { screenAction } from "~/http/screen-action.server";
import type { Route } from "./+types/services";
import { editable, photoWriteContext, requirePanelTab } from "./panel-request.server";
import { SERVICE_PANEL_ACTIONS } from "./service-forms.server";

/** 'Moje usługi': `?q=` and `?page=` choose what the list shows, `?edit={id}` opens a service's form. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "services");
  const editId = url.searchParams.get("edit");
  const query = parseOwnItemsQuery(url.searchParams);
  const [own, editing, plan] = await Promise.all([
    listOwnServices(ctx, query),
    editId ? editable(getServiceForEdit(ctx, editId)) : null,
    getPlanUsage(ctx.db, ctx.actor.id),
  ]);
  return {
    services: own.items,
    list: { query: { ...query, page: own.page }, total: own.total, pageCount: own.pageCount },
    editing,
    // As people read it; the form's schema stores it as E.164 again.
    profilePhone: ctx.actor.profile?.phone ? formatPhone(ctx.actor.profile.phone) : "",
    plan,
  };
}

/** Save (add or edit) and delete; save-service.ts decides who may. */
export const action = screenAction(SERVICE_PANEL_ACTIONS, photoWriteContext);

export default function ServicesTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyServices
      services={loaderData.services}
      list={loaderData.list}
      editing={loaderData.editing}
      profilePhone={loaderData.profilePhone}
      plan={loaderData.plan}
      result={actionData}
    />
  );
}
