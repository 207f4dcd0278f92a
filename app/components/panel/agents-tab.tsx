import {
  AGENT_STATUS_LABELS,
  AGENT_TEXT,
  type AgencyBroker,
  assignBrokerSchema,
  createBrokerSchema,
} from "@shared/agent-schemas";
import { resultFor } from "@shared/form-result";
import { formatCount, formatDate, pluralize } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import { CalendarDays, Mail, Plus, Trash2, UserPlus, Users, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { inputProps, useAppForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { PrivacyNotice } from "../form/consent";
import { FormStatus } from "../form/form-status";
import { Badge } from "../ui/badge";
import { Button, ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Dialog } from "../ui/dialog";
import { EmptyList } from "../ui/empty-list";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { RowCard, RowDetails } from "../ui/row-card";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

const POSITION_HINT = "Np. agent, starszy agent, kierownik. Puste pole: agent.";

/**
 * The Agents tab: the agency's brokers (current and former) with removal, its invitations apart
 * (pending ones withdrawn, declined ones cleared), a dialog creating a broker account and a form
 * assigning an existing broker by e-mail. `team` is null while the agency has no profile: the
 * team hangs on it.
 */
export function AgentsTab({
  team,
  result,
}: {
  team: AgencyBroker[] | null;
  /** The action's answer when the assign form was posted without JavaScript. */
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<AgencyBroker | null>(null);
  const remover = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setRemoving(null);
  }, panelPath("agents"));
  const clearer = useActionFetcher(toastResult, panelPath("agents"));

  if (!team) {
    return (
      <Card as="section" variant="empty" padding="none" flat className="p-8 text-center">
        <h2 className="text-xl font-semibold text-gray-900">Pośrednicy agencji</h2>
        <p className="mt-2 text-gray-600">{AGENT_TEXT.noAgency}</p>
        <ButtonLink to={panelPath("agency")} className="mt-4">
          Uzupełnij profil agencji
        </ButtonLink>
      </Card>
    );
  }

  const noJsResult = result?.intent.startsWith("agent-") ? result : undefined;
  // The count is of brokers working for the agency now: an invitation is nobody yet.
  const members = team.filter((b) => b.status === "active" || b.status === "ended");
  const invitations = team.filter((b) => b.status === "pending" || b.status === "declined");
  const working = team.filter((b) => b.isActive).length;
  const row = (broker: AgencyBroker) => (
    <li key={broker.id}>
      <BrokerRow
        broker={broker}
        canRemove={hydrated}
        onRemove={() => setRemoving(broker)}
        onClear={() => {
          const form = new FormData();
          form.set("intent", "agent-clear");
          form.set("id", broker.id);
          void clearer.submit(form);
        }}
      />
    </li>
  );
  return (
    <section aria-labelledby="agents-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="agents-heading" className="text-xl font-semibold text-gray-900">
            Pośrednicy agencji
          </h2>
          <p className="text-sm text-gray-600">
            {formatCount(working)} {pluralize(working, ["pośrednik", "pośredników", "pośredników"])}
          </p>
        </div>
        <Button type="button" onClick={() => setCreating(true)} disabled={!hydrated}>
          <Plus aria-hidden="true" className="size-4" />
          Dodaj pośrednika
        </Button>
      </div>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}
      <AssignBrokerForm result={resultFor(noJsResult, "agent-assign")} />

      {members.length ? (
        <ul className="space-y-3">{members.map(row)}</ul>
      ) : (
        <EmptyList icon={Users}>
          <h3 className="mt-4 text-lg font-semibold text-gray-900">Brak pośredników</h3>
          <p className="mt-2 max-w-md text-gray-600">
            Utwórz konto pośrednika albo przypisz do agencji pośrednika, który ma już konto.
          </p>
        </EmptyList>
      )}

      {invitations.length ? (
        <section aria-labelledby="invitations-heading" className="space-y-3">
          <h3 id="invitations-heading" className="text-lg font-semibold text-gray-900">
            Zaproszenia ({formatCount(invitations.length)})
          </h3>
          <ul className="space-y-3">{invitations.map(row)}</ul>
        </section>
      ) : null}

      {hydrated && creating ? <CreateBrokerDialog onClose={() => setCreating(false)} /> : null}
      {hydrated && removing ? (
        <ConfirmDialog
          {...(removing.status === "pending"
            ? {
                title: "Wycofać zaproszenie?",
                text: "Pośrednik nie będzie mógł go już zaakceptować.",
                confirm: { label: "Wycofaj", busyLabel: "Wycofywanie...", icon: Trash2 },
              }
            : {
                title: "Usunąć pośrednika z agencji?",
                text: "Konto pośrednika pozostanie, a jego ogłoszenia nadal będą należeć do niego.",
              })}
          itemTitle={brokerName(removing)}
          busy={remover.busy}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const form = new FormData();
            form.set("intent", "agent-remove");
            form.set("id", removing.id);
            void remover.submit(form);
          }}
        />
      ) : null}
    </section>
  );
}

function brokerName(broker: AgencyBroker): string {
  return `${broker.firstName} ${broker.lastName}`.trim() || broker.email;
}

