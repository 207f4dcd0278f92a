import { adminPath } from "@shared/admin";
import type { AdminUserRow } from "@shared/admin-types";
import { formatDate } from "@shared/format";
import { MODERATION_TEXT } from "@shared/moderation";
import { ACCOUNT_TYPES, ROLE_LABELS, ROLES, type Role } from "@shared/roles";
import {
  BadgeCheck,
  Building2,
  CalendarDays,
  CreditCard,
  Mail,
  Plus,
  Power,
  PowerOff,
  ShieldCheck,
  X,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { VerifiedAgencyBadge } from "../listing/broker-facts";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { Card } from "../ui/card";
import { chipClass } from "../ui/chip";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";
import { type AssignablePlan, PlanAssignForm } from "./plan-assign-form";

function accountTypeLabel(accountType: string | null): string {
  const type = ACCOUNT_TYPES.find((t) => t === accountType);
  return type ? ROLE_LABELS[type] : "nie wybrano";
}

/**
 * One account in the administrator's list: who they are, their flags and agency, and the
 * controls. The role chips are the roles it has (filled, a click takes the role) and those it
 * has not (outlined, a click gives it). An administrator's own row offers neither taking their
 * administrator role nor deactivation (the server refuses both anyway).
 */
export function UserCard({
  user,
  self,
  plans,
  postUrl,
  hydrated,
}: {
  user: AdminUserRow;
  /** The administrator looking at the list. */
  self: boolean;
  /** The plans the account can be given. */
  plans: readonly AssignablePlan[];
  /** /admin with this page's query, so a no-JavaScript answer comes back to this tab. */
  postUrl: string;
  hydrated: boolean;
}) {
  const [confirming, setConfirming] = useState<FormData | null>(null);
  const fetcher = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setConfirming(null);
  }, adminPath("users"));
  const { busy, submit } = fetcher;
  const nameId = `user-${user.id}-name`;
  const act = { postUrl, busy, onSubmit: submit };
  const who = user.email;

  return (
    <Card as="article" padding="sm" item aria-labelledby={nameId} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} className="font-semibold break-words text-gray-900">
            {user.name}
          </h3>
          <p className="flex min-w-0 items-center gap-1 text-sm text-gray-700">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            <a href={`mailto:${user.email}`} className="break-all hover:underline">
              {user.email}
            </a>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            <span>Typ konta: {accountTypeLabel(user.accountType)}</span>
            <span className="inline-flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-4" />
              Data rejestracji: {formatDate(user.createdAt)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1 sm:justify-end">
          {self ? <Badge tone="blue">To Ty</Badge> : null}
          {user.isActive ? null : <Badge tone="red">Nieaktywne</Badge>}
          {user.isVerifiedSeller ? (
            <Badge tone="green">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              Sprawdzony sprzedawca
            </Badge>
          ) : null}
          {user.emailVerified ? null : <Badge tone="amber">E-mail niepotwierdzony</Badge>}
        </div>
      </div>

      {user.agency ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Agencja:{" "}
            <Link
              to={`/agencja/${user.agency.id}`}
              className="font-medium break-words text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {user.agency.name}
            </Link>
          </span>
          {user.agency.isVerified ? <VerifiedAgencyBadge /> : null}
        </p>
      ) : null}

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Role: {who}</legend>
        <span aria-hidden="true" className="text-sm font-medium text-gray-800">
          Role:
        </span>
        {ROLES.map((role) => (
          <RoleChip
            key={role}
            role={role}
            has={user.roles.includes(role)}
            locked={self && role === "administrator"}
            userId={user.id}
            who={who}
            {...act}
          />
        ))}
      </fieldset>

      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {user.isActive ? (
          self ? null : (
            <ActionForm
              {...act}
              fields={{ intent: "user-deactivate", userId: user.id }}
              // Asked first (without JavaScript the form posts at once).
              onSubmit={setConfirming}
              label={`Dezaktywuj: ${who}`}
              className={buttonClass({ variant: "danger-outline", block: true })}
            >
              <PowerOff aria-hidden="true" className="size-4" />
              Dezaktywuj
            </ActionForm>
          )
        ) : (
          <ActionForm
            {...act}
            fields={{ intent: "user-activate", userId: user.id }}
            label={`Aktywuj: ${who}`}
            className={buttonClass({ variant: "secondary", block: true })}
          >
            <Power aria-hidden="true" className="size-4" />
            Aktywuj
          </ActionForm>
        )}
        <ToggleForm
          act={act}
          fields={{ intent: "user-verified-seller", userId: user.id }}
          on={user.isVerifiedSeller}
          labels={["Oznacz jako sprawdzonego sprzedawcę", "Cofnij status sprawdzonego sprzedawcy"]}
          who={who}
        />
        {user.agency ? (
          <ToggleForm
            act={act}
            fields={{ intent: "agency-verify", agencyId: user.agency.id }}
            on={user.agency.isVerified}
            labels={["Zweryfikuj agencję", "Cofnij weryfikację agencji"]}
            who={user.agency.name}
          />
        ) : null}
      </div>

      <details className="group rounded-lg border border-gray-200 bg-gray-50 px-3 py-2">
        <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-800">
          <CreditCard aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Plan:{" "}
            {user.plan ? (
              <>
                <strong className="break-words">{user.plan.name}</strong> do{" "}
                {formatDate(user.plan.endsAt)}
              </>
            ) : (
              "bezpłatny"
            )}
          </span>
          <span className="font-semibold text-brand-800 group-open:hidden">Zmień</span>
        </summary>
        <div className="mt-3 space-y-3">
          {user.plan ? (
            <ActionForm
              {...act}
              fields={{ intent: "plan-end", id: user.plan.id }}
              label={`Zakończ plan: ${who}`}
              className={buttonClass({ variant: "danger-outline", block: true })}
            >
              <X aria-hidden="true" className="size-4" />
              Zakończ plan „{user.plan.name}”
            </ActionForm>
          ) : null}
          <PlanAssignForm userId={user.id} choice={{ plans }} who={who} {...act} />
        </div>
      </details>

      {hydrated && confirming ? (
        <ConfirmDialog
          title="Dezaktywować konto?"
          text="Użytkownik zostanie wylogowany i nie będzie mógł się zalogować."
          itemTitle={`${user.name} (${user.email})`}
          note={MODERATION_TEXT.housekeepingAccount}
          busy={busy}
          onClose={() => setConfirming(null)}
          onConfirm={() => submit(confirming)}
          confirm={{ label: "Dezaktywuj", busyLabel: "Dezaktywowanie...", icon: PowerOff }}
        />
      ) : null}
    </Card>
  );
}

