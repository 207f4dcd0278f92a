import { redirect } from "react-router";
import { getAppContext } from "~/http/context";
import { signOut } from "../../server/auth/auth-forms";
import type { Route } from "./+types/sign-out";

// Signing out changes state, so only a POST (the header's form) does it; a link or a prefetch
// of GET /wyloguj just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ context, request }: Route.ActionArgs) {
  return signOut(getAppContext(context), request);
}