function BrokerRow({
  broker,
  canRemove,
  onRemove,
  onClear,
}: {
  broker: AgencyBroker;
  canRemove: boolean;
  onRemove: () => void;
  /** Clears a declined invitation from the list (nothing else can be cleared). */
  onClear: () => void;
}) {
  const name = brokerName(broker);
  const joined = broker.status === "active" || broker.status === "ended";
  return (
    <RowCard>
      <RowDetails>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-gray-900">{name}</h3>
          <Badge tone={badgeTone(broker)}>
            {broker.status === "active" && !broker.isActive
              ? AGENT_STATUS_LABELS.ended
              : AGENT_STATUS_LABELS[broker.status]}
          </Badge>
        </div>
        <p className="text-sm text-gray-700">{broker.position}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex min-w-0 items-center gap-1">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a href={`mailto:${broker.email}`} className="break-all hover:underline">
              {broker.email}
            </a>
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {joined ? "W agencji od" : "Zaproszono"}{" "}
            {/* A calendar day: read as local midnight, so no time zone moves it to the day before. */}
            {formatDate(broker.startDate)}
          </span>
        </p>
      </RowDetails>
      {broker.status === "active" || broker.status === "pending" ? (
        <Button
          variant="danger-outline"
          type="button"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`${joined ? "Usuń z agencji" : "Wycofaj zaproszenie"}: ${name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {joined ? "Usuń z agencji" : "Wycofaj zaproszenie"}
        </Button>
      ) : broker.status === "declined" ? (
        <Button
          variant="secondary"
          type="button"
          onClick={onClear}
          disabled={!canRemove}
          aria-label={`Usuń z listy: ${name}`}
        >
          <X aria-hidden="true" className="size-4" />
          Usuń z listy
        </Button>
      ) : null}
    </RowCard>
  );
}

function badgeTone(broker: AgencyBroker) {
  if (broker.isActive) return "green";
  return broker.status === "pending" ? "amber" : "gray";
}

/**
 * A form of the tab on the form layer, posted through a fetcher: the schema checks it in the
 * browser, the answer is toasted, and a refusal is shown at its fields with what was typed.
 */
function useAgentForm<Schema extends Parameters<typeof useAppForm>[0]["schema"]>(
  id: string,
  schema: Schema,
  onSaved: () => void,
  start?: PanelActionResult,
) {
  const [result, setResult] = useState<PanelActionResult | null>(start ?? null);
  const fetcher = useActionFetcher((answer) => {
    toastResult(answer);
    setResult(answer);
    if (answer.ok) onSaved();
  }, panelPath("agents"));
  const [form, fields] = useAppForm({ id, schema, result });
  function submit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void fetcher.submit(new FormData(event.currentTarget));
  }
  return { form, fields, submit, busy: fetcher.busy };
}

/** 'Przypisz istniejącego pośrednika': also posts without JavaScript. */
function AssignBrokerForm({ result }: { result: PanelActionResult | undefined }) {
  const { form, fields, submit, busy } = useAgentForm(
    "assign-agent",
    assignBrokerSchema,
    () => {},
    result,
  );
  return (
    <form
      method="post"
      action={panelPath("agents")}
      encType="multipart/form-data"
      id={form.id}
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      aria-labelledby="assign-agent-heading"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h3 id="assign-agent-heading" className="font-semibold text-gray-900">
        Przypisz istniejącego pośrednika
      </h3>
      <p className="mt-1 mb-3 text-sm text-gray-600">
        Podaj adres e-mail konta pośrednika, który nie pracuje w innej agencji. Dostanie
        zaproszenie; jego ogłoszenia zobaczysz, gdy je zaakceptuje.
      </p>
      <input type="hidden" name="intent" value="agent-assign" />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <Field meta={fields.email} label="E-mail pośrednika">
          <Input
            {...inputProps(fields.email, { type: "email" })}
            autoComplete="off"
            maxLength={254}
          />
        </Field>
        <Field meta={fields.position} label="Stanowisko">
          <Input {...inputProps(fields.position, { type: "text" })} maxLength={60} />
        </Field>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {busy ? "Zapraszanie..." : "Zaproś"}
        </Button>
      </div>
    </form>
  );
}

const checkBroker = createBrokerSchema();

function CreateBrokerDialog({ onClose }: { onClose: () => void }) {
  const { form, fields, submit, busy } = useAgentForm("new-agent", checkBroker, onClose);
  const text = (name: "firstName" | "lastName", label: string) => (
    <Field meta={fields[name]} label={label}>
      <Input
        {...inputProps(fields[name], { type: "text" })}
        autoComplete="off"
        maxLength={100}
        data-autofocus={name === "firstName" ? true : undefined}
      />
    </Field>
  );
  return (
    <Dialog
      title="Nowy pośrednik"
      description="Pośrednik dostanie e-mail z linkiem do potwierdzenia adresu i zaproszeniem do agencji; potem zaloguje się tym hasłem i zaakceptuje zaproszenie w panelu."
      onClose={onClose}
    >
      <form
        method="post"
        action={panelPath("agents")}
        encType="multipart/form-data"
        id={form.id}
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        className="space-y-5"
      >
        <input type="hidden" name="intent" value="agent-create" />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("firstName", "Imię")}
          {text("lastName", "Nazwisko")}
          <Field meta={fields.email} label="E-mail">
            <Input
              {...inputProps(fields.email, { type: "email" })}
              autoComplete="off"
              maxLength={254}
            />
          </Field>
          <Field meta={fields.password} label="Hasło" hint="Co najmniej 6 znaków.">
            <Input
              {...inputProps(fields.password, { type: "password", hint: true })}
              autoComplete="new-password"
              maxLength={128}
            />
          </Field>
        </div>
        <Field meta={fields.position} label="Stanowisko" hint={POSITION_HINT}>
          <Input {...inputProps(fields.position, { type: "text", hint: true })} maxLength={60} />
        </Field>
        <PrivacyNotice purpose="założenia konta pośrednika i pokazania go w profilu agencji; pośrednik sam akceptuje Regulamin po potwierdzeniu adresu e-mail" />
        <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Zapisywanie..." : "Utwórz konto pośrednika"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
