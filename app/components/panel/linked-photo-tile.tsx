import { Link2 } from "lucide-react";

/**
 * Stands in for a photo given by its address until the form is saved: the server fetches and
 * stores it then, and the page's CSP lets no other site's image load here in the meantime.
 */
export function LinkedPhotoTile({ url, label }: { url: string; label: string }) {
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // Shown as given.
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-gray-600"
    >
      <Link2 aria-hidden="true" className="size-5 text-gray-400" />
      <span>Zdjęcie z adresu — pobierzemy je przy zapisie</span>
      <span className="max-w-full truncate font-medium text-gray-800">{host}</span>
    </div>
  );
}
