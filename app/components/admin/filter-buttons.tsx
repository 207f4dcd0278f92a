import { Search } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button, ButtonLink } from "../ui/button";

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
      <Button type="submit">
        <Search aria-hidden="true" className="size-4" />
        Filtruj
      </Button>
      {filtered ? (
        <ButtonLink variant="secondary" to={clearTo}>
          Wyczyść
        </ButtonLink>
      ) : null}
    </div>
  );
}
