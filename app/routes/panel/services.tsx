import { MyServices } from "~/components/panel/my-services";
import { getServiceForEdit, listOwnServices } from "../../../server/services/save-service";
import type { Route } from "./+types/services";
import { photoWriteContext, readPanelPost, requirePanelTab, unknownIntent } from "./panel-request";
import { deleteServiceForm, saveServiceForm } from "./service-forms";

/** 'Moje usługi': `?edit={id}` opens that service's form. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = await requirePanelTab(context, request, "services");
  const editId = url.searchParams.get("edit");
  const [services, editing] = await Promise.all([
    listOwnServices(ctx),
    editId ? getServiceForEdit(ctx, editId).catch(() => null) : null,
  ]);
  return { services, editing, profilePhone: ctx.actor.profile?.phone ?? "" };
}

/** Save (add or edit) and delete; save-service.ts decides who may. */
export async function action(args: Route.ActionArgs) {
  const post = await readPanelPost(args, photoWriteContext);
  if (!post.ok) return post.answer;
  const { form, intent, ctx, log } = post;
  switch (intent) {
    case "service-save":
      return saveServiceForm(form, ctx, log);
    case "service-delete":
      return deleteServiceForm(form, ctx, log);
    default:
      return unknownIntent(intent);
  }
}

export default function ServicesTab({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MyServices
      services={loaderData.services}
      editing={loaderData.editing}
      profilePhone={loaderData.profilePhone}
      result={actionData}
    />
  );
}
