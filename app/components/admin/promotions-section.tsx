import { adminPath } from "@shared/admin";
import type { PromotionsData } from "@shared/admin-types";
import { formatCount, pluralize } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import { PROMOTION_TEXT } from "@shared/promotion-schemas";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { EmptyNote } from "../ui/empty-list";
import { Pagination } from "../ui/pagination";
import { PromotionAddDialog } from "./promotion-add-dialog";
import { PromotionRow } from "./promotion-row";

/**
 * 'Promocje ogłoszeń' or 'Promocje usług': the kind's promotions newest first, 20 a page, each
 * with its switch, and 'Dodaj promocję'. Changes go through fetchers to the section; the list
 * refreshes as the loaders revalidate.
 */
export function PromotionsSection({
  kind,
  data,
  result,
}: {
  kind: "property" | "service";
  data: PromotionsData;
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [adding, setAdding] = useState(false);
  const heading = kind === "property" ? "Promocje ogłoszeń" : "Promocje usług";
  const section = kind === "property" ? "listings" : "services";
  const noJsResult = result?.intent.startsWith("promotion-") ? result : undefined;

  return (
    <section aria-labelledby="admin-promotions-heading" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="admin-promotions-heading" className="text-xl font-semibold text-gray-900">
            {heading}
          </h2>
          {data.ok ? (
            <p className="text-sm text-gray-600">
              {formatCount(data.total)}{" "}
              {pluralize(data.total, ["promocja", "promocje", "promocji"])}
            </p>
          ) : null}
        </div>
        {data.ok ? (
          <Button type="button" onClick={() => setAdding(true)} disabled={!hydrated}>
            <Plus aria-hidden="true" className="size-4" />
            Dodaj promocję
          </Button>
        ) : null}
      </div>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}

      {!data.ok ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {PROMOTION_TEXT.loadFailed}
        </p>
      ) : data.promotions.length ? (
        <ul className="space-y-3">
          {data.promotions.map((promotion) => (
            <li key={promotion.id}>
              <PromotionRow
                kind={kind}
                promotion={promotion}
                postUrl={`${adminPath("promotion", section)}${search}`}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>Nie ma jeszcze żadnych promocji.</EmptyNote>
      )}

      {data.ok ? <Pagination page={data.page} pageCount={data.pageCount} /> : null}

      {hydrated && adding && data.ok ? (
        <PromotionAddDialog
          kind={kind}
          plans={data.plans}
          today={data.today}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </section>
  );
}
