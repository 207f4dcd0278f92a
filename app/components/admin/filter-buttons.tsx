import { Search } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { primaryButtonClass, secondaryButtonClass } from "../panel/form-controls";

/** A filter form's submit, and 'Wyczyść' back to the unfiltered tab while a filter is set. */
export function FilterButtons({
  filtered,
  clearTo,
  className,
}: {
  filtered: boolean;
  clearTo: string;
  className?: string;
}) {
  return (
    <div className={cn("flex gap-2", className)}>
      <button type="submit" className={primaryButtonClass}>
        <Search aria-hidden="true" className="size-4" />
        Filtruj
      </button>
      {filtered ? (
        <Link to={clearTo} className={secondaryButtonClass}>
          Wyczyść
        </Link>
      ) : null}
    </div>
  );
}
