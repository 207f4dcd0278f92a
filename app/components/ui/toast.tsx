import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The product's own toasts (spec: one at a time, 5 s): a tiny store and one <Toaster /> in the
 * root layout. The calls read like sonner's — `toast.success("Zapisano", { description })`,
 * `toast.error(...)` — without its 9 KB on every public page. A new toast replaces the shown one.
 */

export type ToastKind = "success" | "error";

export type ToastOptions = {
  /** A second line under the title. */
  description?: string;
  /** How long it stays, in milliseconds (default 5000); Infinity keeps it until closed. */
  duration?: number;
};

export type ToastData = {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  duration: number;
};

export const TOAST_DURATION_MS = 5000;

let current: ToastData | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastData | null) {
  current = next;
  for (const listener of listeners) listener();
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): number {
  const id = nextId++;
  publish({
    id,
    kind,
    title,
    description: options.description,
    duration: options.duration ?? TOAST_DURATION_MS,
  });
  return id;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
  /** Closes the shown toast, or only the one with this id. */
  dismiss: (id?: number) => {
    if (current && (id === undefined || current.id === id)) publish(null);
  },
};

/** The shown toast outside React (tests, code that needs to know). */
export function currentToast(): ToastData | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The shown toast, or null (also on the server). */
export function useToast(): ToastData | null {
  return useSyncExternalStore(subscribe, currentToast, () => null);
}

/**
 * Where toasts appear: full width at the bottom of a phone, bottom-right from `sm`. Fixed, so it
 * never moves the page (no layout shift). Successes are role="status" (polite), errors
 * role="alert"; the timer pauses while the pointer or the focus is on the toast.
 */
export function Toaster() {
  const shown = useToast();
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-[60] flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      {shown ? <ToastView key={shown.id} data={shown} /> : null}
    </div>
  );
}

function ToastView({ data }: { data: ToastData }) {
  const [paused, setPaused] = useState(false);
  // Restarts the full duration after a pause: simpler, and people get time to finish reading.
  useEffect(() => {
    if (paused || !Number.isFinite(data.duration)) return;
    const timer = setTimeout(() => toast.dismiss(data.id), data.duration);
    return () => clearTimeout(timer);
  }, [data.id, data.duration, paused]);

  const error = data.kind === "error";
  const Icon = error ? CircleAlert : CircleCheck;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a live region (status/alert); hover and focus only pause its timer
    <div
      role={error ? "alert" : "status"}
      aria-live={error ? "assertive" : "polite"}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg transition duration-200 motion-reduce:transition-none sm:w-96 starting:translate-y-2 starting:opacity-0 ${
        error
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-brand-100 bg-brand-50 text-brand-900"
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${error ? "text-red-700" : "text-brand-700"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{data.title}</p>
        {data.description ? <p className="mt-0.5 text-sm">{data.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Zamknij"
        onClick={() => toast.dismiss(data.id)}
        className="-m-1.5 grid size-8 shrink-0 cursor-pointer place-items-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
