/**
 * A player from an allow-listed host (shared/urls.ts: EMBED_HOSTS) in a sandboxed frame: it
 * may run its viewer, never navigate this page.
 */
export function EmbedFrame({ src, title }: { src: string; title: string }) {
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-gray-100">
      <iframe
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-popups"
        allow="fullscreen; xr-spatial-tracking; picture-in-picture; encrypted-media"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
      />
    </div>
  );
}
