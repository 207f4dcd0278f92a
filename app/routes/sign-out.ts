import { signOut } from "@server/auth/auth-flows";
import { cookieHeaders } from "@server/auth/call-auth";
import { redirect } from "react-router";
import { getAppContext } from "~/http/context.server";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST (the header's form) does it; a link or a prefetch
// of GET /wyloguj just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ context, request }: Route.ActionArgs) {
  const { setCookies } = await signOut(getAppContext(context), request);
  return redirect("/", { headers: cookieHeaders(setCookies) });
}
