import { findSearchByToken, unsubscribeSearch } from "@server/saved-searches/unsubscribe";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TOKEN_PAGE_HEADERS, tokenPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/alert-unsubscribe";

export const meta = () => [
  ...pageMeta("Wypisz się z powiadomień"),
  { name: "robots", content: "noindex" },
];

export const headers = tokenPageHeaders;
const UNKNOWN = "Nie znaleziono tego powiadomienia. Link mógł zostać skopiowany niedokładnie.";

/**
 * /alerty/wypisz/{token}, the link in every alert mail, no sign-in needed: the page asks first
 * (mail scanners open links), its button — or a mail program's one-click POST (RFC 8058) —
 * pauses the search's alerts.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const search = await findSearchByToken(getAppContext(context).db, params.token);
  if (!search) throw data(UNKNOWN, { status: 404, headers: TOKEN_PAGE_HEADERS });
  return data(search, { headers: TOKEN_PAGE_HEADERS });
}

export async function action({ params, context }: Route.ActionArgs) {
  const search = await unsubscribeSearch(getAppContext(context).db, params.token);
  if (!search) throw data(UNKNOWN, { status: 404, headers: TOKEN_PAGE_HEADERS });
  return data({ unsubscribed: true, name: search.name }, { headers: TOKEN_PAGE_HEADERS });
}

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.unsubscribed || loaderData.paused;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">
          Powiadomienia o wyszukiwaniu
        </h1>
        {done ? (
          <p className="mt-3 text-gray-700" role="status">
            Wypisano. Nie będziemy już wysyłać powiadomień o nowych ofertach dla wyszukiwania „
            {loaderData.name}”. Możesz je wznowić w{" "}
            <Link to="/panel/searches" className="font-semibold text-brand-700 underline">
              panelu, w zapisanych wyszukiwaniach
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mt-3 text-gray-700">
              Czy na pewno nie chcesz więcej otrzymywać wiadomości o nowych ofertach dla
              wyszukiwania „{loaderData.name}”?
            </p>
            <Form method="post" className="mt-6">
              <Button type="submit">Wypisz mnie</Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
