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
