import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { Dialog } from "../ui/dialog";
import { useSwipe } from "./use-swipe";

const STEP_BUTTON =
  "absolute top-1/2 grid size-11 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-black/50 text-white hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The gallery's photos at full size in the primitives' Dialog: buttons, arrow keys and swipes
 * turn them, wrapping around. Its own chunk: the page loads it when a visitor opens it.
 */
export function Lightbox({
  images,
  title,
  active,
  onStep,
  onClose,
}: {
  images: string[];
  title: string;
  active: number;
  onStep: (step: 1 | -1) => void;
  onClose: () => void;
}) {
  const swipe = useSwipe(onStep);
  const step = useEffectEvent(onStep);
  const many = images.length > 1;
  useEffect(() => {
    // On the document: the focus may be on the dialog's close button, outside this content.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") step(1);
      else if (event.key === "ArrowLeft") step(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const label = `${title} — zdjęcie ${active + 1} z ${images.length}`;
  return (
    <Dialog
      title={`${title} — galeria zdjęć`}
      description={many ? "Strzałki lub przesunięcie palcem zmieniają zdjęcie." : undefined}
      onClose={onClose}
    >
      <div {...swipe} className="relative flex touch-pan-y justify-center select-none">
        <img
          src={images[active]}
          alt={label}
          draggable={false}
          className="max-h-[calc(100dvh-12rem)] max-w-full rounded-lg object-contain"
        />
        {many ? (
          <>
            <button
              type="button"
              onClick={() => onStep(-1)}
              aria-label="Poprzednie zdjęcie"
              className={`${STEP_BUTTON} left-2`}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              onClick={() => onStep(1)}
              aria-label="Następne zdjęcie"
              className={`${STEP_BUTTON} right-2`}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        ) : null}
      </div>
      <p className="mt-3 text-center text-sm text-gray-600" aria-live="polite">
        {active + 1} / {images.length}
      </p>
    </Dialog>
  );
}
