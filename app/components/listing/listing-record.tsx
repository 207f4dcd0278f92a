import { formatDate, formatQuantity } from "@shared/format";
import { Eye } from "lucide-react";

/**
 * The short number a caller can read out: the first 8 characters of the listing's UUID, stable
 * for its lifetime and the start of its address (/nieruchomosc/{id}), so it needs no column.
 */
function listingNumber(id: string): string {
  return id.slice(0, 8);
}

/**
 * The listing's record in small print: its number, when it was added and last refreshed
 * (published again for a lifetime: server/listings/listing-lifetime.ts), and how many visitors
 * have seen it.
 */
export function ListingRecord({
  id,
  createdAt,
  refreshedAt,
  views,
}: {
  id: string;
  createdAt: Date | string;
  refreshedAt: Date | string;
  views: number;
}) {
  const entries = [
    ["Nr ogłoszenia", listingNumber(id)],
    ["Dodano", formatDate(createdAt)],
    ["Odświeżono", formatDate(refreshedAt)],
  ] as const;
  return (
    <div className="mt-4 border-t border-gray-100 pt-3 text-sm text-gray-500">
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {entries.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd className="font-medium text-gray-700">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 flex items-center gap-1">
        <Eye aria-hidden="true" className="size-4" />
        {formatQuantity(views, ["wyświetlenie", "wyświetlenia", "wyświetleń"])}
      </p>
    </div>
  );
}
