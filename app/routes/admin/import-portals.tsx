import { searchablePortals } from "@server/import/portal-import.ts";
import { PortalImport } from "~/components/admin/import-portals";
import { ImportTab } from "~/components/admin/import-tab";
import type { Route } from "./+types/import-portals";
import { adminContext } from "./admin-context.server";

/** /admin/import/portals: the portals whose search pages can be imported (POST /api/…). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await adminContext(context, request);
  return { portals: searchablePortals() };
}

export default function AdminImportPortals({ loaderData }: Route.ComponentProps) {
  return (
    <ImportTab section="portals">
      <PortalImport portals={loaderData.portals} />
    </ImportTab>
  );
}
