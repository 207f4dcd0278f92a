import { ExternalLink } from "lucide-react";
import { EmbedFrame } from "./embed-frame";

/** One of a listing's videos: a player (`embed`) or only a link to where it is hosted. */
export type ListingVideo = { url: string; embed: string | null };

/** The listing's videos: players for YouTube and Vimeo, plain links for anything else. */
export function ListingVideos({ videos, title }: { videos: ListingVideo[]; title: string }) {
  if (!videos.length) return null;
  const links = videos.filter((v) => !v.embed);
  return (
    <section aria-labelledby="videos-heading" className="mt-8">
      <h2 id="videos-heading" className="text-xl font-semibold">
        {videos.length === 1 ? "Film" : "Filmy"}
      </h2>
      <div className="mt-3 space-y-4">
        {videos.map((video, i) =>
          video.embed ? (
            <EmbedFrame
              key={video.url}
              src={video.embed}
              title={`Film ${i + 1} z ${videos.length}: ${title}`}
            />
          ) : null,
        )}
      </div>
      {links.length ? (
        <ul className="mt-3 space-y-1">
          {links.map((video) => (
            <li key={video.url}>
              <a
                href={video.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 font-medium break-all text-brand-800 underline hover:no-underline"
              >
                Obejrzyj film ({new URL(video.url).hostname.replace(/^www\./, "")})
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
