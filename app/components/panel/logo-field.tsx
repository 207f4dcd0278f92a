import { AGENCY_TEXT } from "@shared/agency-schemas";
import { IMAGE_ACCEPT } from "@shared/profile-schemas";
import { safeHttpUrl } from "@shared/urls";
import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Button, buttonClass } from "../ui/button";
import { Input } from "../ui/input";
import { LinkedPhotoTile } from "./linked-photo-tile";
import { acceptedFiles, type PhotoItem } from "./photo-field";

let nextKey = 0;
function newKey() {
  nextKey += 1;
  return `logo-item-${nextKey}`;
}

/**
 * One logo through the panel forms' photo pipeline (the list holds at most one item): pick a
 * file or type an https address. 'Usuń logo' only empties the list; the stored logo goes when
 * the form is saved.
 */
export function LogoField({
  id,
  photos,
  onChange,
  error,
}: {
  id: string;
  photos: readonly PhotoItem[];
  onChange: (next: PhotoItem[]) => void;
  error?: string;
}) {
  const [linkValue, setLinkValue] = useState("");
  const [linkError, setLinkError] = useState<string>();
  const logo = photos[0];
  const preview = useRef<string | null>(null);

  // Revoke a file's preview once it is replaced, and when the form goes.
  useEffect(() => {
    const now = logo?.kind === "file" ? logo.preview : null;
    if (preview.current && preview.current !== now) URL.revokeObjectURL(preview.current);
    preview.current = now;
  }, [logo]);
  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  function pick(list: FileList | null) {
    const [file] = acceptedFiles(Array.from(list ?? []).slice(0, 1));
    if (!file) return;
    onChange([{ key: newKey(), kind: "file", file, preview: URL.createObjectURL(file) }]);
  }

  function applyLink() {
    const url = safeHttpUrl(linkValue.trim());
    if (!url?.startsWith("https://")) {
      setLinkError(AGENCY_TEXT.logoHttps);
      return;
    }
    setLinkError(undefined);
    setLinkValue("");
    onChange([{ key: newKey(), kind: "link", url }]);
  }

  const linkId = `${id}-link`;
  const src = logo ? (logo.kind === "file" ? logo.preview : logo.url) : null;
  const shownError = linkError ?? error;

  return (
    <fieldset className="space-y-3" aria-describedby={shownError ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">Logo</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          {logo?.kind === "link" ? (
            <LinkedPhotoTile url={logo.url} label="Logo agencji" />
          ) : src ? (
            <img
              src={src}
              alt="Logo agencji"
              className="size-full object-contain"
              referrerPolicy="no-referrer"
            />
          ) : (
            <ImagePlus aria-hidden="true" className="size-8 text-gray-400" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className={cn(
              buttonClass({ variant: "secondary" }),
              "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
            )}
          >
            {logo ? "Zmień plik" : "Wybierz plik"}
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(event) => {
                pick(event.currentTarget.files);
                event.currentTarget.value = "";
              }}
              className="sr-only"
            />
          </label>
          {logo ? (
            <Button variant="secondary" type="button" onClick={() => onChange([])}>
              <Trash2 aria-hidden="true" className="size-4" />
              Usuń logo
            </Button>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor={linkId} className="text-sm text-gray-700">
          …lub adres logo (https://)
        </label>
        <div className="mt-1 flex gap-2">
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            value={linkValue}
            onChange={(event) => setLinkValue(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
            aria-invalid={linkError ? true : undefined}
          />
          <Button variant="secondary" type="button" onClick={applyLink}>
            Użyj adresu
          </Button>
        </div>
      </div>
      <p className="text-xs text-gray-500">JPG, PNG lub WebP, maks. 5 MB.</p>
      {shownError ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
