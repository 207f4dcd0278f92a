import { formatCount, pluralize } from "@shared/format";
import {
  OWN_ITEM_STATUSES,
  type OwnItemStatus,
  type OwnItemsQuery,
  ownItemsHref,
  parseOwnItemsQuery,
} from "@shared/own-items-query";
import type { PanelActionResult } from "@shared/panel";
import { safeImageSrc } from "@shared/urls";
import { FolderOpen, Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { FormStatus } from "../form/form-status";
import { Button, ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EmptyList } from "../ui/empty-list";
import { Input } from "../ui/input";
import { Pagination } from "../ui/pagination";
import { SegmentedLinks } from "../ui/segmented-links";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

/**
 * Back to the tab's list as it was (its status, search and page; `action` and `edit` dropped),
 * without scrolling to the top; nothing when already there.
 */
export function useBackToTab(tabUrl: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const list = ownItemsHref(tabUrl, parseOwnItemsQuery(new URLSearchParams(location.search)));
    if (`${location.pathname}${location.search}` !== list) {
      void navigate(list, { replace: true, preventScrollReset: true });
    }
  };
}

/** The shown page of a panel list, as its loader found it (the page clamped to the last). */
export type OwnItemsPage = {
  query: OwnItemsQuery;
  /** Rows matching the status and search, on all pages. */
  total: number;
  pageCount: number;
  /** How many rows each status tab holds (with the search); absent for lists without them. */
  statusCounts?: Record<OwnItemStatus, number>;
};

type OwnItem = { id: string; title: string; imageUrl: string | null; views: number };

/** What a row shows of one item beside its photo, title and buttons. */
export type OwnItemView = {
  /** The public page. */
  href: string;
  price: string;
  badges: React.ReactNode;
  /** `ItemMeta`s: place, views and the like. */
  meta: React.ReactNode;
  /** Under the facts: e.g. a listing's lifetime with its "Odśwież". */
  footer?: React.ReactNode;
};

/**
 * 'Moje ogłoszenia' / 'Moje usługi': the heading with the count and the add button (`actions`
 * before it), the status tabs (when the list has them) and the title search (a GET form, so it
 * works without JavaScript), the no-JavaScript result of a panel action of this `kind`, the note
 * when the item to edit was not found, one page of rows with edit (a link to the list's URL with
 * `edit={id}`) and delete (asked first, then posted as `{kind}-delete`) and the page links, or
 * the empty state. The forms' dialogs are `children`.
 */
