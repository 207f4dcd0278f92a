import { formatDate } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { Badge } from "../ui/badge";

export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date | string };

type Props = { changes: PriceChange[]; transactionType: string };

/**
 * Under the listing's price: "Cena obniżona" with the price before and the day it fell, when the
 * last change (changes come newest first) lowered it. Text only: the page renders it as a static
 * part.
 */
export function PriceDrop({ changes, transactionType }: Props) {
  const [last] = changes;
  if (!last || last.newPrice >= last.oldPrice) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
      <Badge tone="green">Cena obniżona</Badge>
      <span>
        z <s>{formatListingPrice(last.oldPrice, transactionType)}</s>, {formatDate(last.changedAt)}
      </span>
    </p>
  );
}

/** Every change on request: a plain <details>, text only (a static part too), newest first. */
export function PriceHistory({ changes, transactionType }: Props) {
  if (!changes.length) return null;
  const price = (value: number) => formatListingPrice(value, transactionType);
  return (
    <details className="mt-3 text-sm text-gray-600">
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
  );
}
