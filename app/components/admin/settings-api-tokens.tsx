import { apiTokenSchema } from "@shared/admin-schemas";
import type { ApiTokenRow } from "@shared/admin-types";
import { formatDateTime, formatQuantity } from "@shared/format";
import type { PanelActionResult } from "@shared/panel";
import { API_TOKEN_PREFIX, API_TOKEN_TEXT } from "@shared/settings-texts";
import { Ban, Copy, KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { inputProps, useAppForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { FormStatus } from "../form/form-status";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Field } from "../ui/field";
import { Input } from "../ui/input";
import { RowCard, RowDetails } from "../ui/row-card";
import { Section } from "../ui/section";
import { toast } from "../ui/toast";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { SETTINGS_ACTION } from "./settings-branding";

/** The token in a create answer (shown once, never stored in a readable form). */
function createdToken(result: PanelActionResult | undefined): string | null {
  if (result?.intent !== "api-token-create" || !result.ok) return null;
  const token = (result.data as { token?: unknown } | undefined)?.token;
  return typeof token === "string" ? token : null;
}

/**
 * 'Tokeny API' for the portal import: create one (shown once, with a copy button), and the list
 * of every administrator's tokens with revocation.
 */
export function ApiTokensSection({
  tokens,
  more,
  result,
}: {
  tokens: ApiTokenRow[];
  /** More tokens exist than the list shows. */
  more: boolean;
  /** The answer of a create or revoke posted without JavaScript. */
  result: PanelActionResult | undefined;
}) {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  // The fetcher's answer while the page lives; before it, the one of a post without JavaScript.
  const [answer, setAnswer] = useState<PanelActionResult>();
  const creator = useActionFetcher((next) => {
    toastResult(next);
    setAnswer(next);
    if (next.ok) setToken(createdToken(next));
  }, SETTINGS_ACTION);
  const [form, fields] = useAppForm({
    id: "api-token",
    schema: apiTokenSchema,
    result: answer ?? result,
    intent: "api-token-create",
  });
  const revoker = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setRevoking(null);
  }, SETTINGS_ACTION);
  const shown = token ?? createdToken(result);

  function create(event: React.FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    void creator.submit(new FormData(event.currentTarget));
  }

  return (
    <Section
      title="Tokeny API"
      description="Tokeny pozwalają programom importu z portali działać w imieniu administratora."
    >
      <div className="space-y-5">
        {result && !shown ? <FormStatus result={result} /> : null}
        <form
          id={form.id}
          method="post"
          action={SETTINGS_ACTION}
          onSubmit={create}
          noValidate
          aria-busy={creator.busy}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="intent" value="api-token-create" />
          <Field meta={fields.name} label="Nazwa tokenu" className="min-w-0 flex-1">
            <Input
              {...inputProps(fields.name, { type: "text" })}
              autoComplete="off"
              placeholder="np. Import z Otodom"
            />
          </Field>
          <Button type="submit" disabled={creator.busy} className="sm:mt-6">
            <KeyRound aria-hidden="true" className="size-4" />
            {creator.busy ? "Tworzenie..." : "Utwórz token"}
          </Button>
        </form>

        {shown ? (
          <NewToken token={shown} onHide={hydrated ? () => setToken(null) : undefined} />
        ) : null}

        {tokens.length ? (
          <ul className="space-y-3" aria-label="Tokeny API">
            {tokens.map((row) => (
              <li key={row.id}>
                <TokenRow row={row} canRevoke={hydrated} onRevoke={() => setRevoking(row)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">Nie utworzono jeszcze żadnego tokenu.</p>
        )}
        {more ? (
          <p className="text-sm text-gray-600">
            Pokazano{" "}
            {formatQuantity(tokens.length, [
              "najnowszy token",
              "najnowsze tokeny",
              "najnowszych tokenów",
            ])}
            .
          </p>
        ) : null}
      </div>

      {hydrated && revoking ? (
        <ConfirmDialog
          title="Unieważnić token?"
          text="Programy, które go używają, stracą dostęp. Tego nie można cofnąć."
          itemTitle={revoking.name}
          busy={revoker.busy}
          onClose={() => setRevoking(null)}
          onConfirm={() => void revoker.post("api-token-revoke", { id: revoking.id })}
          confirm={{ label: "Unieważnij", busyLabel: "Unieważnianie...", icon: Ban }}
        />
      ) : null}
    </Section>
  );
}

/** The new token, this one time, with a copy button. */
function NewToken({ token, onHide }: { token: string; onHide?: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast.success("Skopiowano", { description: "Token jest w schowku." });
    } catch {
      // No clipboard access (an insecure origin, a refused permission): select it for Ctrl+C.
      inputRef.current?.select();
      toast.error("Nie udało się skopiować", {
        description: "Zaznaczono token: skopiuj go ręcznie.",
      });
    }
  }

  return (
    <div role="status" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold text-amber-950">{API_TOKEN_TEXT.copyNow}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          readOnly
          value={token}
          aria-label="Nowy token API"
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button variant="secondary" type="button" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Kopiuj token
        </Button>
        {onHide ? (
          <Button variant="secondary" type="button" onClick={onHide}>
            Ukryj
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function TokenRow({
  row,
  canRevoke,
  onRevoke,
}: {
  row: ApiTokenRow;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  return (
    <RowCard flat>
      <RowDetails>
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-gray-900">{row.name}</h3>
          {row.revokedAt ? (
            <Badge tone="gray">Unieważniony</Badge>
          ) : (
            <Badge tone="green">Aktywny</Badge>
          )}
        </div>
        <p className="font-mono text-sm text-gray-700">
          {API_TOKEN_PREFIX}
          {row.prefix}…
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-gray-600 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="inline">Właściciel: </dt>
            <dd className="inline break-all">{row.ownerEmail}</dd>
          </div>
          <div>
            <dt className="inline">Utworzono: </dt>
            <dd className="inline">{formatDateTime(row.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline">Ostatnio użyty: </dt>
            <dd className="inline">{row.lastUsedAt ? formatDateTime(row.lastUsedAt) : "nigdy"}</dd>
          </div>
          {row.revokedAt ? (
            <div>
              <dt className="inline">Unieważniono: </dt>
              <dd className="inline">{formatDateTime(row.revokedAt)}</dd>
            </div>
          ) : null}
        </dl>
      </RowDetails>
      {row.revokedAt ? null : canRevoke ? (
        <Button
          variant="danger-outline"
          type="button"
          onClick={onRevoke}
          aria-label={`Unieważnij token: ${row.name}`}
        >
          <Ban aria-hidden="true" className="size-4" />
          Unieważnij
        </Button>
      ) : (
        // Without JavaScript there is no confirmation dialog: the button posts directly.
        <form method="post" action={SETTINGS_ACTION}>
          <input type="hidden" name="intent" value="api-token-revoke" />
          <input type="hidden" name="id" value={row.id} />
          <Button
            variant="danger-outline"
            type="submit"
            aria-label={`Unieważnij token: ${row.name}`}
            block
          >
            <Ban aria-hidden="true" className="size-4" />
            Unieważnij
          </Button>
        </form>
      )}
    </RowCard>
  );
}
