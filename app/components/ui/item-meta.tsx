import { formatCount, pluralize } from "@shared/format";
import { Eye, type LucideIcon } from "lucide-react";

/** One fact in a row's line under the price, with its icon. */
export function ItemMeta({
  icon: Icon,
  children,
}: {
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

/** How many times the item's page was seen. */
export function ItemViews({ views }: { views: number }) {
  return (
    <ItemMeta icon={Eye}>
      {formatCount(views)} {pluralize(views, ["wyświetlenie", "wyświetlenia", "wyświetleń"])}
    </ItemMeta>
  );
}
