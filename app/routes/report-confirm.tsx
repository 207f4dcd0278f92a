import { isAppError } from "@server/errors";
import { confirmReport, findPendingReport } from "@server/moderation/report-content";
import { MODERATION_TEXT, REPORT_ITEMS } from "@shared/moderation";
import { data, Form, redirect, useNavigation } from "react-router";
import { RulesNote } from "~/components/moderation/rules-note";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TOKEN_PAGE_HEADERS, tokenPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/report-confirm";

export const meta = () => [
  ...pageMeta("Potwierdź zgłoszenie"),
  { name: "robots", content: "noindex" },
];

export const headers = tokenPageHeaders;

/**
 * /zglos/potwierdz/{token}, the link mailed to the address a visitor gave in the report form:
 * the page asks first (mail scanners open links), its button files the report.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pending = await findPendingReport(getAppContext(context).db, params.token);
  if (!pending) {
    throw data(MODERATION_TEXT.reportConfirmNotFound, { status: 404, headers: TOKEN_PAGE_HEADERS });
  }
  return data(
    { genitive: REPORT_ITEMS[pending.itemKind].genitive },
    { headers: TOKEN_PAGE_HEADERS },
  );
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db, config, mailer } = getAppContext(context);
  try {
    const { created } = await confirmReport(db, { token: params.token, baseUrl: config.baseUrl });
    await mailer.flush?.();
    // The token is spent now: its page would answer 404 on the next load.
    return redirect(created ? "/zglos/wyslane" : "/zglos/wyslane?ponownie", {
      headers: TOKEN_PAGE_HEADERS,
    });
  } catch (error) {
    if (isAppError(error))
      throw data(error.message, { status: error.status, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}

export default function ReportConfirmPage({ loaderData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Potwierdź zgłoszenie</h1>
        <p className="mt-3 text-gray-700">
          Zgłoszenie {loaderData.genitive} czeka na potwierdzenie. Wyślemy je zespołowi Okolicy, a
          potwierdzenie i decyzję — na adres, na który przyszedł ten link.
        </p>
        <Form method="post" className="mt-6">
          <Button type="submit" disabled={busy}>
            {busy ? "Wysyłanie..." : "Wyślij zgłoszenie"}
          </Button>
        </Form>
        <RulesNote />
      </Card>
    </div>
  );
}
