import { Link } from "react-router";

type Props = { code?: number; title: string; message: string; action?: React.ReactNode };

/** A friendly full-width message for errors and missing pages. */
export function ErrorPage({ code, title, message, action }: Props) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {code ? (
        <p className="text-6xl font-black text-brand-600 tabular-nums" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-600">{message}</p>
      <div className="mt-8">
        {action ?? (
          <Link
            to="/"
            className="inline-flex items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Wróć na stronę główną
          </Link>
        )}
      </div>
    </section>
  );
}
