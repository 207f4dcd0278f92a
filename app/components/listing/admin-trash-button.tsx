import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import type { ShellData } from "../layout/site-shell";

type ArchiveResult = { ok: boolean };

/**
 * Administrators' trash button on a listing card. With JavaScript a fetcher posts and the page's
 * loaders run again, so the archived card leaves the list; without it the form posts and the
 * server redirects back. The server checks the role; the button only hides itself from others.
 */
export function AdminTrashButton({ listingId, title }: { listingId: string; title: string }) {
  const root = useRouteLoaderData("root") as ShellData | undefined;
  const fetcher = useFetcher<ArchiveResult>();
  const location = useLocation();
  const reported = useRef<ArchiveResult | null>(null);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || reported.current === data) return;
    reported.current = data;
    if (data.ok)
      toast.success("Sukces", { description: "Ogłoszenie zostało przeniesione do kosza." });
    else toast.error("Błąd", { description: "Nie udało się przenieść ogłoszenia do kosza." });
  }, [fetcher.state, fetcher.data]);

  if (!root?.user?.roles.includes("administrator")) return null;
  const action = `/api/nieruchomosci/${listingId}/archiwizuj`;
  return (
    <fetcher.Form
      method="post"
      action={action}
      // Above the card's stretched link, so the click reaches the button.
      className="absolute top-2 right-2 z-10"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit(null, { method: "post", action });
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`Przenieś do kosza: ${title}`}
        title="Przenieś do kosza"
        className="grid size-9 place-items-center rounded-full bg-white/95 text-red-700 shadow hover:bg-red-50 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </fetcher.Form>
  );
}
