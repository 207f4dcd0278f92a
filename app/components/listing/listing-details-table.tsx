import type { ListingDetail } from "~/lib/listing-details";

/** "Szczegóły": every known parameter of the listing as a definition list (rows from the loader). */
export function ListingDetailsTable({ details }: { details: readonly ListingDetail[] }) {
  if (!details.length) return null;
  return (
    <section aria-labelledby="details-heading" className="mt-8">
      <h2 id="details-heading" className="text-xl font-semibold">
        Szczegóły
      </h2>
      <dl className="mt-3 grid border-t border-gray-200 sm:grid-cols-2 sm:gap-x-8">
        {details.map((row) => (
          <div
            key={row.label}
            className="flex justify-between gap-4 border-b border-gray-200 py-2.5 text-sm"
          >
            <dt className="text-gray-600">{row.label}</dt>
            <dd className="text-right font-medium text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
