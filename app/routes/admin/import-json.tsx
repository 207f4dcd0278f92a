import { JsonImport } from "~/components/admin/import-json";
import { ImportTab } from "~/components/admin/import-tab";
import type { Route } from "./+types/import-json";
import { adminAction, signedOutImport } from "./admin-action.server";
import { IMPORT_ADMIN_ACTIONS } from "./import-actions.server";

/** /admin/import/json: a feed pasted or uploaded; the layout's loader lets only administrators in. */
const importAction = adminAction(IMPORT_ADMIN_ACTIONS);

export async function action(args: Route.ActionArgs) {
  return (await signedOutImport(args.context, args.request)) ?? importAction(args);
}

export default function AdminImportJson({ actionData }: Route.ComponentProps) {
  return (
    <ImportTab section="json">
      <JsonImport result={actionData} />
    </ImportTab>
  );
}
