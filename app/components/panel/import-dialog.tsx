import { LISTING_TEXT, listingImportSchema } from "@shared/listing-schemas";
import type { PanelActionResult } from "@shared/panel";
import { panelPath } from "@shared/panel";
import type { ImportedListing } from "@shared/portal-import";
import { Download } from "lucide-react";
import { useState } from "react";
import { useAppForm } from "~/lib/form";
import { TextField } from "../form/fields";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { toast } from "../ui/toast";
import { useActionFetcher } from "../ui/use-action-fetcher";

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
  const [refusal, setRefusal] = useState<PanelActionResult>();
  const fetcher = useActionFetcher((result) => {
    if (result.ok && result.data) {
      toast.success(result.title ?? LISTING_TEXT.importSuccessTitle, {
        description: result.message,
      });
      onImported(result.data as ImportedListing);
    } else {
      const message = result.message || LISTING_TEXT.importFailed;
      toast.error(LISTING_TEXT.importErrorTitle, { description: message });
      setRefusal(result);
    }
  }, IMPORT_ACTION);
  const [form, fields] = useAppForm({ id: "import", schema: listingImportSchema, result: refusal });

  function submit(event: React.FormEvent<HTMLFormElement>) {
    // Conform stops an empty address and says why at the field; a valid one goes by fetcher.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void fetcher.submit(new FormData(event.currentTarget));
  }

  return (
    <Dialog
      title="Importuj z portalu"
      description="Wklej adres ogłoszenia z innego portalu, np. Otodom, OLX lub Morizon. Przed zapisaniem sprawdzisz i uzupełnisz dane."
      onClose={onClose}
      size="sm"
    >
      <form
        id={form.id}
        method="post"
        action={IMPORT_ACTION}
        noValidate
        onSubmit={submit}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="listing-import" />
        <TextField
          meta={fields.url}
          label="Adres URL ogłoszenia"
          type="url"
          inputMode="url"
          placeholder="https://…"
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
