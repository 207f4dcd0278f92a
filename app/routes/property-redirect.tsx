import { redirect } from "react-router";
import type { Route } from "./+types/property-redirect";

/** /property/{id} is the old English address; /nieruchomosc/{id} is canonical. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/nieruchomosc/${encodeURIComponent(params.id)}`, 301);
}
