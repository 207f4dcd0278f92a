import type { FieldErrors } from "@shared/auth-schemas";
import { formatDate, pluralize } from "@shared/format";
import { REVIEW_LIMITS, reviewSchema } from "@shared/review-schemas";
import { Star } from "lucide-react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import { PrivacyNotice } from "~/components/legal/consent";
import { useClientValidation } from "../auth/form-parts";
import { Button } from "../ui/button";
import { Field, fieldAria } from "../ui/field";
import { Textarea } from "../ui/input";

import { formatRating, reviewCountLabel, type Viewer } from "./service-detail";

export type ReviewData = {
  id: string;
  rating: number;
  text: string;
  author: string;
  createdAt: Date;
  updatedAt: Date;
  mine: boolean;
};

type ActionResult = { ok: boolean; message: string; fieldErrors?: FieldErrors } | undefined;

function Stars({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`Ocena ${value} na 5`} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={n <= value ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-gray-300"}
        />
      ))}
    </span>
  );
}

/** The list of reviews, newest first, and the form for the viewer's own (one) review. */
export function ServiceReviews({
  reviews,
  viewer,
  rating,
  reviewCount,
}: {
  serviceId: string;
  reviews: ReviewData[];
  viewer: Viewer;
  rating: number | null;
  reviewCount: number;
}) {
  const result = useActionData() as ActionResult;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mine = reviews.find((r) => r.mine);
  const busy = navigation.state === "submitting";
  // Our Polish messages under the fields, not the browser's bubbles (noValidate): the same
  // schema checks here and in the action.
  const { errors, onSubmit } = useClientValidation(reviewSchema, result?.fieldErrors);
  const onFormSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // Withdrawing a review needs no rating or text.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "delete-review") onSubmit(event);
  };
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Opinie klientów
      </h2>
      <p className="mt-1 text-gray-700" data-testid="reviews-summary">
        {rating != null && reviewCount > 0
          ? `Średnia ocena ${formatRating(rating)} / 5 — ${reviewCountLabel(reviewCount)}`
          : "Brak opinii"}
      </p>

      {!viewer ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(pathname)}`}
            className="font-semibold text-brand-700 underline"
          >
            Zaloguj się
          </Link>
          , aby wystawić opinię.
        </p>
      ) : viewer.isOwner ? (
        <p className="mt-4 rounded-lg bg-gray-50 p-4 text-sm text-gray-700">
          To Twoja usługa — nie możesz jej ocenić.
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          onSubmit={onFormSubmit}
          className="mt-4 space-y-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
          preventScrollReset
        >
          <h3 className="font-semibold">{mine ? "Edytuj swoją opinię" : "Wystaw opinię"}</h3>
          <fieldset
            aria-invalid={errors?.rating ? true : undefined}
            aria-describedby={errors?.rating ? "review-rating-error" : undefined}
          >
            <legend className="text-sm font-medium text-gray-700">Ocena</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} className="inline-flex items-center gap-1 text-sm">
                  <input type="radio" name="rating" value={n} defaultChecked={mine?.rating === n} />
                  {n} {pluralize(n, ["gwiazdka", "gwiazdki", "gwiazdek"])}
                </label>
              ))}
            </div>
            {errors?.rating ? (
              <p id="review-rating-error" className="mt-1 text-sm text-red-700">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <Field
            id="review-text"
            label="Treść opinii"
            hint={`Od ${REVIEW_LIMITS.textMin} do ${REVIEW_LIMITS.textMax} znaków.`}
            error={errors?.text}
          >
            <Textarea
              id="review-text"
              name="text"
              maxLength={REVIEW_LIMITS.textMax}
              {...fieldAria("review-text", { hint: true, error: errors?.text })}
              rows={4}
              defaultValue={mine?.text ?? ""}
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
          {result && !result.fieldErrors ? (
            <p
              role={result.ok ? "status" : "alert"}
              className={result.ok ? "text-sm text-green-700" : "text-sm text-red-700"}
            >
              {result.message}
            </p>
          ) : null}
        </Form>
      )}

      {reviews.length ? (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-gray-900">
                  {review.author}
                  {review.mine ? <span className="ml-2 text-xs text-gray-500">(Twoja)</span> : null}
                </p>
                <Stars value={review.rating} />
              </div>
              <p className="mt-2 whitespace-pre-line text-gray-700">{review.text}</p>
              <p className="mt-2 text-xs text-gray-500">{formatDate(review.createdAt)}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
