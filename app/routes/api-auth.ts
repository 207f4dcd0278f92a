import { withClientIp } from "@server/auth/client-ip";
import { getAppContext } from "~/http/context.server";
import type { Route } from "./+types/api-auth";

// better-auth's own endpoints (/api/auth/*): e-mail links, OAuth callbacks, sign-out.
async function handle({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { auth, clientIp } = getAppContext(context);
  return auth.handler(withClientIp(request, clientIp));
}

export const loader = handle;
export const action = handle;
