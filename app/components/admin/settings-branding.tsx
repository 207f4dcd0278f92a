import { adminPath } from "@shared/admin";
import type { PanelActionResult } from "@shared/panel";
import {
  BRANDING_LABELS,
  BRANDING_TEXT,
  FAVICON_ACCEPT,
  LOGO_ACCEPT,
  MAX_BRANDING_BYTES,
} from "@shared/settings-texts";
import { BRANDING_KEYS, type BrandingKey } from "@shared/site-settings";
import { safeImageSrc } from "@shared/urls";
import { Trash2, Upload } from "lucide-react";
import { useRef } from "react";
import { cn } from "~/lib/cn";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { toast } from "../ui/toast";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

/** Where the settings forms post without JavaScript: the answer comes back on this tab. */
export const SETTINGS_ACTION = adminPath("settings");

/** 'Wygląd serwisu': the header logo, the footer logo and the favicon, each with its own forms. */
export function BrandingSection({
  branding,
  result,
}: {
  branding: Record<BrandingKey, string | null>;
  /** The answer of an upload or removal posted without JavaScript. */
  result: PanelActionResult | undefined;
}) {
  return (
    <Section
      title="Wygląd serwisu"
      description="Zmiany widać od razu w nagłówku, stopce i karcie przeglądarki."
    >
      {result ? <FormStatus result={result} className="mb-4" /> : null}
      <div className="grid gap-4 lg:grid-cols-3">
        {BRANDING_KEYS.map((key) => (
          <BrandingPart key={key} settingKey={key} url={branding[key]} />
        ))}
      </div>
    </Section>
  );
}

function BrandingPart({ settingKey, url }: { settingKey: BrandingKey; url: string | null }) {
  const title = BRANDING_LABELS[settingKey];
  const favicon = settingKey === "favicon_url";
  const id = `branding-${settingKey.replaceAll("_", "-")}`;
  const hintId = `${id}-hint`;
  const src = safeImageSrc(url);
  const formRef = useRef<HTMLFormElement>(null);
  const uploader = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) formRef.current?.reset();
  }, SETTINGS_ACTION);
  const remover = useActionFetcher(toastResult, SETTINGS_ACTION);

  function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || !file.size) {
      toast.error("Błąd", { description: `${BRANDING_TEXT.uploadFailed} ${BRANDING_TEXT.noFile}` });
      return;
    }
    // The server checks again, by content; this only saves sending a file it would refuse.
    if (file.size > MAX_BRANDING_BYTES) {
      toast.error("Błąd", {
        description: `${BRANDING_TEXT.uploadFailed} ${BRANDING_TEXT.badFile}`,
      });
      return;
    }
    void uploader.submit(form);
  }

  function remove(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void remover.submit(new FormData(event.currentTarget));
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-gray-900">
        {title}
      </h3>
      <div
        className={cn(
          "flex h-24 items-center justify-center overflow-hidden rounded-lg border border-gray-200 p-3",
          // The footer is dark: its logo is previewed on the same background.
          settingKey === "footer_logo_url" ? "bg-gray-900" : "bg-gray-50",
        )}
      >
        {src ? (
          <img
            src={src}
            alt={`${title}: obecny obraz`}
            className={cn("max-h-full max-w-full object-contain", favicon && "size-16")}
          />
        ) : (
          <span
            className={cn(
              "text-sm font-medium",
              settingKey === "footer_logo_url" ? "text-gray-300" : "text-gray-600",
            )}
          >
            Domyślne
          </span>
        )}
      </div>
      <form
        ref={formRef}
        method="post"
        action={SETTINGS_ACTION}
        encType="multipart/form-data"
        onSubmit={upload}
        aria-busy={uploader.busy}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value="settings-logo-upload" />
        <input type="hidden" name="key" value={settingKey} />
        <label htmlFor={id} className="sr-only">
          {title}
        </label>
        <input
          id={id}
          type="file"
          name="file"
          accept={favicon ? FAVICON_ACCEPT : LOGO_ACCEPT}
          required
          aria-describedby={hintId}
          className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        <p id={hintId} className="text-xs text-gray-500">
          {favicon ? "PNG, JPG lub ICO do 2 MB" : "PNG lub JPG do 2 MB"}
        </p>
        <Button type="submit" disabled={uploader.busy} aria-label={`Wgraj: ${title}`} block>
          <Upload aria-hidden="true" className="size-4" />
          {uploader.busy ? "Wgrywanie..." : "Wgraj"}
        </Button>
      </form>
      {src ? (
        <form method="post" action={SETTINGS_ACTION} onSubmit={remove}>
          <input type="hidden" name="intent" value="settings-logo-remove" />
          <input type="hidden" name="key" value={settingKey} />
          <Button
            variant="danger-outline"
            type="submit"
            disabled={remover.busy}
            aria-label={`Usuń: ${title}`}
            block
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {remover.busy ? "Usuwanie..." : "Usuń"}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
