import { AppError } from "@server/errors";
import { reportContent } from "@server/moderation/report-content";
import { findReportItem } from "@server/moderation/report-item";
import { fieldError } from "@shared/form-result";
import {
  MODERATION_TEXT,
  REPORT_ITEMS,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  reportItemKind,
  reportSchema,
} from "@shared/moderation";
import { data, Form, Link, useNavigation } from "react-router";
import { PrivacyNotice } from "~/components/form/consent";
import { FormStatus } from "~/components/form/form-status";
import { RulesNote } from "~/components/moderation/rules-note";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { accepted } from "~/http/action-reply.server";
import { PRIVATE_PAGE_HEADERS, privatePageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { formAction } from "~/http/form-action.server";
import { getDomainContext, requireUser } from "~/http/guards.server";
import { FORM_BODY_LIMIT, readFormData } from "~/http/read-form-data.server";
import { constraintOf } from "~/lib/form-constraint";
import { formProps, inputProps, textareaProps, usePublicForm } from "~/lib/form-core";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/report";

export const meta = () => [
  ...pageMeta(MODERATION_TEXT.reportTitle),
  { name: "robots", content: "noindex" },
];

export const headers = privatePageHeaders;

/** The item the URL names; a message can only be reported by its recipient, who signs in first. */
async function reportedItem(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request, params } = args;
  const kind = reportItemKind(params.kind);
  if (!kind)
    throw data(MODERATION_TEXT.itemNotFound, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  if (kind === "message") await requireUser(context, request);
  const ctx = await getDomainContext(context, request);
  return { ctx, kind, id: params.id };
}

/**
 * /zglos/{rodzaj}/{id}: the report form (DSA art. 16) for a listing, service, agency page, review
 * or received message. It works without JavaScript; the server checks it with reportSchema.
 */
export async function loader(args: Route.LoaderArgs) {
  const { ctx, kind, id } = await reportedItem(args);
  try {
    const item = await findReportItem(ctx.db, { kind, id, reporterId: ctx.actor?.id ?? null });
    return data(
      {
        item: { kind, label: item.label, path: item.path },
        signedInAs: ctx.actor?.email ?? null,
        constraint: constraintOf(reportSchema),
      },
      { headers: PRIVATE_PAGE_HEADERS },
    );
  } catch (error) {
    if (error instanceof AppError)
      throw data(error.message, { status: error.status, headers: PRIVATE_PAGE_HEADERS });
    throw error;
  }
}

export async function action(args: Route.ActionArgs) {
  const { ctx, kind, id } = await reportedItem(args);
  const { config, clientIp, mailer } = getAppContext(args.context);
  const form = await readFormData(args.request, FORM_BODY_LIMIT);
  const intent = "report";
  return formAction(form, reportSchema, { intent }, async (value, submission) => {
    const result = await reportContent(ctx, {
      item: { kind, id },
      input: value,
      site: {
        baseUrl: config.baseUrl,
        clientIp,
      },
    });
    await mailer.flush?.();
    const message =
      "confirm" in result
        ? MODERATION_TEXT.reportConfirmSent
        : result.created
          ? MODERATION_TEXT.reportSent
          : MODERATION_TEXT.reportDuplicate;
    return accepted(intent, submission, message, { resetForm: true });
  });
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, signedInAs, constraint } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = usePublicForm({ id: "report", constraint, result: actionData });
  const sent = actionData?.ok;
  // A refusal at a field is shown there; any other (the rate limit, one's own content) above the button.
  const atField = ["reason", "explanation", "email", "goodFaith"].some((name) =>
    fieldError(actionData, name),
  );
  const words = REPORT_ITEMS[item.kind];
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Zgłoś {words.noun}</h1>
        <p className="mt-2 break-words text-gray-700">
          {item.path ? (
            <Link to={item.path} className="font-medium text-brand-700 underline">
              {item.label}
            </Link>
          ) : (
            <q className="whitespace-pre-line">{item.label}</q>
          )}
        </p>
        {sent ? (
          <FormStatus result={actionData} className="mt-6" />
        ) : (
          <Form method="post" {...formProps(form)} className="mt-6 space-y-5">
            <fieldset
              aria-invalid={fields.reason.errors ? true : undefined}
              aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
            >
              <legend className="text-sm font-medium text-gray-800">Powód zgłoszenia</legend>
              <div key={fields.reason.key} className="mt-2 grid gap-2 sm:grid-cols-2">
                {REPORT_REASON_KEYS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name={fields.reason.name}
                      value={reason}
                      defaultChecked={fields.reason.initialValue === reason}
                      className="size-4"
                    />
                    {REPORT_REASONS[reason]}
                  </label>
                ))}
              </div>
              {fields.reason.errors ? (
                <p id={fields.reason.errorId} className="mt-1 text-sm font-medium text-red-700">
                  {fields.reason.errors[0]}
                </p>
              ) : null}
            </fieldset>
            <Field
              meta={fields.explanation}
              label="Wyjaśnienie"
              hint="Co jest nie tak i dlaczego: np. które przepisy lub zasady treść narusza."
            >
              <Textarea
                {...textareaProps(fields.explanation, { hint: true })}
                maxLength={2000}
                rows={5}
              />
            </Field>
            {signedInAs ? (
              <p className="text-sm text-gray-600">
                Odpowiemy na adres Twojego konta:{" "}
                <strong className="break-all">{signedInAs}</strong>
              </p>
            ) : (
              <Field
                meta={fields.email}
                label="Twój e-mail"
                hint="Wyślemy na niego link, który potwierdza zgłoszenie, a potem decyzję."
              >
                <Input
                  {...inputProps(fields.email, { type: "email", hint: true })}
                  autoComplete="email"
                  maxLength={254}
                  required
                />
              </Field>
            )}
            <div>
              <label className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  name={fields.goodFaith.name}
                  id={fields.goodFaith.id}
                  aria-invalid={fields.goodFaith.errors ? true : undefined}
                  aria-describedby={fields.goodFaith.errors ? fields.goodFaith.errorId : undefined}
                  className="mt-0.5 size-4 shrink-0"
                />
                Oświadczam, że zgłaszam w dobrej wierze, a podane informacje są według mojej wiedzy
                prawdziwe i kompletne.
              </label>
              {fields.goodFaith.errors ? (
                <p id={fields.goodFaith.errorId} className="mt-1 text-sm font-medium text-red-700">
                  {fields.goodFaith.errors[0]}
                </p>
              ) : null}
            </div>
            <FormStatus
              result={actionData && !actionData.ok && !atField ? actionData : undefined}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Wysyłanie..." : "Wyślij zgłoszenie"}
            </Button>
            <PrivacyNotice purpose="rozpatrzenia zgłoszenia i poinformowania Cię o decyzji" />
          </Form>
        )}
        <RulesNote>Zgłoszenie rozpatruje osoba z naszego zespołu, zwykle w ciągu 7 dni. </RulesNote>
      </Card>
    </div>
  );
}
