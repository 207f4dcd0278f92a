import { type FormResult, fieldError } from "@shared/form-result";
import { pluralize } from "@shared/format";
import { REVIEW_LIMITS } from "@shared/review-limits";
import { Form, useActionData, useNavigation } from "react-router";
import { type FormConstraint, formProps, textareaProps, usePublicForm } from "~/lib/form-core";
import { PrivacyNotice } from "../form/consent";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Textarea } from "../ui/input";

export type ReviewIntent = "review" | "delete-review";

/**
 * The viewer's one review of a service: a rating and a text, sent to the page's action, which
 * checks them with reviewSchema (shared/review-schemas.ts). The service page is public, so no zod
 * here: the loader gives the schema's constraints and the action's reply the Polish errors.
 */
export function ReviewForm({
  mine,
  constraint,
}: {
  /** The viewer's review, when there is one: the form edits it. */
  mine: { rating: number; text: string } | undefined;
  constraint: FormConstraint;
}) {
  const result = useActionData<FormResult<ReviewIntent>>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = usePublicForm({
    id: "review",
    constraint,
    result,
    intent: "review",
    defaultValue: { rating: mine?.rating.toString(), text: mine?.text },
  });
  const rating = fields.rating;
  // A refusal at a field is shown there; any other outcome in the line under the buttons.
  const shownAtField = fieldError(result, "rating") ?? fieldError(result, "text");

  return (
    <Form
      method="post"
      {...formProps(form)}
      className="mt-4 space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
      preventScrollReset
    >
      <h3 className="font-semibold">{mine ? "Edytuj swoją opinię" : "Wystaw opinię"}</h3>
      <fieldset
        aria-invalid={rating.errors ? true : undefined}
        aria-describedby={rating.errors ? rating.errorId : undefined}
      >
        <legend className="text-sm font-medium text-gray-700">Ocena</legend>
        <div key={rating.key} className="mt-1 flex flex-wrap gap-3">
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="inline-flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={rating.name}
                value={n}
                defaultChecked={rating.initialValue === String(n)}
              />
              {n} {pluralize(n, ["gwiazdka", "gwiazdki", "gwiazdek"])}
            </label>
          ))}
        </div>
        {rating.errors ? (
          <p id={rating.errorId} className="mt-1 text-sm text-red-700">
            {rating.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <Field
        meta={fields.text}
        label="Treść opinii"
        hint={`Od ${REVIEW_LIMITS.textMin} do ${REVIEW_LIMITS.textMax} znaków.`}
      >
        <Textarea
          {...textareaProps(fields.text, { hint: true })}
          maxLength={REVIEW_LIMITS.textMax}
          rows={4}
        />
      </Field>
      <PrivacyNotice purpose="opublikowania opinii; jest publiczna wraz z Twoim imieniem" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="review" disabled={busy}>
          {mine ? "Zapisz zmiany" : "Dodaj opinię"}
        </Button>
        {mine ? (
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value="delete-review"
            formNoValidate
            disabled={busy}
          >
            Usuń opinię
          </Button>
        ) : null}
      </div>
      {result && !shownAtField ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={result.ok ? "text-sm text-green-700" : "text-sm text-red-700"}
        >
          {result.message}
        </p>
      ) : null}
    </Form>
  );
}
