import { redirect } from "react-router";

/** /profile is the English spelling of /profil. */
export function loader() {
  return redirect("/profil", 301);
}
