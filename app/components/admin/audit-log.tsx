import { adminPath } from "@shared/admin";
import type { AuditLogView } from "@shared/admin-types";
import { formatCount, formatDateTime, pluralize } from "@shared/format";
import { sourceLabel } from "@shared/sources";
import { Form } from "react-router";
import { Card } from "../ui/card";
import { Input, Select } from "../ui/input";
import { Pagination } from "../ui/pagination";
import { FilterButtons } from "./filter-buttons";

/** What the audit log calls the kinds of records (audit_log.target_type). */
const TARGET_LABELS: Record<string, string> = {
  listing: "Ogłoszenie",
  service: "Usługa",
  user: "Użytkownik",
  agency: "Agencja",
  setting: "Ustawienie",
  api_token: "Token API",
  plan: "Plan",
  promotion: "Promocja",
};

/** Polish names of the flags and values the actions record before and after. */
const FIELD_LABELS: Record<string, string> = {
  isVerified: "weryfikacja",
  isPremium: "premium",
  isArchived: "archiwum",
  // Accounts, plans and promotions: 'aktywne: tak → nie' under 'Użytkownik: …' or 'Promocja: …'.
  isActive: "aktywne",
  isVerifiedSeller: "sprawdzony sprzedawca",
  roles: "role",
  url: "plik",
  value: "wartość",
  ids: "ogłoszenia",
  titles: "tytuły",
  maxPhotos: "limit zdjęć",
  ownerId: "konto właściciela",
  ownerEmail: "e-mail właściciela",
  title: "tytuł",
  description: "opis",
  price: "cena",
  location: "lokalizacja",
  address: "adres",
  area: "powierzchnia",
  rooms: "pokoje",
  bathrooms: "łazienki",
  type: "rodzaj",
  transactionType: "transakcja",
  phone: "telefon",
  name: "nazwa",
  durationDays: "czas trwania (dni)",
  features: "funkcje",
  maxProperties: "limit ogłoszeń",
  maxServices: "limit usług",
  priorityDisplay: "wyróżnienie w wynikach",
  startsAt: "początek",
  endsAt: "koniec",
  // An import's one record: its counts and the sources it covered.
  inserted: "dodane",
  updated: "zaktualizowane",
  archived: "zarchiwizowane",
  unchanged: "bez zmian",
  errors: "błędy",
  sources: "źródła",
  // API tokens.
  prefix: "początek tokenu",
  revoked: "unieważniony",
};

/** Values recorded as keys, shown as their names. */
const VALUE_LABELS: Record<string, (value: unknown) => unknown> = {
  sources: (value) => (Array.isArray(value) ? value.map((v) => sourceLabel(String(v))) : value),
};

/** Long values (a description) are cut: the log says what changed, the record says the rest. */
const SHOWN_CHARACTERS = 120;

function showValue(value: unknown): string {
  if (value === true) return "tak";
  if (value === false) return "nie";
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length ? value.map(showValue).join(", ") : "brak";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}

/** 'premium: nie → tak' for each value the action changed (or recorded on one side only). */
function changes(before: unknown, after: unknown): string[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const name = FIELD_LABELS[key] ?? key;
    const show = (value: unknown) => showValue(VALUE_LABELS[key]?.(value) ?? value);
    if (!(key in b)) return `${name}: ${show(a[key])}`;
    if (!(key in a)) return `${name}: ${show(b[key])}`;
    return `${name}: ${show(b[key])} → ${show(a[key])}`;
  });
}

/**
 * Every administrator action, newest first (its first page is the dashboard's recent activity),
 * filtered by action, kind of record and a text (who acted, which record) in a GET form.
 */
export function AuditLogSection({ log }: { log: AuditLogView }) {
  const { entries, total, page, pageSize, filters, actions } = log;
  const filtered = !!(filters.action || filters.targetType || filters.q);
  return (
    <Card as="section" aria-labelledby="audit-log">
      <h2 id="audit-log" className="font-semibold text-gray-900">
        Ostatnia aktywność administratorów
      </h2>
      <Form method="get" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
        <label className="text-sm font-medium text-gray-700">
          Działanie
          <Select name="action" defaultValue={filters.action ?? ""} className="mt-1 text-sm">
            <option value="">Wszystkie</option>
            {actions.map((a) => (
              <option key={a.key} value={a.key}>
                {a.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Rodzaj
          <Select name="target" defaultValue={filters.targetType ?? ""} className="mt-1 text-sm">
            <option value="">Wszystkie</option>
            {Object.entries(TARGET_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Kto lub czego dotyczy
          <Input
            type="search"
            name="q"
            defaultValue={filters.q ?? ""}
            placeholder="e-mail, tytuł, identyfikator"
            className="mt-1 text-sm"
          />
        </label>
        <FilterButtons filtered={filtered} clearTo={adminPath("dashboard")} />
      </Form>
      <p className="mt-4 text-sm text-gray-600">
        {formatCount(total)} {pluralize(total, ["wpis", "wpisy", "wpisów"])}
      </p>
      {entries.length ? (
        <ol className="mt-2 divide-y divide-gray-100">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-gray-900">{entry.label}</span>
                <time dateTime={new Date(entry.createdAt).toISOString()} className="text-gray-500">
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              <p className="mt-0.5 break-words text-gray-700">
                {TARGET_LABELS[entry.targetType] ?? entry.targetType}
                {entry.targetLabel ? `: ${entry.targetLabel}` : ""} · {entry.actorEmail}
              </p>
              {changes(entry.before, entry.after).map((line) => (
                <p key={line} className="break-words text-gray-500">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          {filtered ? "Brak wpisów pasujących do filtrów." : "Nie ma jeszcze żadnych działań."}
        </p>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} />
    </Card>
  );
}
