import { moderationFigures, moderationFiguresCsv } from "@server/moderation/transparency.ts";
import { polishDay } from "@shared/format";
import { PRIVATE_DOWNLOAD_HEADERS } from "~/http/cache-headers.server";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext, requireRole } from "~/http/guards.server";
import type { Route } from "./+types/admin-moderation-figures";

export const action = () => methodNotAllowed("GET");

/**
 * GET /admin/przejrzystosc.csv: the dashboard's notice-and-action figures of the last 12 months
 * as a CSV for Polish Excel. Outside the admin layout (a file, not a screen), so it turns
 * visitors to sign in and others away itself, as the layout would.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, "administrator");
  const figures = await moderationFigures(await getDomainContext(context, request));
  return new Response(moderationFiguresCsv(figures), {
    headers: {
      ...PRIVATE_DOWNLOAD_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="okolica-przejrzystosc-${polishDay()}.csv"`,
    },
  });
}
