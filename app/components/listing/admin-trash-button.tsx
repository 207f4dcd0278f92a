import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation, useRevalidator, useRouteLoaderData } from "react-router";
import type { ShellData } from "~/lib/shell-data";
import { useHydrated } from "~/lib/use-hydrated";
import { toast } from "../ui/toast";

/**
 * Administrators' trash button on a listing card. With JavaScript it posts, shows the toast and
 * runs the page's loaders again, so the archived card leaves the list (the toast is shown before
 * that, since this button goes with its card); without it the form posts and the server
 * redirects back. The server checks the role; the button only hides itself from others.
 */
export function AdminTrashButton({ listingId, title }: { listingId: string; title: string }) {
  const root = useRouteLoaderData("root") as ShellData | undefined;
  const location = useLocation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  // Marks the form once its script runs (this part loads after the page): a click before that
  // takes the no-JavaScript path, which archives too but shows no toast.
  const interactive = useHydrated();

  if (!root?.user?.roles.includes("administrator")) return null;
  const action = `/api/nieruchomosci/${listingId}/archiwizuj`;
  return (
    <form
      method="post"
      action={action}
      // Above the card's stretched link, so the click reaches the button; under the heart.
      className="absolute top-14 right-2 z-10"
      data-interactive={interactive || undefined}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const ok = await fetch(action, { method: "POST" })
          .then((response) => response.ok)
          .catch(() => false);
        setBusy(false);
        if (ok) {
          toast.success("Sukces", { description: "Ogłoszenie zostało przeniesione do kosza." });
          await revalidator.revalidate();
        } else {
          toast.error("Błąd", { description: "Nie udało się przenieść ogłoszenia do kosza." });
        }
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`Przenieś do kosza: ${title}`}
        title="Przenieś do kosza"
        className="grid size-9 place-items-center rounded-full bg-white/95 text-red-700 shadow hover:bg-red-50 disabled:opacity-60"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
