import {
  AGENT_STATUS_LABELS,
  AGENT_TEXT,
  type AgencyBroker,
  assignBrokerSchema,
  createBrokerSchema,
} from "@shared/agent-schemas";
import { formValues } from "@shared/auth-schemas";
import { formatCount, formatDate, pluralize } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import { CalendarDays, Mail, Plus, Trash2, UserPlus, Users } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../profile/form-parts";
import { Badge } from "../ui/badge";
import { Button, ButtonLink } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";
import { TextField } from "./form-controls";
import { PanelForm, usePanelForm } from "./panel-form";
import { toastResult, usePanelFetcher } from "./use-panel-fetcher";

const POSITION_HINT = "Np. agent, starszy agent, kierownik. Puste pole: agent.";

/**
 * The Agents tab: the agency's brokers (current and former) with removal, a dialog creating a
 * broker account and a form assigning an existing broker by e-mail. `team` is null while the
 * agency has no profile: the team hangs on it.
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
  const remover = usePanelFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setRemoving(null);
  }, panelPath("agents"));

  if (!team) {
    return (
      <section className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center">
        <h2 className="text-xl font-semibold text-gray-900">Pośrednicy agencji</h2>
        <p className="mt-2 text-gray-600">{AGENT_TEXT.noAgency}</p>
        <ButtonLink to={panelPath("agency")} className="mt-4">
          Uzupełnij profil agencji
        </ButtonLink>
      </section>
    );
  }

  const noJsResult = result?.intent.startsWith("agent-") ? result : undefined;
  return (
    <section aria-labelledby="agents-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="agents-heading" className="text-xl font-semibold text-gray-900">
            Pośrednicy agencji
          </h2>
          <p className="text-sm text-gray-600">
            {formatCount(team.length)}{" "}
            {pluralize(team.length, ["pośrednik", "pośredników", "pośredników"])}
          </p>
        </div>
        <Button type="button" onClick={() => setCreating(true)} disabled={!hydrated}>
          <Plus aria-hidden="true" className="size-4" />
          Dodaj pośrednika
        </Button>
      </div>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}
      <AssignBrokerForm />

      {team.length ? (
        <ul className="space-y-3">
          {team.map((broker) => (
            <li key={broker.id}>
              <BrokerRow
                broker={broker}
                canRemove={hydrated}
                onRemove={() => setRemoving(broker)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
          <Users aria-hidden="true" className="size-12 text-gray-300" />
          <h3 className="mt-4 text-lg font-semibold text-gray-900">Brak pośredników</h3>
          <p className="mt-2 max-w-md text-gray-600">
            Utwórz konto pośrednika albo przypisz do agencji pośrednika, który ma już konto.
          </p>
        </div>
      )}

      {hydrated && creating ? <CreateBrokerDialog onClose={() => setCreating(false)} /> : null}
      {hydrated && removing ? (
        <ConfirmDeleteDialog
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
            remover.submit(form);
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
}: {
  broker: AgencyBroker;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const name = brokerName(broker);
  const joined = broker.status === "active" || broker.status === "ended";
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
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
      </div>
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
      ) : null}
    </article>
  );
}

function badgeTone(broker: AgencyBroker) {
  if (broker.isActive) return "green";
  return broker.status === "pending" ? "amber" : "gray";
}

const EMPTY_ASSIGN = { email: "", position: "" };

/** 'Przypisz istniejącego pośrednika': also posts without JavaScript. */
function AssignBrokerForm() {
  const form = usePanelForm({
    idPrefix: "assign-agent",
    action: panelPath("agents"),
    values: EMPTY_ASSIGN,
    photos: [],
    check: (data) => assignBrokerSchema.safeParse(formValues(data)),
    onSaved: clear,
  });
  function clear(): void {
    form.formRef.current?.reset();
  }
  return (
    <form
      ref={form.formRef}
      method="post"
      action={form.action}
      encType="multipart/form-data"
      noValidate
      onSubmit={form.submit}
      aria-busy={form.busy}
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
        <TextField
          {...form.field("email")}
          label="E-mail pośrednika"
          type="email"
          autoComplete="off"
          maxLength={254}
          required
        />
        <TextField {...form.field("position")} label="Stanowisko" maxLength={60} />
        <Button type="submit" disabled={form.busy} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {form.busy ? "Zapraszanie..." : "Zaproś"}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_BROKER = { firstName: "", lastName: "", email: "", password: "", position: "" };
const checkBroker = createBrokerSchema();

function CreateBrokerDialog({ onClose }: { onClose: () => void }) {
  const form = usePanelForm({
    idPrefix: "new-agent",
    action: panelPath("agents"),
    values: EMPTY_BROKER,
    photos: [],
    check: (data) => checkBroker.safeParse(formValues(data)),
    onSaved: onClose,
  });
  const { field } = form;
  return (
    <Dialog
      title="Nowy pośrednik"
      description="Pośrednik dostanie e-mail z linkiem do potwierdzenia adresu i zaproszeniem do agencji; potem zaloguje się tym hasłem i zaakceptuje zaproszenie w panelu."
      onClose={onClose}
    >
      <PanelForm
        form={form}
        intent="agent-create"
        id={undefined}
        addLabel="Utwórz konto pośrednika"
        privacyPurpose="założenia konta pośrednika i pokazania go w profilu agencji; pośrednik sam akceptuje Regulamin po potwierdzeniu adresu e-mail"
        onCancel={onClose}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...field("firstName")}
            label="Imię"
            autoComplete="off"
            maxLength={100}
            required
            data-autofocus
          />
          <TextField
            {...field("lastName")}
            label="Nazwisko"
            autoComplete="off"
            maxLength={100}
            required
          />
          <TextField
            {...field("email")}
            label="E-mail"
            type="email"
            autoComplete="off"
            maxLength={254}
            required
          />
          <TextField
            {...field("password")}
            label="Hasło"
            type="password"
            autoComplete="new-password"
            hint="Co najmniej 6 znaków."
            maxLength={128}
            required
          />
        </div>
        <TextField {...field("position")} label="Stanowisko" hint={POSITION_HINT} maxLength={60} />
      </PanelForm>
    </Dialog>
  );
}
