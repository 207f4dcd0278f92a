import { safeImageSrc } from "@shared/urls";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/meta";

/** The administrator's logo image when set, otherwise the name as a wordmark. */
export function Logo({ src, inverted = false }: { src: string | null; inverted?: boolean }) {
  const image = safeImageSrc(src);
  if (image) {
    return (
      <img src={image} alt={SITE_NAME} width={160} height={40} className="h-9 w-auto max-w-40" />
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-700 text-lg font-black text-white"
      >
        O
      </span>
      <span
        className={cn(
          "text-xl font-extrabold tracking-tight",
          inverted ? "text-white" : "text-brand-800",
        )}
      >
        {SITE_NAME}
      </span>
    </span>
  );
}
