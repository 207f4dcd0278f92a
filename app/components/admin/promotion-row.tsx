import { promotionsPath } from "@shared/admin";
import type { AdminPromotionRow } from "@shared/admin-types";
import { formatDate, formatPrice } from "@shared/format";
import {
  PROMOTION_STATUS_LABELS,
  PROMOTION_TYPE_LABELS,
  type PromotionKind,
  type PromotionStatus,
} from "@shared/promotion-schemas";
import { CalendarDays, MapPin, Power, Tag } from "lucide-react";
import { Link } from "react-router";
import { Badge, type BadgeTone } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { ItemMeta } from "../ui/item-meta";
import { RowCard, RowDetails } from "../ui/row-card";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";

const STATUS_TONES: Record<PromotionStatus, BadgeTone> = {
  active: "green",
  scheduled: "blue",
  inactive: "amber",
  ended: "gray",
};

/**
 * One promotion: what it promotes (title, place or category), its kind, price, dates and status,
 * and the switch. An ended promotion that is already off has none: it cannot come back.
 */
export function PromotionRow({
  kind,
  promotion,
  postUrl,
}: {
  kind: PromotionKind;
  promotion: AdminPromotionRow;
  /** /admin with this page's query, so a no-JavaScript answer comes back to this section. */
  postUrl: string;
}) {
  const toggle = useActionFetcher(toastResult, promotionsPath(kind));
  const { title } = promotion;
  const action = promotion.isActive ? "Wyłącz promocję" : "Włącz promocję";
  const href =
    kind === "property" ? `/nieruchomosc/${promotion.targetId}` : `/usluga/${promotion.targetId}`;
  return (
    <RowCard>
      <RowDetails>
        <p className="flex flex-wrap gap-1">
          <Badge tone="brand">{PROMOTION_TYPE_LABELS[promotion.type]}</Badge>
          <Badge tone={STATUS_TONES[promotion.status]}>
            {PROMOTION_STATUS_LABELS[promotion.status]}
          </Badge>
        </p>
        <h3 className="font-semibold break-words text-gray-900">
          <Link
            to={href}
            className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          <ItemMeta icon={kind === "property" ? MapPin : Tag}>{promotion.detail}</ItemMeta>
          <ItemMeta icon={CalendarDays}>
            {formatDate(promotion.startsOn)} –{" "}
            {promotion.endsOn ? formatDate(promotion.endsOn) : "bez końca"}
          </ItemMeta>
        </p>
        <p className="text-sm text-gray-700">
          <span className="font-semibold text-brand-800">{formatPrice(promotion.price)}</span>
          {promotion.plan ? ` · plan ${promotion.plan}` : null}
        </p>
      </RowDetails>
      {promotion.status === "ended" && !promotion.isActive ? null : (
        <div className="shrink-0">
          <ActionForm
            postUrl={postUrl}
            fields={{
              intent: "promotion-toggle",
              kind,
              id: promotion.id,
              value: String(!promotion.isActive),
            }}
            onSubmit={toggle.submit}
            busy={toggle.busy}
            label={`${action}: ${title}`}
            className={buttonClass({ variant: "secondary", block: true })}
          >
            <Power aria-hidden="true" className="size-4" />
            {action}
          </ActionForm>
        </div>
      )}
    </RowCard>
  );
}
