import type { SourceBoxData } from "@shared/listing-seller";
import { sourceLabel } from "@shared/sources";
import { ExternalLink } from "lucide-react";

/** Where the listing came from: the contact is on the portal only for Import listings. */
export function SourceBox({ kind, source, externalUrl }: SourceBoxData) {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
      {kind === "portal" ? (
        <p>
          Ta oferta pochodzi z serwisu <strong>{sourceLabel(source)}</strong>. Szczegóły i kontakt
          ze sprzedającym znajdziesz w ogłoszeniu źródłowym.
        </p>
      ) : (
        <p>
          Sprzedający opublikował to ogłoszenie także w serwisie{" "}
          <strong>{sourceLabel(source)}</strong>.
        </p>
      )}
      {externalUrl ? (
        <a
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-3 inline-flex items-center gap-1 font-semibold text-amber-900 underline hover:no-underline"
        >
          Zobacz ogłoszenie w serwisie {sourceLabel(source)}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </div>
  );
}
