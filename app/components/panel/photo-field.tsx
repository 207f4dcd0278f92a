import { LISTING_LIMITS, LISTING_TEXT, type PhotoEntry } from "@shared/listing-schemas";
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from "@shared/profile-schemas";
import { MAX_PHOTOS_TEXT } from "@shared/settings-texts";
import { safeHttpUrl } from "@shared/urls";
import { ArrowLeft, ArrowRight, ImagePlus, Link2, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { toast } from "../ui/toast";
import { LinkedPhotoTile } from "./linked-photo-tile";

const ACCEPTED = IMAGE_ACCEPT.split(",");

/** One photo of a listing or service form, in display order (the first is the main image). */
export type PhotoItem =
  | { key: string; kind: "stored" | "remote" | "link"; url: string }
  | { key: string; kind: "file"; file: File; preview: string };

let nextKey = 0;
function newKey() {
  nextKey += 1;
  return `photo-item-${nextKey}`;
}

/** The form's photos from stored URLs (editing) or a portal's photos (an import). */
export function photoItems(urls: readonly string[], kind: "stored" | "remote"): PhotoItem[] {
  return urls.map((url) => ({ key: newKey(), kind, url }));
}

/**
 * The form's `photos` field: the JSON list in display order, each new file named by the field
 * `photo-N` it travels under (appendPhotos). The form holds it in a hidden input, so the schema
 * checks it in the browser as on the server.
 */
export function photoManifest(photos: readonly PhotoItem[]): string {
  let n = 0;
  const manifest: PhotoEntry[] = photos.map((photo) => {
    if (photo.kind !== "file") return { kind: photo.kind, url: photo.url };
    const field = `photo-${n}`;
    n += 1;
    return { kind: "file", field };
  });
  return JSON.stringify(manifest);
}

/**
 * Puts the photos into a form about to be sent: `photos` is the JSON list in display order and
 * each new file travels as `photo-N`, the field its entry names.
 */
export function appendPhotos(form: FormData, photos: readonly PhotoItem[]): void {
  let n = 0;
  for (const photo of photos) {
    if (photo.kind !== "file") continue;
    form.append(`photo-${n}`, photo.file, photo.file.name);
    n += 1;
  }
  form.set("photos", photoManifest(photos));
}

/**
 * Files the browser can refuse at once (spec texts): over 5 MB, or not a JPEG, PNG or WebP by
 * its type. One file gets the short text, several files one line per refused file. The server
 * reads the content again (a renamed text file passes here and is refused there).
 */
export function acceptedFiles(files: readonly File[]): File[] {
  const several = files.length > 1;
  const accepted: File[] = [];
  const refused: { title: string; message: string }[] = [];
  for (const file of files) {
    if (!ACCEPTED.includes(file.type)) {
      refused.push({
        title: LISTING_TEXT.notImageTitle,
        message: several ? LISTING_TEXT.notImageNamed(file.name) : LISTING_TEXT.notImage,
      });
    } else if (file.size > MAX_IMAGE_BYTES) {
      refused.push({
        title: LISTING_TEXT.fileTooLargeTitle,
        message: several ? LISTING_TEXT.fileTooLargeNamed(file.name) : LISTING_TEXT.fileTooLarge,
      });
    } else {
      accepted.push(file);
    }
  }
  const first = refused[0];
  if (first) {
    toast.error(first.title, { description: refused.map((r) => r.message).join(" ") });
  }
  return accepted;
}

/**
 * Photos of a listing or service: drop files or pick them, add an image address, reorder with
 * buttons (the first is the main image) and remove. Previews of new files are object URLs,
 * revoked as soon as their photo leaves the list. The server checks `max` again.
 */
export function PhotoField({
  id,
  photos,
  onChange,
  error: sentError,
  max,
}: {
  id: string;
  photos: readonly PhotoItem[];
  onChange: (next: PhotoItem[]) => void;
  error?: string;
  /** A listing's limit is the administrator's setting; a service's is SERVICE_LIMITS'. */
  max: number;
}) {
  // A listing saved under a higher limit says at once how many photos must go.
  const error = sentError ?? (photos.length > max ? MAX_PHOTOS_TEXT.tooMany(max) : undefined);
  const [dragging, setDragging] = useState(false);
  const [linkValue, setLinkValue] = useState("");
  const [linkError, setLinkError] = useState<string>();
  const hintId = useId();
  const linkId = `${id}-link`;
  const live = useRef(new Set<string>());

  // Revoke the previews of files no longer in the list, and all of them when the form goes.
  useEffect(() => {
    const now = new Set(photos.flatMap((p) => (p.kind === "file" ? [p.preview] : [])));
    for (const url of live.current) if (!now.has(url)) URL.revokeObjectURL(url);
    live.current = now;
  }, [photos]);
  useEffect(
    () => () => {
      for (const url of live.current) URL.revokeObjectURL(url);
    },
    [],
  );

  function roomFor(adding: number, files: number): boolean {
    if (photos.length + adding > max) {
      toast.error(LISTING_TEXT.errorTitle, { description: MAX_PHOTOS_TEXT.tooMany(max) });
      return false;
    }
    const newFiles = photos.filter((p) => p.kind === "file").length + files;
    if (newFiles > LISTING_LIMITS.newFilesMax) {
      toast.error(LISTING_TEXT.errorTitle, {
        description: `Jednorazowo możesz wgrać najwyżej ${LISTING_LIMITS.newFilesMax} zdjęć. Zapisz i dodaj kolejne.`,
      });
      return false;
    }
    return true;
  }

  function addFiles(list: FileList | null) {
    const files = acceptedFiles(Array.from(list ?? []));
    if (!files.length || !roomFor(files.length, files.length)) return;
    onChange([
      ...photos,
      ...files.map((file) => ({
        key: newKey(),
        kind: "file" as const,
        file,
        preview: URL.createObjectURL(file),
      })),
    ]);
  }

  function addLink() {
    const url = safeHttpUrl(linkValue.trim());
    if (!url) {
      setLinkError("Podaj adres zdjęcia zaczynający się od http:// lub https://.");
      return;
    }
    if (!roomFor(1, 0)) return;
    setLinkError(undefined);
    setLinkValue("");
    onChange([...photos, { key: newKey(), kind: "link", url }]);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...photos];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  }

  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(" ");

  return (
    <fieldset className="space-y-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-gray-800">Zdjęcia</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra; the button inside does the same with the keyboard */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          addFiles(event.dataTransfer.files);
        }}
        className={cn(
          "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center",
          dragging
            ? "border-brand-500 bg-brand-50"
            : error
              ? "border-red-400 bg-gray-50"
              : "border-gray-300 bg-gray-50",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-gray-400" />
        <p className="text-sm text-gray-700">Przeciągnij zdjęcia tutaj lub</p>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-gray-300 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          Wybierz pliki
          <input
            id={id}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              // The same file can be picked again after it was removed.
              event.currentTarget.value = "";
            }}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-xs text-gray-500">
          JPG, PNG lub WebP, maks. 5 MB na plik, do {max} zdjęć. Pierwsze zdjęcie jest zdjęciem
          głównym.
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      {photos.length ? (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => {
            const n = index + 1;
            const src = photo.kind === "file" ? photo.preview : photo.url;
            const name = photo.kind === "file" ? photo.file.name : photo.url;
            return (
              <li
                key={photo.key}
                className={cn(
                  "overflow-hidden rounded-lg border bg-white",
                  index === 0 ? "border-brand-500 ring-2 ring-brand-500" : "border-gray-200",
                )}
              >
                <div className="relative aspect-[4/3] bg-gray-100">
                  {photo.kind === "link" || photo.kind === "remote" ? (
                    <LinkedPhotoTile url={photo.url} label={`Zdjęcie ${n}: ${name}`} />
                  ) : (
                    <img
                      src={src}
                      alt={`Zdjęcie ${n}: ${name}`}
                      className="size-full object-cover"
                      referrerPolicy="no-referrer"
                    />
                  )}
                  {index === 0 ? (
                    <Badge tone="brand" className="absolute top-1 left-1">
                      Zdjęcie główne
                    </Badge>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  <div className="flex gap-1">
                    <IconButton
                      label={`Przesuń zdjęcie ${n} w lewo`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowLeft aria-hidden="true" className="size-4" />
                    </IconButton>
                    <IconButton
                      label={`Przesuń zdjęcie ${n} w prawo`}
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                  <IconButton
                    label={`Usuń zdjęcie ${n}`}
                    onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
                    danger
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </IconButton>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className="space-y-1">
        <label htmlFor={linkId} className="block text-sm font-medium text-gray-800">
          Adres URL zdjęcia
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={linkId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={linkValue}
            onChange={(event) => setLinkValue(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter adds the address instead of sending the whole form.
              if (event.key === "Enter") {
                event.preventDefault();
                addLink();
              }
            }}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkId}-error` : undefined}
          />
          <Button variant="secondary" size="sm" onClick={addLink} className="shrink-0">
            <Link2 aria-hidden="true" className="size-4" />
            Dodaj zdjęcie z adresu URL
          </Button>
        </div>
        {linkError ? (
          <p id={`${linkId}-error`} className="text-sm font-medium text-red-700">
            {linkError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-30",
        danger ? "text-red-700 hover:bg-red-50" : "text-gray-600 hover:bg-gray-100",
      )}
    >
      {children}
    </button>
  );
}
