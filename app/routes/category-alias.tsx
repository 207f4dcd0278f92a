import { redirect } from "react-router";
import type { Route } from "./+types/category-alias";

/** /lokale and /komercyjne (with or without a location) are old names of /komercja. */
export function loader({ url, params }: Route.LoaderArgs) {
  const path = params.location ? `/komercja/${params.location}` : "/komercja";
  return redirect(`${path}${url.search}`, 301);
}
