import { X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import { cn } from "~/lib/cn";
import { closeButtonClass } from "./close-button";
import { Toaster } from "./toast";

/**
 * A modal window with a title, an optional description and a close button ('Zamknij').
 * Mounted only while open, so each opening starts fresh: the parent renders it when it should
 * be shown and unmounts it in `onClose`. Phones get the whole screen; from `sm` it is a centred
 * card. The first element with `data-autofocus` takes the focus (else the close button).
 */
export function Dialog({
  title,
  description,
  onClose,
  size = "lg",
  children,
}: {
  title: string;
  description?: string;
  /** Called once when the dialog closes itself (Escape, 'Zamknij'); the parent unmounts it. */
  onClose: () => void;
  size?: "sm" | "lg";
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The focus goes back to what opened the dialog (the browser does this only when it closes
    // the dialog itself, not when React removes it).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    // A close event queued by an earlier cleanup (React's development double effect closes and
    // reopens at once) arrives while the dialog is open again: only a real close counts.
    const onNativeClose = () => {
      if (!dialog.open) close();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-white p-0 text-gray-900 backdrop:bg-gray-900/60",
        "sm:m-auto sm:h-auto sm:max-h-[90dvh] sm:rounded-2xl sm:shadow-xl",
        size === "lg" ? "sm:max-w-3xl" : "sm:max-w-md",
      )}
    >
      <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-gray-200 bg-white px-4 py-3 sm:px-6 sm:py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-gray-600">
              {description}
            </p>
          ) : null}
        </div>
        <button type="button" onClick={() => ref.current?.close()} className={closeButtonClass}>
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Zamknij</span>
        </button>
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-5">{children}</div>
      {/* A modal dialog sits in the top layer and makes the page behind it inert, the root
          Toaster included: toasts shown while it is open appear (and are announced) in here, at the
          top, clear of the dialog's buttons. */}
      <Toaster atTop />
    </dialog>
  );
}
