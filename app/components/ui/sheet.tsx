import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "~/lib/cn";
import { closeButtonClass } from "./close-button";

/**
 * Keeps a native <dialog> modal while `open` is true. showModal() brings what a modal needs
 * without JavaScript of ours: the focus stays inside, the page behind is inert, Escape closes it
 * and the focus goes back to what opened it. The dialog's own closing (Escape) must set `open`
 * back: pass `onClose` to the <dialog>.
 */
function useModal(ref: React.RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  });
}

/**
 * A modal panel along the left edge (the phone menu). Always in the DOM, its content only while
 * `open`; it closes on Escape, on its close button and on a click on the backdrop, each time
 * through `onClose`. `className` adds the breakpoints at which it is hidden.
 */
export function Sheet({
  open,
  onClose,
  title,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModal(ref, open);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes the dialog natively
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      // The panel fills the dialog box, so a click on the dialog itself is on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-[85%] max-w-sm border-0 bg-white p-0 shadow-2xl backdrop:bg-black/40 open:flex open:flex-col",
        className,
      )}
    >
      {open ? (
        <>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-gray-200 px-4">
            <h2 id={titleId} className="text-lg font-bold text-brand-800">
              {title}
            </h2>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              className={closeButtonClass}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto p-4">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
