import {
  expiresAt,
  findListingByRenewToken,
  renewListingByToken,
} from "@server/listings/listing-lifetime";
import { formatDate } from "@shared/format";
import { listingRenewSchema } from "@shared/listing-schemas";
import { data, Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TOKEN_PAGE_HEADERS, tokenPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/listing-renew";

export const meta = () => [
  ...pageMeta("Odśwież ogłoszenie"),
  { name: "robots", content: "noindex" },
];

export const headers = tokenPageHeaders;
const UNKNOWN =
  "Ten link nie działa: ogłoszenie zostało usunięte albo link skopiowano niedokładnie. Sprawdź ogłoszenia w panelu, w zakładce „Moje ogłoszenia”.";
const USED =
  "To ogłoszenie zostało już odświeżone albo zarchiwizowane. Sprawdź je w panelu, w zakładce „Moje ogłoszenia”.";

/**
 * /ogloszenie/odswiez/{token}, the expiry reminder's link, no sign-in needed: the page asks
 * first (mail scanners open links), its button renews the listing for another lifetime.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await findListingByRenewToken(getAppContext(context).db, params.token);
  if (!listing) throw data(UNKNOWN, { status: 404, headers: TOKEN_PAGE_HEADERS });
  return data(listing, { headers: TOKEN_PAGE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, config } = getAppContext(context);
  const form = await readFormData(request, FORM_BODY_LIMIT);
  // A refusal (over the plan's limit) is the form's result: the page says which limit and which
  // plan lifts it.
  return formAction(form, listingRenewSchema, { intent: "renew" }, async () => {
    const renewed = await renewListingByToken(db, params.token);
    if (!renewed) {
      const known = await findListingByRenewToken(db, params.token);
      throw data(known ? USED : UNKNOWN, {
        status: known ? 409 : 404,
        headers: TOKEN_PAGE_HEADERS,
      });
    }
    return data(
      {
        id: renewed.id,
        title: renewed.title,
        until: formatDate(expiresAt(renewed.refreshedAt, config.listingLifetimeDays)),
      },
      { headers: TOKEN_PAGE_HEADERS },
    );
  });
}

export default function ListingRenewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Odśwież ogłoszenie</h1>
        {actionData && "ok" in actionData ? (
          <p className="mt-3 text-red-800" role="alert">
            {actionData.message}{" "}
            <Link to="/cennik" className="font-semibold text-brand-700 underline">
              Zobacz cennik
            </Link>
          </p>
        ) : actionData ? (
          <p className="mt-3 text-gray-700" role="status">
            Odświeżono. Ogłoszenie „{actionData.title}” będzie widoczne do {actionData.until}.{" "}
            <Link
              to={`/nieruchomosc/${actionData.id}`}
              className="font-semibold text-brand-700 underline"
            >
              Zobacz ogłoszenie
            </Link>
          </p>
        ) : loaderData.renewed ? (
          <p className="mt-3 text-gray-700" role="status">
            {USED}
          </p>
        ) : (
          <>
            <p className="mt-3 text-gray-700">
              Ogłoszenie „{loaderData.title}” niedługo wygaśnie. Odśwież je, jeśli jest nadal
              aktualne.
            </p>
            <Form method="post" className="mt-6">
              <Button type="submit">Odśwież ogłoszenie</Button>
            </Form>
          </>
        )}
      </Card>
    </div>
  );
}
