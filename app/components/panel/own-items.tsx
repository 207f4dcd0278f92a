import { FolderOpen } from "lucide-react";
import { formatCount, pluralize } from "~/lib/format";

/** The heading of 'Moje ogłoszenia' / 'Moje usługi' with its count and its buttons. */
export function OwnItemsHeader({
  headingId,
  title,
  count,
  forms,
  children,
}: {
  headingId: string;
  title: string;
  count: number;
  forms: readonly [string, string, string];
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">
          {formatCount(count)} {pluralize(count, forms)}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">{children}</div>
    </div>
  );
}

export function OwnItemsEmpty({ title, message }: { title: string; message: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <FolderOpen aria-hidden="true" className="size-12 text-gray-300" />
      <h3 className="mt-4 text-lg font-semibold text-gray-900">{title}</h3>
      <p className="mt-2 max-w-md text-gray-600">{message}</p>
    </div>
  );
}

/** Edit and delete of one row: side by side, full width on phones. */
export function OwnItemActions({ children }: { children: React.ReactNode }) {
  return (
    <div className="col-span-2 grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-col">{children}</div>
  );
}
