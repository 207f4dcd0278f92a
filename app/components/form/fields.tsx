import { LOCATIONS } from "@shared/locations";
import { Plus, X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { type FieldMeta, inputProps, selectProps, textareaProps } from "~/lib/form";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Select, Textarea } from "../ui/input";

/** A control's field on the form layer. */
type MetaField = { meta: FieldMeta };

/**
 * SelectField takes either `meta` (a form on the form layer) or a plain id, name and starting
 * value (the administrator's settings, a one-field form posted as it is).
 */
type SelectBinding =
  | { meta: FieldMeta; id?: never; name?: never; defaultValue?: never }
  | { id: string; name: string; defaultValue?: string; meta?: never };

/** A text input in the Field wrapper: label, hint, error, ARIA wiring. */
export function TextField({
  meta,
  label,
  hint,
  className,
  ...rest
}: MetaField & {
  label: string;
  hint?: string;
  className?: string;
  ref?: React.Ref<HTMLInputElement>;
  type?: "text" | "url" | "tel" | "email" | "number" | "search" | "password" | "date";
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue" | "type">) {
  return (
    <div className={className}>
      <Field meta={meta} label={label} hint={hint}>
        <Input {...inputProps(meta, { type: rest.type ?? "text", hint: !!hint })} {...rest} />
      </Field>
    </div>
  );
}

let nextRowKey = 0;
function rowKey() {
  nextRowKey += 1;
  return `row-${nextRowKey}`;
}

/**
 * A list of text inputs sent under one repeated name (videos, offered services): add and remove
 * rows; empty rows are sent too and dropped by the schema. At least one row is always shown.
 */
export function RepeatedField({
  id,
  name,
  legend,
  itemLabel,
  addLabel,
  removeLabel,
  initial,
  max,
  error,
  hint,
  inputType = "text",
  placeholder,
  onRowsChange,
}: {
  id: string;
  name: string;
  legend: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
  initial: readonly string[];
  max: number;
  error?: string;
  hint?: string;
  inputType?: "text" | "url";
  placeholder?: string;
  /** After the rows changed, also by adding or removing one (no input event tells the form). */
  onRowsChange?: () => void;
}) {
  const [rows, setRows] = useState(() =>
    (initial.length ? initial : [""]).map((value) => ({ key: rowKey(), value })),
  );
  const focusKey = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rowsChanged = useEffectEvent(() => onRowsChange?.());
  const initialRows = useRef(rows);

  useEffect(() => {
    if (rows !== initialRows.current) rowsChanged();
  }, [rows]);

  useEffect(() => {
    if (!focusKey.current) return;
    listRef.current?.querySelector<HTMLInputElement>(`[data-row="${focusKey.current}"]`)?.focus();
    focusKey.current = null;
  });

  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const described = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <fieldset className="space-y-2" aria-describedby={described}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
      <ul ref={listRef} className="space-y-2">
        {rows.map((row, index) => {
          const inputId = `${id}-${index}`;
          return (
            <li key={row.key} className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {itemLabel(index + 1)}
              </label>
              <Input
                id={inputId}
                name={name}
                type={inputType}
                inputMode={inputType === "url" ? "url" : undefined}
                placeholder={placeholder}
                value={row.value}
                data-row={row.key}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setRows((current) =>
                    current.map((r) => (r.key === row.key ? { ...r, value } : r)),
                  );
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
              />
              <button
                type="button"
                aria-label={removeLabel(index + 1)}
                title={removeLabel(index + 1)}
                onClick={() =>
                  setRows((current) => {
                    const next = current.filter((r) => r.key !== row.key);
                    return next.length ? next : [{ key: rowKey(), value: "" }];
                  })
                }
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        disabled={rows.length >= max}
        onClick={() => {
          const key = rowKey();
          focusKey.current = key;
          setRows((current) => [...current, { key, value: "" }]);
        }}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

const LOCATION_OPTIONS = LOCATIONS.map((l) => ({ value: l.slug, label: l.label }));

/** Where the listing or service is: a select of the region's places. */
export function LocationField(props: MetaField) {
  return (
    <SelectField
      {...props}
      label="Miejscowość"
      placeholder="Wybierz miejscowość"
      options={LOCATION_OPTIONS}
    />
  );
}

/** The contact phone: the same input on the listing and service forms. */
export function PhoneField({
  hint,
  required = true,
  ...props
}: MetaField & { hint?: string; required?: boolean }) {
  return (
    <TextField
      {...props}
      label="Telefon"
      hint={hint}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={20}
      required={required}
    />
  );
}

/** A native select in the Field wrapper; `placeholder` adds an empty first option. */
export function SelectField({
  id,
  name,
  meta,
  label,
  defaultValue,
  options,
  placeholder,
}: SelectBinding & {
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const choices = (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
  if (meta) {
    return (
      <Field meta={meta} label={label}>
        <Select {...selectProps(meta)}>{choices}</Select>
      </Field>
    );
  }
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={defaultValue}>
        {choices}
      </Select>
    </Field>
  );
}

/** A textarea in the Field wrapper (no hint). */
export function TextAreaField({
  meta,
  label,
  rows,
  maxLength,
}: MetaField & { label: string; rows: number; maxLength: number }) {
  return (
    <Field meta={meta} label={label}>
      <Textarea {...textareaProps(meta)} rows={rows} maxLength={maxLength} />
    </Field>
  );
}

/** A checkbox with its label and a line on what it does (a plan's flags). */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
