import { EmbedFrame } from "./embed-frame";

/** An allow-listed tour (safeTourUrl). */
export function VirtualTour({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="tour-heading" className="mt-8">
      <h2 id="tour-heading" className="text-xl font-semibold">
        Wirtualny spacer
      </h2>
      <div className="mt-3">
        <EmbedFrame src={url} title={`Wirtualny spacer: ${title}`} />
      </div>
    </section>
  );
}
