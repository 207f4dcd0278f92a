/**
 * Three grey rows in place of the conversation list while it loads (docs/spec/marketplace.md §2).
 */
export function ConversationListSkeleton() {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white">
      <p role="status" className="sr-only">
        Ładowanie rozmów…
      </p>
      <ul aria-hidden="true" className="divide-y divide-gray-100">
        {[0, 1, 2].map((row) => (
          <li key={row} data-testid="conversation-skeleton" className="flex gap-3 p-4">
            <span className="size-10 shrink-0 animate-pulse rounded-full bg-gray-200" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-1/2 animate-pulse rounded bg-gray-200" />
              <span className="block h-3 w-3/4 animate-pulse rounded bg-gray-100" />
              <span className="block h-3 w-2/3 animate-pulse rounded bg-gray-100" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The conversation pane while another conversation loads. */
export function ConversationSkeleton() {
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <p role="status" className="sr-only">
        Ładowanie rozmowy…
      </p>
      <div aria-hidden="true" className="space-y-4">
        <div className="flex items-center gap-3 border-b border-gray-100 pb-4">
          <span className="size-12 animate-pulse rounded-full bg-gray-200" />
          <span className="h-5 w-1/3 animate-pulse rounded bg-gray-200" />
        </div>
        {[0, 1, 2].map((row) => (
          <span
            key={row}
            className={`block h-16 w-2/3 animate-pulse rounded-2xl bg-gray-100 ${row === 1 ? "ml-auto" : ""}`}
          />
        ))}
      </div>
    </div>
  );
}
