import { adminPath } from "@shared/admin";
import type { AdminListingRow } from "@shared/admin-types";
import { PROPERTY_TYPE_LABELS, VERIFIED_LISTING_LABEL } from "@shared/categories";
import { formatDate } from "@shared/format";
import { formatListingPrice } from "@shared/listing-price";
import { locationLabel } from "@shared/locations";
import { reportPath } from "@shared/moderation";
import { sourceLabel } from "@shared/sources";
import {
  Archive,
  ArchiveRestore,
  BadgeCheck,
  BadgeX,
  CalendarDays,
  Flag,
  Globe,
  Home,
  type LucideIcon,
  MapPin,
  Pencil,
  Star,
  StarOff,
  Trash2,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import { adminEditListingHref } from "~/lib/admin-return";
import { cn } from "~/lib/cn";
import { Badge } from "../ui/badge";
import { buttonClass } from "../ui/button";
import { ItemMeta, ItemViews } from "../ui/item-meta";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ActionForm } from "./action-form";

const rowButtonClass = buttonClass({ variant: "secondary", size: "sm", block: true });

/** The columns of the list on wide screens: choice, listing, price, actions. */
export const LISTING_COLUMNS =
  "lg:grid lg:grid-cols-[2rem_minmax(0,1fr)_9rem_23rem] lg:items-center lg:gap-4";

/** One switch of a listing's flag: the button sets `value`. */
function FlagForm({
  intent,
  id,
  value,
  label,
  itemTitle,
  icon: Icon,
  postUrl,
  fetcher,
}: {
  intent: string;
  id: string;
  value: boolean;
  label: string;
  itemTitle: string;
  icon: LucideIcon;
  postUrl: string;
  fetcher: ReturnType<typeof useActionFetcher>;
}) {
  return (
    <ActionForm
      postUrl={postUrl}
      fields={{ intent, id, value: String(value) }}
      onSubmit={fetcher.submit}
      busy={fetcher.busy}
      label={`${label}: ${itemTitle}`}
      className={rowButtonClass}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </ActionForm>
  );
}

/**
 * One listing of the administrator's list: a card on phones, a table-like row on wide screens,
 * with its checkbox for the bulk delete, its facts and owner, the three flag switches, the edit
 * link (the listing form in /panel) and delete, which the tab asks about first.
 */
export function ListingRow({
  listing,
  postUrl,
  hydrated,
  selected,
  onSelect,
  onDelete,
}: {
  listing: AdminListingRow;
  /** /admin with this page's query, so a no-JavaScript answer comes back to this tab. */
  postUrl: string;
  hydrated: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}) {
  const flags = useActionFetcher(toastResult, adminPath("listings"));
  const { id, title } = listing;
  const flag = { id, itemTitle: title, postUrl, fetcher: flags };

  return (
    <article
      className={`flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm ${LISTING_COLUMNS} ${
        selected ? "border-brand-500 ring-1 ring-brand-500" : "border-gray-200"
      }`}
    >
      <div className="flex items-start gap-3 lg:contents">
        <input
          type="checkbox"
          checked={selected}
          disabled={!hydrated}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={`Zaznacz: ${title}`}
          className="mt-1 size-5 shrink-0 accent-brand-700 lg:mt-0"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap gap-1">
            {listing.isVerified ? <Badge tone="green">{VERIFIED_LISTING_LABEL}</Badge> : null}
            {listing.isPremium ? <Badge tone="brand">Premium</Badge> : null}
            {listing.isArchived ? <Badge tone="gray">Archiwum</Badge> : null}
          </div>
          <h3 className="font-semibold break-words text-gray-900">
            <Link
              to={`/nieruchomosc/${id}`}
              className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {title}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
            <ItemMeta icon={Home}>{PROPERTY_TYPE_LABELS[listing.type]}</ItemMeta>
            <ItemMeta icon={MapPin}>
              {locationLabel(listing.location) ?? listing.address ?? "Poza regionem"}
            </ItemMeta>
            <ItemMeta icon={Globe}>
              <span className="sr-only">Źródło: </span>
              {sourceLabel(listing.source)}
            </ItemMeta>
            <ItemMeta icon={CalendarDays}>{formatDate(listing.createdAt)}</ItemMeta>
            <ItemViews views={listing.views} />
          </p>
          <p className="flex items-start gap-1 text-sm text-gray-700">
            <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              <span className="sr-only">Właściciel: </span>
              {listing.ownerName} <span className="break-all">({listing.ownerEmail})</span>
            </span>
          </p>
        </div>
      </div>
      <p className="font-bold text-brand-800 lg:text-right">
        {formatListingPrice(listing.price, listing.transactionType)}
      </p>
      {/* Two buttons a row, on phones across the card. */}
      <div className="grid grid-cols-2 gap-2">
        <FlagForm
          {...flag}
          intent="listing-verify"
          value={!listing.isVerified}
          label={listing.isVerified ? "Cofnij weryfikację" : "Zweryfikuj"}
          icon={listing.isVerified ? BadgeX : BadgeCheck}
        />
        <FlagForm
          {...flag}
          intent="listing-premium"
          value={!listing.isPremium}
          label={listing.isPremium ? "Usuń premium" : "Dodaj premium"}
          icon={listing.isPremium ? StarOff : Star}
        />
        <FlagForm
          {...flag}
          intent="listing-archive"
          value={!listing.isArchived}
          label={listing.isArchived ? "Przywróć" : "Archiwizuj"}
          icon={listing.isArchived ? ArchiveRestore : Archive}
        />
        <Link
          to={adminEditListingHref(id, postUrl)}
          aria-label={`Edytuj ogłoszenie: ${title}`}
          className={rowButtonClass}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edytuj
        </Link>
        {listing.isArchived ? null : (
          <Link
            to={reportPath("listing", id)}
            aria-label={`Do moderacji: ${title}`}
            title="Zgłoś ogłoszenie do kolejki moderacji: decyzja z uzasadnieniem dla autora"
            className={cn(rowButtonClass, "col-span-2")}
          >
            <Flag aria-hidden="true" className="size-4" />
            Do moderacji
          </Link>
        )}
        <button
          type="button"
          onClick={onDelete}
          disabled={!hydrated}
          aria-label={`Usuń ogłoszenie: ${title}`}
          className={cn(
            buttonClass({ variant: "danger-outline", size: "sm", block: true }),
            "col-span-2",
          )}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń
        </button>
      </div>
    </article>
  );
}
