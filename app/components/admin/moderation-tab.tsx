import { adminPath } from "@shared/admin";
import type { ModerationData } from "@shared/admin-types";
import { formatDateTime } from "@shared/format";
import {
  APPEAL_OUTCOME_KEYS,
  APPEAL_OUTCOMES,
  appealDecisionSchema,
  DECISIONS_FOR,
  decisionSchema,
  decisionSummary,
  MODERATION_DECISIONS,
  MODERATION_GROUND_KEYS,
  MODERATION_GROUNDS,
  REPORT_ITEMS,
  REPORT_REASONS,
  type ReportItemKind,
  SCAM_SIGNALS,
  SCAM_WARNING_TEXT,
} from "@shared/moderation";
import type { PanelActionResult } from "@shared/panel";
import { Gavel, Scale, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { selectProps, textareaProps, useAppForm } from "~/lib/form";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { Field } from "../ui/field";
import { Select, Textarea } from "../ui/input";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

type QueueItem = ModerationData["items"][number];
type Appeal = ModerationData["appeals"][number];

const POST_URL = adminPath("moderation");

/** The public page of a reported item; a review or a message is quoted instead. */
function itemPath(kind: ReportItemKind, id: string): string | null {
  if (kind === "listing") return `/nieruchomosc/${id}`;
  if (kind === "service") return `/usluga/${id}`;
  if (kind === "agency") return `/agencja/${id}`;
  return null;
}

/**
 * The moderation tab: open reports grouped by item (oldest first) with a decision form each, and
 * the appeals waiting for another administrator.
 */
export function ModerationTab({ data }: { data: ModerationData }) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="moderation-queue-heading" className="space-y-3">
        <h2 id="moderation-queue-heading" className="text-xl font-semibold text-gray-900">
          Zgłoszone treści ({data.total})
        </h2>
        {data.items.length ? (
          <ul className="space-y-4">
            {data.items.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <QueueCard item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">Nie ma otwartych zgłoszeń.</p>
        )}
      </section>
      <section aria-labelledby="moderation-appeals-heading" className="space-y-3">
        <h2 id="moderation-appeals-heading" className="text-xl font-semibold text-gray-900">
          Odwołania ({data.appeals.length})
        </h2>
        {data.appeals.length ? (
          <ul className="space-y-4">
            {data.appeals.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal} mine={appeal.decidedBy === data.adminId} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">Nie ma odwołań do rozpatrzenia.</p>
        )}
      </section>
    </div>
  );
}

/**
 * A decision form on the form layer: the schema the server reads it with says in the browser
 * which field is missing (at the field, besides the toast), and so does the server's refusal.
 */
function useDecisionForm<Schema extends z.ZodType>(id: string, schema: Schema) {
  const [refusal, setRefusal] = useState<PanelActionResult>();
  const fetcher = useActionFetcher((result) => {
    toastResult(result);
    setRefusal(result.ok ? undefined : result);
  }, POST_URL);
  const [form, fields] = useAppForm({ id, schema, result: refusal });
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void fetcher.submit(new FormData(event.currentTarget));
  }
  return { formId: form.id, fields, busy: fetcher.busy, onSubmit };
}

function ItemHeading({ kind, id, label }: { kind: ReportItemKind; id: string; label: string }) {
  const path = itemPath(kind, id);
  const noun = REPORT_ITEMS[kind].noun;
  return (
    <h3 className="min-w-0 font-semibold break-words text-gray-900">
      <span className="mr-1 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700 uppercase">
        {noun}
      </span>
      {path ? (
        <a href={path} className="hover:underline">
          {label}
        </a>
      ) : (
        <q className="font-normal whitespace-pre-line">{label}</q>
      )}
    </h3>
  );
}

