import { AppError } from "@server/errors";
import { appealDecision, getStatement } from "@server/moderation/statement";
import { fieldError } from "@shared/form-result";
import { formatDate, formatDateTime } from "@shared/format";
import {
  APPEAL_OUTCOMES,
  appealSchema,
  decisionSummary,
  MODERATION_GROUNDS,
  MODERATION_TEXT,
  REPORT_ITEMS,
} from "@shared/moderation";
import { data, Form, Link, useNavigation } from "react-router";
import { FormStatus } from "~/components/form/form-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { accepted } from "~/http/action-reply.server";
import { TOKEN_PAGE_HEADERS, tokenPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { constraintOf } from "~/lib/form-constraint";
import { formProps, textareaProps, usePublicForm } from "~/lib/form-core";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/decision";

export const meta = () => [
  ...pageMeta("Decyzja moderacji"),
  { name: "robots", content: "noindex" },
];

export const headers = tokenPageHeaders;

/**
 * /decyzja/{token}: the statement of reasons (DSA art. 17) the owner's mail and panel link to, and
 * the one appeal (art. 20). The unguessable link is the credential, like a password-reset link,
 * so an owner whose account was restricted can read it and appeal without signing in.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const statement = await getStatement(getAppContext(context).db, params.token);
    return data(
      { statement, constraint: constraintOf(appealSchema) },
      { headers: TOKEN_PAGE_HEADERS },
    );
  } catch (error) {
    if (error instanceof AppError)
      throw data(error.message, { status: error.status, headers: TOKEN_PAGE_HEADERS });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readFormData(request, FORM_BODY_LIMIT);
  const intent = "appeal";
  return formAction(form, appealSchema, { intent }, async ({ text }, submission) => {
    const { db, config, mailer } = getAppContext(context);
    await appealDecision(db, { token: params.token, text, baseUrl: config.baseUrl });
    await mailer.flush?.();
    return accepted(intent, submission, MODERATION_TEXT.appealSent);
  });
}

export default function DecisionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { statement: s, constraint } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = usePublicForm({ id: "appeal", constraint, result: actionData });
  const noun = REPORT_ITEMS[s.kind].noun;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <Card className="space-y-5">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Decyzja moderacji</h1>
        <dl className="grid gap-3 text-sm text-gray-800 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <dt className="font-semibold">Dotyczy</dt>
          <dd className="break-words">
            {noun}: „{s.label}”
          </dd>
          <dt className="font-semibold">Data decyzji</dt>
          <dd>{formatDateTime(s.decidedAt)}</dd>
          <dt className="font-semibold">Decyzja</dt>
          <dd>
            {decisionSummary(s.decision, s.kind)} Ograniczenie obowiązuje bezterminowo, do
            ewentualnej zmiany po odwołaniu.
          </dd>
          <dt className="font-semibold">Podstawa</dt>
          <dd>{s.ground ? MODERATION_GROUNDS[s.ground] : "—"}</dd>
          <dt className="font-semibold">Fakty i okoliczności</dt>
          <dd className="whitespace-pre-line break-words">{s.explanation}</dd>
          <dt className="font-semibold">Skąd wiemy</dt>
          <dd>
            {s.fromReports
              ? "Na podstawie zgłoszenia innej osoby (art. 16 DSA)."
              : s.automated
                ? "Z własnej inicjatywy Serwisu: treść wskazała automatyczna reguła ostrzegająca przed oszustwami."
                : "Z własnej inicjatywy Serwisu: treść sprawdził administrator."}{" "}
            Decyzję podjął człowiek — administrator Serwisu; nie podejmujemy decyzji automatycznie.
          </dd>
        </dl>
        <section aria-labelledby="appeal-heading" className="space-y-3 border-t pt-5">
          <h2 id="appeal-heading" className="text-lg font-semibold text-gray-900">
            Odwołanie
          </h2>
          {actionData?.ok ? (
            <FormStatus result={actionData} />
          ) : s.appealOutcome ? (
            <div role="status" className="space-y-1 text-sm text-gray-800">
              <p>
                <strong>{APPEAL_OUTCOMES[s.appealOutcome]}</strong>
                {s.appealDecidedAt ? ` (${formatDateTime(s.appealDecidedAt)})` : ""}.
              </p>
              <p className="whitespace-pre-line break-words">{s.appealExplanation}</p>
            </div>
          ) : s.appeal === "taken" ? (
            <p role="status" className="text-sm text-gray-800">
              Odwołanie z {s.appealedAt ? formatDate(s.appealedAt) : ""} czeka na rozpatrzenie przez
              innego administratora niż ten, który podjął decyzję, jeśli taki jest. Wynik wyślemy
              e-mailem.
            </p>
          ) : s.appeal === "open" ? (
            <Form method="post" {...formProps(form)} className="space-y-4">
              <p className="text-sm text-gray-700">
                Możesz odwołać się raz, w ciągu 6 miesięcy od decyzji. Odwołanie rozpatrzy inny
                administrator niż ten, który podjął decyzję.
              </p>
              <Field meta={fields.text} label="Dlaczego decyzja jest błędna">
                <Textarea {...textareaProps(fields.text)} maxLength={2000} rows={5} />
              </Field>
              <FormStatus
                result={
                  actionData && !actionData.ok && !fieldError(actionData, "text")
                    ? actionData
                    : undefined
                }
              />
              <Button type="submit" disabled={busy}>
                {busy ? "Wysyłanie..." : "Wyślij odwołanie"}
              </Button>
            </Form>
          ) : (
            <p className="text-sm text-gray-800">
              {s.appeal === "none"
                ? MODERATION_TEXT.appealNotPossible
                : MODERATION_TEXT.appealClosed}
            </p>
          )}
          <p className="text-sm text-gray-600">
            Niezależnie od odwołania możesz skorzystać z certyfikowanego pozasądowego organu
            rozstrzygania sporów (art. 21 DSA) lub drogi sądowej. Zasady opisuje{" "}
            <Link to="/regulamin#dsa" className="font-medium text-brand-700 underline">
              § 9 Regulaminu
            </Link>
            .
          </p>
        </section>
      </Card>
    </div>
  );
}
