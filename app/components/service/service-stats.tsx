import { pluralize } from "@shared/format";
import { Building2, MessageSquare, Star } from "lucide-react";

/** The category's figures, all from the database: firms, mean of all reviews, review count. */
export function ServiceStats({
  firms,
  averageRating,
  reviewCount,
}: {
  firms: number;
  averageRating: number | null;
  reviewCount: number;
}) {
  const item = "flex items-center gap-2 rounded-lg bg-white/15 px-3 py-2 text-sm";
  return (
    <ul aria-label="Statystyki kategorii" className="flex flex-wrap gap-2">
      <li className={item}>
        <Building2 aria-hidden="true" className="size-4" />
        <span>
          <strong>{firms}</strong> {pluralize(firms, ["firma", "firmy", "firm"])}
        </span>
      </li>
      <li className={item}>
        <Star aria-hidden="true" className="size-4 fill-amber-300 text-amber-300" />
        <span>
          Średnia ocena:{" "}
          <strong>
            {averageRating == null ? "brak opinii" : averageRating.toFixed(1).replace(".", ",")}
          </strong>
        </span>
      </li>
      <li className={item}>
        <MessageSquare aria-hidden="true" className="size-4" />
        <span>
          <strong>{reviewCount}</strong> {pluralize(reviewCount, ["opinia", "opinie", "opinii"])}
        </span>
      </li>
    </ul>
  );
}