function QueueCard({ item }: { item: QueueItem }) {
  const { formId, fields, busy, onSubmit } = useDecisionForm(
    `decide-${item.kind}-${item.id}`,
    decisionSchema,
  );
  const signals = item.reports - item.userReports;
  return (
    <Card as="article" variant="warning" padding="sm" item flat className="space-y-3">
      <ItemHeading kind={item.kind} id={item.id} label={item.label} />
      <p className="text-sm text-gray-700">
        Zgłoszenia: {item.userReports}
        {signals ? `, sygnały automatyczne: ${signals}` : ""} · pierwsze{" "}
        {formatDateTime(item.firstAt)} · autor: {item.ownerEmail ?? "konto usunięte"}
      </p>
      <ul className="flex flex-wrap gap-2 text-xs">
        {item.reasons.map((reason) => (
          <li
            key={reason}
            className="rounded-full bg-white px-2 py-0.5 text-gray-800 ring-1 ring-amber-200"
          >
            {REPORT_REASONS[reason]}
          </li>
        ))}
        {item.signals.map((signal) => (
          <li
            key={signal}
            className="rounded-full bg-white px-2 py-0.5 text-amber-900 ring-1 ring-amber-300"
          >
            {SCAM_SIGNALS[signal]}
          </li>
        ))}
      </ul>
      {item.kind === "listing" && item.signals.length > 0 ? <ScamWarning item={item} /> : null}
      <ul className="space-y-1 text-sm text-gray-800">
        {/* Two reporters who wrote the same words are quoted once. */}
        {[...new Set(item.explanations)].map((text) => (
          <li
            key={text}
            className="border-l-2 border-amber-300 pl-2 whitespace-pre-line break-words"
          >
            {text}
          </li>
        ))}
      </ul>
      <form
        id={formId}
        method="post"
        action={POST_URL}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="moderation-decision" />
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="itemId" value={item.id} />
        <Field meta={fields.decision} label="Decyzja">
          <Select {...selectProps(fields.decision)}>
            {DECISIONS_FOR[item.kind].map((decision) => (
              <option key={decision} value={decision}>
                {MODERATION_DECISIONS[decision]}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.ground} label="Podstawa" hint="Niepotrzebna przy „Bez działań”.">
          <Select {...selectProps(fields.ground, { hint: true })}>
            <option value="">—</option>
            {MODERATION_GROUND_KEYS.map((ground) => (
              <option key={ground} value={ground}>
                {MODERATION_GROUNDS[ground]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          meta={fields.explanation}
          label="Uzasadnienie dla autora"
          hint="Fakty i okoliczności; trafi do autora w uzasadnieniu decyzji."
          className="sm:col-span-2"
        >
          <Textarea
            {...textareaProps(fields.explanation, { hint: true })}
            rows={3}
            maxLength={2000}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            <Gavel aria-hidden="true" className="size-4" />
            Zapisz decyzję
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * A rule's signal shows no notice to the public until an administrator says so: other accounts
 * can steer the rules (six absurd listings could put an honest one under a warning).
 */
function ScamWarning({ item }: { item: QueueItem }) {
  const { busy, onSubmit } = useActionFetcher(toastResult, POST_URL);
  if (item.warningShown) {
    return <p className="text-sm text-amber-900">{SCAM_WARNING_TEXT.shown}</p>;
  }
  return (
    <form method="post" action={POST_URL} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="moderation-warning" />
      <input type="hidden" name="itemId" value={item.id} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        <TriangleAlert aria-hidden="true" className="size-4" />
        {SCAM_WARNING_TEXT.confirm}
      </Button>
    </form>
  );
}

function AppealCard({ appeal, mine }: { appeal: Appeal; mine: boolean }) {
  const { formId, fields, busy, onSubmit } = useDecisionForm(
    `appeal-${appeal.id}`,
    appealDecisionSchema,
  );
  return (
    <Card as="article" padding="sm" item flat className="space-y-3">
      <ItemHeading kind={appeal.kind} id={appeal.itemId} label={appeal.label} />
      <p className="text-sm text-gray-700">
        {decisionSummary(appeal.decision, appeal.kind)}{" "}
        {appeal.ground ? `Podstawa: ${MODERATION_GROUNDS[appeal.ground]}.` : ""} Decyzja z{" "}
        {formatDateTime(appeal.decidedAt)}, autor treści: {appeal.ownerEmail ?? "konto usunięte"}.
      </p>
      <p className="text-sm whitespace-pre-line break-words text-gray-700">
        Uzasadnienie: {appeal.explanation}
      </p>
      <blockquote className="border-l-2 border-brand-300 pl-2 text-sm whitespace-pre-line break-words text-gray-900">
        {appeal.appealText}
      </blockquote>
      {mine ? (
        <p className="text-sm font-medium text-amber-800">
          Tę decyzję podjąłeś Ty: odwołanie rozpatruje inny administrator (chyba że jesteś jedynym).
        </p>
      ) : null}
      <form
        id={formId}
        method="post"
        action={POST_URL}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="moderation-appeal" />
        <input type="hidden" name="id" value={appeal.id} />
        <Field meta={fields.outcome} label="Wynik odwołania">
          <Select {...selectProps(fields.outcome)}>
            {APPEAL_OUTCOME_KEYS.map((outcome) => (
              <option key={outcome} value={outcome}>
                {APPEAL_OUTCOMES[outcome]}
              </option>
            ))}
          </Select>
        </Field>
        <Field meta={fields.explanation} label="Uzasadnienie wyniku" className="sm:col-span-2">
          <Textarea {...textareaProps(fields.explanation)} rows={3} maxLength={2000} />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            <Scale aria-hidden="true" className="size-4" />
            Rozpatrz odwołanie
          </Button>
        </div>
      </form>
    </Card>
  );
}
