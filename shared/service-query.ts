import { findServiceCategoryBySlug, SERVICE_CATEGORIES } from "./categories";
import { isLocationSlug } from "./locations";
import { parsePage, parseServiceSort } from "./sorting";

/** The filters of /uslugi and /usluga/{slug} from the query string; unknown values are ignored. */
export function parseServiceQuery(params: URLSearchParams) {
  const categoryParam = params.get("category") ?? "";
  const category =
    SERVICE_CATEGORIES.find((c) => c.value === categoryParam)?.value ??
    findServiceCategoryBySlug(categoryParam)?.value;
  const locationParam = params.get("location") ?? "";
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  return {
    category,
    location: isLocationSlug(locationParam) ? locationParam : undefined,
    q: q || undefined,
    sort: parseServiceSort(params.get("sort")),
    page: parsePage(params.get("page")),
  };
}
