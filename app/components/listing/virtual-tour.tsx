/** Hosts whose tours may be embedded; anything else is never put into an iframe. */
const TOUR_HOSTS = new Set(["my.matterport.com", "kuula.co"]);
const YOUTUBE_HOSTS = new Set([
  "www.youtube.com",
  "youtube.com",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);

/** The URL when it is an https tour from the allow-list (YouTube only as /embed/ links), else null. */
export function safeTourUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  if (TOUR_HOSTS.has(url.hostname)) return url.toString();
  if (YOUTUBE_HOSTS.has(url.hostname) && url.pathname.startsWith("/embed/")) return url.toString();
  return null;
}

/** An allow-listed tour in a sandboxed frame: it may run its viewer, never navigate this page. */
export function VirtualTour({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="tour-heading" className="mt-8">
      <h2 id="tour-heading" className="text-xl font-semibold">
        Wirtualny spacer
      </h2>
      <div className="mt-3 aspect-video overflow-hidden rounded-2xl bg-gray-100">
        <iframe
          src={url}
          title={`Wirtualny spacer: ${title}`}
          sandbox="allow-scripts allow-same-origin allow-popups"
          allow="fullscreen; xr-spatial-tracking"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
    </section>
  );
}
