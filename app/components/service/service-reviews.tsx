import { formatDate } from "@shared/format";
import { Star } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { FormConstraint } from "~/lib/form-core";
import { Card } from "../ui/card";
import { deferred } from "../ui/deferred";
import { ReportLink } from "../ui/report-link";
import { formatRating, reviewCountLabel, type Viewer } from "./service-detail";

/**
 * Only a signed-in visitor who does not own the service sees the form: its code (and the form
 * layer's) loads after the page, whose server markup works as a plain form until then.
 */
const ReviewForm = deferred(() => import("./review-form").then((m) => m.ReviewForm));

export type ReviewData = {
  id: string;
  rating: number;
  text: string;
  author: string;
  createdAt: Date;
  updatedAt: Date;
  mine: boolean;
  /** Its report page; null on the viewer's own review. */
  reportHref: string | null;
};

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
  constraint,
}: {
  reviews: ReviewData[];
  viewer: Viewer;
  rating: number | null;
  reviewCount: number;
  /** The review schema's constraints (the loader's: no zod on this public page). */
  constraint: FormConstraint;
}) {
  const { pathname } = useLocation();
  const mine = reviews.find((r) => r.mine);
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
        <ReviewForm mine={mine} constraint={constraint} />
      )}

      {reviews.length ? (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <Card as="li" padding="sm" item flat key={review.id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-gray-900">
                  {review.author}
                  {review.mine ? <span className="ml-2 text-xs text-gray-500">(Twoja)</span> : null}
                </p>
                <Stars value={review.rating} />
              </div>
              <p className="mt-2 whitespace-pre-line text-gray-700">{review.text}</p>
              <p className="mt-2 flex flex-wrap justify-between gap-2 text-xs text-gray-500">
                <span>{formatDate(review.createdAt)}</span>
                <ReportLink href={review.reportHref} label={`Zgłoś opinię: ${review.author}`} />
              </p>
            </Card>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
