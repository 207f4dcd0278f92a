import { listModerationQueue } from "@server/moderation/moderation-queue.ts";
import { listOpenAppeals } from "@server/moderation/statement.ts";
import type { ModerationData } from "@shared/admin-types";
import { ModerationTab } from "~/components/admin/moderation-tab";
import type { Route } from "./+types/moderation";
import { adminAction } from "./admin-action.server";
import { adminContext } from "./admin-context.server";
import { MODERATION_ADMIN_ACTIONS } from "./moderation-actions.server";

/** /admin/moderation: the reports grouped by item, oldest first, and the appeals waiting. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<ModerationData> {
  const ctx = await adminContext(context, request);
  const [queue, appeals] = await Promise.all([listModerationQueue(ctx), listOpenAppeals(ctx)]);
  return { ...queue, appeals, adminId: ctx.actor?.id ?? null };
}

export const action = adminAction(MODERATION_ADMIN_ACTIONS);

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  return <ModerationTab data={loaderData} />;
}
