import { LISTING_TEXT } from "@shared/listing-schemas";
import { panelPath } from "@shared/panel";
import type { ImportedListing } from "@shared/portal-import";
import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { toast } from "../ui/toast";
import { TextField } from "./form-controls";
import { usePanelFetcher } from "./use-panel-fetcher";

/** The import is the properties tab's `listing-import` intent. */
const IMPORT_ACTION = panelPath("properties");

/**
 * 'Importuj z portalu': the address of an offer on another portal; the server reads the page
 * and the result opens in the listing form for review. Nothing is saved here.
 */
export function ImportDialog({
  onImported,
  onClose,
}: {
  onImported: (listing: ImportedListing) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = usePanelFetcher((result) => {
    if (result.ok && result.data) {
      toast.success(result.title ?? LISTING_TEXT.importSuccessTitle, {
        description: result.message,
      });
      onImported(result.data as ImportedListing);
    } else {
      const message = result.message || LISTING_TEXT.importFailed;
      toast.error(LISTING_TEXT.importErrorTitle, { description: message });
      setError(result.fieldErrors?.url);
      inputRef.current?.focus();
    }
  }, IMPORT_ACTION);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const url = String(data.get("url") ?? "").trim();
    if (!url) {
      setError(LISTING_TEXT.importUrlRequired);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    data.set("url", url);
    fetcher.submit(data);
  }

  return (
    <Dialog
      title="Importuj z portalu"
      description="Wklej adres ogłoszenia z innego portalu, np. Otodom, OLX lub Morizon. Przed zapisaniem sprawdzisz i uzupełnisz dane."
      onClose={onClose}
      size="sm"
    >
      <form method="post" action={IMPORT_ACTION} noValidate onSubmit={submit} className="space-y-4">
        <input type="hidden" name="intent" value="listing-import" />
        <TextField
          ref={inputRef}
          id="import-url"
          name="url"
          label="Adres URL ogłoszenia"
          type="url"
          inputMode="url"
          placeholder="https://…"
          error={error}
          data-autofocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" type="button" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" disabled={fetcher.busy}>
            <Download aria-hidden="true" className="size-4" />
            {fetcher.busy ? "Importowanie..." : "Importuj"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
