import { formatDate } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { Badge } from "../ui/badge";

export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date | string };

/**
 * Under the listing's price: "Cena obniżona" with the price before and the day it fell when the
 * last change lowered it, and every change on request (a plain <details>: text only, so the
 * page renders it as a static part). Changes come newest first.
 */
export function PriceHistory({
  changes,
  transactionType,
}: {
  changes: PriceChange[];
  transactionType: string;
}) {
  const [last] = changes;
  if (!last) return null;
  const price = (value: number) => formatListingPrice(value, transactionType);
  return (
    <>
      {last.newPrice < last.oldPrice ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <Badge tone="green">Cena obniżona</Badge>
          <span>
            z <s>{price(last.oldPrice)}</s>, {formatDate(last.changedAt)}
          </span>
        </p>
      ) : null}
      <details className="mt-2 text-sm text-gray-600">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          Historia ceny
        </summary>
        <ol className="mt-2 space-y-1">
          {changes.map((change) => (
            <li key={String(change.changedAt)}>
              {formatDate(change.changedAt)}: {price(change.oldPrice)} → {price(change.newPrice)}
            </li>
          ))}
        </ol>
      </details>
    </>
  );
}