type Act = { postUrl: string; busy: boolean; onSubmit: (form: FormData) => void };

/** A role the user has (a click takes it) or has not (a click gives it). */
function RoleChip({
  role,
  has,
  locked,
  userId,
  who,
  ...act
}: Act & { role: Role; has: boolean; locked: boolean; userId: string; who: string }) {
  const label = ROLE_LABELS[role];
  const what = `${has ? "Usuń" : "Dodaj"} rolę ${label}`;
  if (locked) {
    return (
      <span className={chipClass("toggle", "fixed")}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {label}
        <span className="sr-only"> (własnej roli administratora nie można odebrać)</span>
      </span>
    );
  }
  return (
    <ActionForm
      {...act}
      fields={{ intent: has ? "user-role-remove" : "user-role-add", userId, role }}
      label={`${what}: ${who}`}
      title={what}
      className={chipClass("toggle", has)}
    >
      {has ? (
        <X aria-hidden="true" className="size-4" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {label}
    </ActionForm>
  );
}

/** A yes/no flag's button: sets it when off, clears it when on (`labels`: [set, clear]). */
function ToggleForm({
  act,
  fields,
  on,
  labels,
  who,
}: {
  act: Act;
  fields: Record<string, string>;
  on: boolean;
  labels: readonly [string, string];
  who: string;
}) {
  const text = on ? labels[1] : labels[0];
  return (
    <ActionForm
      {...act}
      fields={{ ...fields, value: String(!on) }}
      label={`${text}: ${who}`}
      className={buttonClass({ variant: "secondary", block: true })}
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      {text}
    </ActionForm>
  );
}