export function OwnItemsSection<T extends OwnItem>({
  kind,
  noun,
  tabUrl,
  heading,
  items,
  list,
  view,
  stockImage,
  hydrated,
  result,
  editMissing,
  actions,
  plan,
  addLabel,
  onAdd,
  empty,
  deleteText,
  children,
}: {
  kind: "listing" | "service";
  /** The item in the accusative, for the buttons' names ('Edytuj usługę: …'). */
  noun: string;
  tabUrl: string;
  heading: { id: string; title: string; forms: readonly [string, string, string] };
  items: readonly T[];
  list: OwnItemsPage;
  view: (item: T) => OwnItemView;
  /** The picture of an item without photos (a listing's depends on its type). */
  stockImage: (item: T) => string;
  hydrated: boolean;
  result: PanelActionResult | undefined;
  /** Shown when the `edit` in the URL names no item of the user's. */
  editMissing: string | null;
  actions?: React.ReactNode;
  /** The account's plan and what it uses of it (plan-usage.tsx). */
  plan?: React.ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** What an empty list says (per status tab); a search that found nothing says so itself. */
  empty: { title: string; message: string };
  deleteText: { deleteConfirmTitle: string; deleteConfirmText: string };
  children: React.ReactNode;
}) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const deleter = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setDeleting(null);
  }, tabUrl);

  const noJsResult = result?.intent.startsWith(`${kind}-`) ? result : undefined;
  const { query, total, pageCount, statusCounts } = list;

  return (
    <section aria-labelledby={heading.id} className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={heading.id} className="text-xl font-semibold text-gray-900">
            {heading.title}
          </h2>
          <p className="text-sm text-gray-600">
            {formatCount(total)} {pluralize(total, heading.forms)}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {actions}
          <Button type="button" onClick={onAdd} disabled={!hydrated}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        </div>
      </div>

      {plan}

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        {statusCounts ? (
          <SegmentedLinks
            label={`${heading.title}: status`}
            active={query.status}
            segments={(Object.keys(OWN_ITEM_STATUSES) as OwnItemStatus[]).map((status) => ({
              key: status,
              label: OWN_ITEM_STATUSES[status],
              href: ownItemsHref(tabUrl, { status, q: query.q }),
              count: statusCounts[status],
            }))}
          />
        ) : null}
        <Form
          method="get"
          action={tabUrl}
          role="search"
          aria-label={`Szukaj: ${heading.title}`}
          className="flex gap-2 md:w-96"
        >
          {query.status === "archiwalne" ? (
            <input type="hidden" name="status" value={query.status} />
          ) : null}
          <label htmlFor={`${heading.id}-q`} className="sr-only">
            Szukaj w tytułach
          </label>
          <Input
            // A new search (or Back) shows its own text, not the one typed before.
            key={query.q ?? ""}
            id={`${heading.id}-q`}
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Szukaj w tytułach"
            maxLength={100}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="size-4" />
            Szukaj
          </Button>
        </Form>
      </div>

      {noJsResult ? <FormStatus result={noJsResult} /> : null}
      {editMissing ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {editMissing}
        </p>
      ) : null}

      {items.length ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id}>
              <OwnItemRow
                item={item}
                view={view(item)}
                stockImage={stockImage(item)}
                noun={noun}
                editHref={ownItemsHref(tabUrl, query, { edit: item.id })}
                onDelete={() => setDeleting(item)}
                canDelete={hydrated}
              />
            </li>
          ))}
        </ul>
      ) : query.q ? (
        <EmptyList icon={Search}>
          <h3 className="mt-4 text-lg font-semibold break-words text-gray-900">
            Brak wyników dla „{query.q}”
          </h3>
          <p className="mt-2 max-w-md text-gray-600">Sprawdź pisownię albo wpisz krótszy tekst.</p>
          <ButtonLink
            variant="secondary"
            to={ownItemsHref(tabUrl, { status: query.status })}
            className="mt-4"
          >
            Wyczyść wyszukiwanie
          </ButtonLink>
        </EmptyList>
      ) : (
        <EmptyList icon={FolderOpen}>
          <h3 className="mt-4 text-lg font-semibold text-gray-900">{empty.title}</h3>
          <p className="mt-2 max-w-md text-gray-600">{empty.message}</p>
        </EmptyList>
      )}

      <Pagination page={query.page} pageCount={pageCount} />

      {children}

      {hydrated && deleting ? (
        <ConfirmDialog
          title={deleteText.deleteConfirmTitle}
          text={deleteText.deleteConfirmText}
          itemTitle={deleting.title}
          busy={deleter.busy}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            const form = new FormData();
            form.set("intent", `${kind}-delete`);
            form.set("id", deleting.id);
            void deleter.submit(form);
          }}
        />
      ) : null}
    </section>
  );
}

function OwnItemRow({
  item,
  view,
  stockImage,
  noun,
  editHref,
  onDelete,
  canDelete,
}: {
  item: OwnItem;
  view: OwnItemView;
  stockImage: string;
  noun: string;
  editHref: string;
  onDelete: () => void;
  canDelete: boolean;
}) {
  return (
    <Card
      as="article"
      padding="xs"
      item
      className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3 sm:flex sm:items-center"
    >
      <img
        src={safeImageSrc(item.imageUrl) ?? stockImage}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-gray-100 object-cover sm:w-40"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap gap-1">{view.badges}</div>
        <h3 className="font-semibold break-words text-gray-900">
          <Link
            to={view.href}
            className="hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {item.title}
          </Link>
        </h3>
        <p className="font-bold text-brand-800 sm:text-lg">{view.price}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
          {view.meta}
        </p>
        {view.footer}
      </div>
      {/* Edit and delete: side by side, full width on phones. */}
      <div className="col-span-2 grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-col">
        <ButtonLink
          variant="secondary"
          to={editHref}
          preventScrollReset
          aria-label={`Edytuj ${noun}: ${item.title}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edytuj
        </ButtonLink>
        <Button
          variant="danger-outline"
          type="button"
          onClick={onDelete}
          disabled={!canDelete}
          aria-label={`Usuń ${noun}: ${item.title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Usuń
        </Button>
      </div>
    </Card>
  );
}
