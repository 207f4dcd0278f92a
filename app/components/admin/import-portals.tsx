import { apiErrorMessage } from "@shared/api-error";
import {
  DEFAULT_PORTAL_IMPORT_LIMIT,
  PORTAL_IMPORT_LIMITS,
  PORTAL_IMPORT_TEXT,
  type PortalImportResponse,
  type PortalOption,
  portalImportSchema,
  portalImportSuccess,
} from "@shared/portal-import";
import { Download, LoaderCircle } from "lucide-react";
import { useMemo, useState } from "react";
import { inputProps, selectProps, useAppForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Select } from "../ui/input";
import { Section } from "../ui/section";
import { toast } from "../ui/toast";

const ENDPOINT = "/api/import-properties";

/** The endpoint's answer, or null when it sent none we can read (a proxy's error page). */
async function readAnswer(response: Response): Promise<PortalImportResponse | null> {
  try {
    return (await response.json()) as PortalImportResponse;
  } catch {
    return null;
  }
}

/**
 * The import from a portal's search-results page: the same request programs send with an API
 * token, posted as JSON with the administrator's session. It needs JavaScript (the endpoint
 * speaks JSON), so the button waits for the page to be ready.
 */
export function PortalImport({ portals }: { portals: PortalOption[] }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => portalImportSchema(portals.map((p) => p.key)), [portals]);
  const [form, fields] = useAppForm({
    id: "portal-import",
    schema,
    defaultValue: { portal: portals[0]?.key, limit: String(DEFAULT_PORTAL_IMPORT_LIMIT) },
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    // The form layer let it through: the request the endpoint reads.
    const checked = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!checked.success) return;
    setBusy(true);
    const label = portals.find((p) => p.key === checked.data.portal)?.label ?? "";
    try {
      const response = await fetch(ENDPOINT, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(checked.data),
      });
      const answer = await readAnswer(response);
      if (response.ok && answer && "imported" in answer) {
        toast.success("Sukces", {
          description: portalImportSuccess(answer.imported, answer.total, label),
        });
      } else {
        const reason = apiErrorMessage(answer) ?? PORTAL_IMPORT_TEXT.unexpected;
        toast.error(PORTAL_IMPORT_TEXT.failed, { description: reason });
      }
    } catch {
      toast.error(PORTAL_IMPORT_TEXT.failed, {
        description: "Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section
      title="Import z portalu"
      description="Ogłoszenia ze strony wyników wyszukiwania trafiają na konto Import. Te już zaimportowane są aktualizowane, a żadne nie jest archiwizowane. Programy mogą wywołać ten sam import z tokenem API (zakładka Ustawienia)."
    >
      <form
        id={form.id}
        onSubmit={submit}
        noValidate
        aria-busy={busy}
        className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,10rem)] sm:items-start"
      >
        <Field meta={fields.portal} label="Portal">
          <Select {...selectProps(fields.portal)} disabled={busy}>
            {portals.map((portal) => (
              <option key={portal.key} value={portal.key}>
                {portal.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          meta={fields.url}
          label="Adres strony wyników wyszukiwania"
          hint="Wyszukaj ogłoszenia na portalu i wklej adres strony z wynikami."
        >
          <Input
            {...inputProps(fields.url, { type: "url", hint: true })}
            inputMode="url"
            autoComplete="off"
            readOnly={busy}
            placeholder="https://www.otodom.pl/pl/wyniki/…"
          />
        </Field>
        <Field meta={fields.limit} label="Liczba ogłoszeń">
          <Select {...selectProps(fields.limit)} disabled={busy}>
            {PORTAL_IMPORT_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {limit}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" disabled={!hydrated || busy}>
            <Download aria-hidden="true" className="size-4" />
            Importuj z portalu
          </Button>
          <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
            {busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                {PORTAL_IMPORT_TEXT.running}
              </>
            ) : null}
          </p>
        </div>
      </form>
    </Section>
  );
}
