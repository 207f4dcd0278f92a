import type { FieldMetadata } from "@conform-to/react";
import { PASSWORD_MIN } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useNavigation } from "react-router";
import { cn } from "~/lib/cn";
import { inputProps } from "~/lib/form";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input } from "../ui/input";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A labelled input of the form layer; its error and hint are read out with it. */
export function AuthField({
  meta,
  label,
  type = "text",
  autoComplete,
  optional,
  hint,
}: {
  meta: Meta;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  optional?: boolean;
  hint?: string;
}) {
  return (
    <Field meta={meta} label={label} hint={hint} optional={optional}>
      <Input {...inputProps(meta, { type, hint: Boolean(hint) })} autoComplete={autoComplete} />
    </Field>
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

/**
 * The outcome of a submit above the form: what went well, or what went wrong that belongs to no
 * field (a wrong password, a rate limit). Errors of fields are shown at the fields only.
 */
export function FormOutcome({ result }: { result: FormResult | undefined }) {
  if (!result?.message) return null;
  if (result.ok) return <FormAlert kind="success">{result.message}</FormAlert>;
  const atFields = Object.values(result.submission?.error ?? {}).some((list) => list?.length);
  return atFields ? null : <FormAlert kind="error">{result.message}</FormAlert>;
}

/** True while this page is submitting the form with the given intent. */
function useSubmitting(intent: string): boolean {
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

/** A new password and its confirmation (sign-up and reset); the same rules check both. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
}: {
  label: string;
  password: Meta;
  confirmPassword: Meta;
}) {
  return (
    <>
      <AuthField
        meta={password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`Co najmniej ${PASSWORD_MIN} znaków; unikaj popularnych haseł.`}
      />
      <AuthField
        meta={confirmPassword}
        label="Potwierdź hasło"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
