import { type FieldErrors, fieldErrors, formValues, PASSWORD_MIN } from "@shared/auth-schemas";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";
import { fieldAria, Field as UiField } from "../ui/field";
import { Input } from "../ui/input";

type FieldProps = {
  label: string;
  name: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  required?: boolean;
  defaultValue?: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error read out by screen readers (aria-describedby). */
export function Field({
  label,
  name,
  type = "text",
  autoComplete,
  required,
  defaultValue,
  error,
  hint,
}: FieldProps) {
  const id = useId();
  return (
    <UiField id={id} label={label} hint={hint} error={error} optional={!required}>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        {...fieldAria(id, { hint, error })}
      />
    </UiField>
  );
}

/** The red or green message above a form. */
export function FormAlert({
  kind,
  children,
}: {
  kind: "error" | "success";
  children: React.ReactNode;
}) {
  const Icon = kind === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-2 rounded-lg border px-3 py-2 text-sm",
        kind === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-brand-200 bg-brand-50 text-brand-900",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

/** True while this page is submitting the form with the given intent. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function SubmitButton({
  intent,
  label,
  pendingLabel,
}: {
  intent: string;
  label: string;
  pendingLabel: string;
}) {
  const submitting = useSubmitting(intent);
  return (
    <Button type="submit" size="lg" block name="intent" value={intent} disabled={submitting}>
      {submitting ? pendingLabel : label}
    </Button>
  );
}

/**
 * Client-side check with the same schema the action uses: a failing form is not sent and shows
 * the messages at once. Without JavaScript the action does the same check.
 */
export function useClientValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [state, setState] = useClientErrors(serverErrors);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const result = schema.safeParse(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setState(undefined);
      return;
    }
    event.preventDefault();
    setState(fieldErrors(result.error));
    const firstInvalid = event.currentTarget.querySelector<HTMLElement>(
      `[name="${Object.keys(fieldErrors(result.error))[0]}"]`,
    );
    firstInvalid?.focus();
  };
  return { errors: state, onSubmit };
}

function useClientErrors(serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors | undefined>(serverErrors);
  // A new answer from the action replaces what the browser found.
  useEffect(() => setErrors(serverErrors), [serverErrors]);
  return [errors, setErrors] as const;
}

/** A new password and its confirmation (sign-up and reset); the same rules check both. */
export function NewPasswordFields({ label, errors }: { label: string; errors?: FieldErrors }) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`Co najmniej ${PASSWORD_MIN} znaków; unikaj popularnych haseł.`}
        error={errors?.password}
      />
      <Field
        label="Potwierdź hasło"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors?.confirmPassword}
      />
    </>
  );
}
