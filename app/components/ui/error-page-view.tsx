import { ButtonLink } from "./button";

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
          <ButtonLink to="/" size="lg">
            Wróć na stronę główną
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
