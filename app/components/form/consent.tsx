import type { FieldMetadata } from "@conform-to/react";
import { PRIVACY_PATH, TERMS_PATH } from "@shared/legal";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { inputProps } from "~/lib/form";

/**
 * The required 'Akceptuję Regulamin' box of every path that opens an account (sign-up form, the
 * setup wizard for external sign-ups and agency-made broker accounts): a field of the form layer
 * (app/lib/form.ts). It sends "on" when ticked; the server checks it with the same schema
 * (auth-schemas.ts `termsAccepted`).
 */
export function TermsCheckbox({
  meta,
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
}) {
  const error = meta.errors?.[0];
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-2">
        <input
          key={meta.key}
          {...inputProps(meta, { type: "checkbox" })}
          aria-required
          className={cn(
            "mt-0.5 size-4 shrink-0 rounded accent-brand-700",
            error ? "outline-2 outline-red-500" : null,
          )}
        />
        <label htmlFor={meta.id} className="text-sm text-gray-800">
          Akceptuję{" "}
          <Link to={TERMS_PATH} target="_blank" className="font-medium text-brand-700 underline">
            Regulamin
          </Link>{" "}
          serwisu Okolica.
        </label>
      </div>
      {error ? (
        <p id={meta.errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The short information clause (art. 13 GDPR) where a form collects personal data: who, why,
 * and where the rest is. `purpose` completes "…przetwarza je w celu …".
 */
export function PrivacyNotice({ purpose, className }: { purpose: string; className?: string }) {
  return (
    <p className={cn("text-xs leading-relaxed text-gray-500", className)}>
      Administratorem podanych danych jest operator serwisu Okolica; przetwarza je w celu {purpose}.
      Masz prawo dostępu do nich, ich sprostowania i usunięcia. Więcej w{" "}
      <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline">
        Polityce prywatności
      </Link>
      .
    </p>
  );
}
