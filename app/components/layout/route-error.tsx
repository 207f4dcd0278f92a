import { isRouteErrorResponse } from "react-router";
import { ErrorPage } from "../ui/error-page";

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/**
 * An error page's title and noindex, for the meta of the route whose boundary shows it (the
 * root's, a layout's, the listing page's): React Router uses that route's meta alone.
 */
export function routeErrorMeta(error: unknown) {
  const status = statusOf(error);
  const title =
    status === 404
      ? "Nie znaleziono strony"
      : status === 403
        ? "Brak uprawnień"
        : status === 503
          ? "Serwis chwilowo niedostępny"
          : "Błąd";
  return [{ title: `${title} | Okolica` }, { name: "robots", content: "noindex" }];
}

/**
 * What an error boundary shows, in Polish: the root's for every page, and the panel's, the admin
 * panel's and the listing page's, whose header and tabs stay around it.
 */
export function RouteError({ error }: { error: unknown }) {
  const status = statusOf(error);
  if (status === 404) {
    return (
      <ErrorPage
        code={404}
        title="Ups! Nie znaleziono strony"
        message="Strona, której szukasz, nie istnieje lub została przeniesiona."
      />
    );
  }
  if (status === 403) {
    return (
      <ErrorPage
        code={403}
        title="Brak uprawnień"
        message="Nie masz wystarczających uprawnień do wyświetlenia tej strony."
      />
    );
  }
  // The database is unreachable (app/http/error-edge.server.ts): the message says to come back shortly.
  if (status === 503 && isRouteErrorResponse(error) && typeof error.data === "string") {
    return <ErrorPage code={503} title="Serwis chwilowo niedostępny" message={error.data} />;
  }
  // A domain error (AppError) carries a Polish message meant for people.
  if (isRouteErrorResponse(error) && status < 500 && typeof error.data === "string" && error.data) {
    return <ErrorPage code={status} title="Nie udało się" message={error.data} />;
  }
  // Never a stack trace: production mode hides details, and we show none even in development.
  return (
    <ErrorPage
      title="Coś poszło nie tak"
      message="Wystąpił nieoczekiwany błąd. Spróbuj odświeżyć stronę za chwilę — jeśli problem się powtórzy, napisz do nas na kontakt@okolica.pl."
    />
  );
}
