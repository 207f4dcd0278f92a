import { adminPath } from "@shared/admin";
import type { UsersData } from "@shared/admin-types";
import { formatCount, pluralize } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import { ROLE_LABELS, ROLES } from "@shared/roles";
import { Users } from "lucide-react";
import { Form, useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { EmptyList } from "../ui/empty-list";
import { Input, Select } from "../ui/input";
import { Pagination } from "../ui/pagination";
import { FilterButtons } from "./filter-buttons";
import { UserCard } from "./user-card";

/** 'pośrednik' → 'Pośrednik', for the role filter's options. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answers of this tab's actions (server/admin/user-actions.ts), for no-JavaScript posts. */
const isUserIntent = (intent: string) =>
  intent.startsWith("user-") || intent.startsWith("plan-") || intent === "agency-verify";

/**
 * /admin/users: the accounts, newest first, with a GET filter form (e-mail or name, role,
 * status) and, per user, roles, activation, the verified-seller mark and their agency's
 * verification (user-card.tsx).
 */
export function UsersTab({
  data,
  result,
}: {
  data: UsersData;
  result: PanelActionResult | undefined;
}) {
  const { users, total, page, pageSize, filters, actorId } = data;
  const hydrated = useHydrated();
  const { search } = useLocation();
  const filtered = !!(filters.q || filters.role || filters.status);
  const noJsResult = result && isUserIntent(result.intent) ? result : undefined;

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-5">
      <div>
        <h2 id="admin-users-heading" className="text-xl font-semibold text-gray-900">
          Użytkownicy
        </h2>
        <p className="text-sm text-gray-600">
          {formatCount(total)} {pluralize(total, ["użytkownik", "użytkownicy", "użytkowników"])}
          {filtered ? " pasujących do filtrów" : ""}
        </p>
      </div>

      <Form
        method="get"
        action={adminPath("users")}
        role="search"
        aria-label="Filtry użytkowników"
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <label className="block text-sm font-medium text-gray-800 sm:col-span-2 lg:col-span-1">
          Szukaj
          <Input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder="E-mail, imię lub nazwisko"
            maxLength={200}
            className="mt-1"
          />
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Rola
          <Select name="role" defaultValue={filters.role ?? ""} className="mt-1">
            <option value="">Wszystkie role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {capitalized(ROLE_LABELS[role])}
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-sm font-medium text-gray-800">
          Status
          <Select name="status" defaultValue={filters.status ?? ""} className="mt-1">
            <option value="">Wszystkie konta</option>
            <option value="active">Aktywne</option>
            <option value="inactive">Nieaktywne</option>
          </Select>
        </label>
        <FilterButtons
          filtered={filtered}
          clearTo={adminPath("users")}
          className="sm:col-span-2 lg:col-span-1"
        />
      </Form>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}

      {users.length ? (
        <ul className="space-y-3">
          {users.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                self={user.id === actorId}
                plans={data.plans}
                postUrl={`${adminPath("users")}${search}`}
                hydrated={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyList icon={Users}>
          <p className="mt-4 text-gray-700">
            {filtered ? "Brak użytkowników pasujących do filtrów." : "Nie ma jeszcze użytkowników."}
          </p>
        </EmptyList>
      )}

      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} />
    </section>
  );
}
