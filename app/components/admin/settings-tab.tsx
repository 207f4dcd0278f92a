import type { SettingsData } from "@shared/admin-types";
import type { PanelActionResult } from "@shared/panel";
import { MAX_PHOTOS_OPTIONS } from "@shared/site-settings";
import { Save } from "lucide-react";
import { SelectField } from "../form/fields";
import { FormStatus } from "../form/form-status";
import { Button } from "../ui/button";
import { Section } from "../ui/section";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";
import { ApiTokensSection } from "./settings-api-tokens";
import { BrandingSection, SETTINGS_ACTION } from "./settings-branding";

const PHOTO_OPTIONS = MAX_PHOTOS_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));

/** The no-JavaScript answer, for the section whose form was posted. */
function answerOf(result: PanelActionResult | undefined, prefix: string) {
  return result?.intent.startsWith(prefix) ? result : undefined;
}

/** /admin/settings: branding, the photo limit and API tokens; every form also works without JS. */
export function SettingsTab({
  data,
  result,
}: {
  data: SettingsData;
  result: PanelActionResult | undefined;
}) {
  return (
    <div className="space-y-6">
      <BrandingSection branding={data.branding} result={answerOf(result, "settings-logo-")} />
      <SystemSettings maxPhotos={data.maxPhotos} result={answerOf(result, "settings-max-photos")} />
      <ApiTokensSection
        tokens={data.tokens}
        more={data.more}
        result={answerOf(result, "api-token-")}
      />
    </div>
  );
}

/** 'Ustawienia systemu': the photo limit the listing form and the server both enforce. */
function SystemSettings({
  maxPhotos,
  result,
}: {
  maxPhotos: number;
  result: PanelActionResult | undefined;
}) {
  const saver = useActionFetcher(toastResult, SETTINGS_ACTION);
  return (
    <Section
      title="Ustawienia systemu"
      description="Limit zdjęć obowiązuje w formularzu ogłoszenia i przy każdym zapisie na serwerze."
    >
      {result ? <FormStatus result={result} className="mb-4" /> : null}
      <form
        method="post"
        action={SETTINGS_ACTION}
        onSubmit={(event) => {
          event.preventDefault();
          void saver.submit(new FormData(event.currentTarget));
        }}
        aria-busy={saver.busy}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="settings-max-photos" />
        <div className="sm:w-80">
          <SelectField
            id="settings-max-photos"
            name="value"
            label="Maksymalna liczba zdjęć w ogłoszeniu"
            defaultValue={String(maxPhotos)}
            options={PHOTO_OPTIONS}
          />
        </div>
        <Button type="submit" disabled={saver.busy}>
          <Save aria-hidden="true" className="size-4" />
          {saver.busy ? "Zapisywanie..." : "Zapisz"}
        </Button>
      </form>
    </Section>
  );
}
