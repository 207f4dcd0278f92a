import { SearchX } from "lucide-react";
import { Link } from "react-router";

export function EmptyState({
  title,
  message,
  linkTo = "/",
  linkLabel = "Wróć na stronę główną",
}: {
  title: string;
  message?: string;
  linkTo?: string;
  linkLabel?: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-gray-300" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      {message ? <p className="mt-2 max-w-md text-gray-600">{message}</p> : null}
      <Link
        to={linkTo}
        className="mt-6 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {linkLabel}
      </Link>
    </div>
  );
}
