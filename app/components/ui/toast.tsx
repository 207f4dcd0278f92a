import { lazy, Suspense, useEffect, useId, useSyncExternalStore } from "react";

/**
 * The product's own toasts (spec: one at a time, 5 s): a tiny store and one <Toaster /> in the
 * root layout. The calls read like sonner's — `toast.success("Zapisano", { description })`,
 * `toast.error(...)` — without its 9 KB on every public page. A new toast replaces the shown one.
 */

type ToastKind = "success" | "error";

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
function useToast(): ToastData | null {
  return useSyncExternalStore(subscribe, currentToast, () => null);
}

// Every mounted <Toaster />, newest last. An open modal dialog brings its own (the page behind it
// is inert), and only the newest one shows the toast: two copies would be read out twice.
const hosts: string[] = [];

function addHost(id: string) {
  hosts.push(id);
  for (const listener of listeners) listener();
  return () => {
    hosts.splice(hosts.indexOf(id), 1);
    for (const listener of listeners) listener();
  };
}

const topHost = () => hosts.at(-1);

/** The toast itself (markup, icons, timer) loads with the first toast, not with every page. */
const ToastView = lazy(() => import("./toast-view"));

/**
 * Where toasts appear: full width at the bottom of a phone, bottom-right from `sm`. Fixed, so it
 * never moves the page (no layout shift). Successes are role="status" (polite), errors
 * role="alert"; the timer pauses while the pointer or the focus is on the toast. Several may be
 * mounted (root layout, open dialogs): the newest one alone shows the toast. A dialog's shows it
 * at the top: at the bottom it would cover the dialog's own buttons, and a pointer resting on the
 * button it covers would hold it there.
 */
export function Toaster({ atTop = false }: { atTop?: boolean }) {
  const id = useId();
  useEffect(() => addHost(id), [id]);
  const top = useSyncExternalStore(subscribe, topHost, () => undefined);
  const data = useToast();
  const shown = top === id ? data : null;
  return (
    <div
      className={`pointer-events-none fixed inset-x-4 z-[60] flex justify-center sm:inset-x-auto sm:right-6 ${
        atTop
          ? "top-[max(1rem,env(safe-area-inset-top))] sm:top-6"
          : "bottom-[max(1rem,env(safe-area-inset-bottom))] sm:bottom-6"
      }`}
    >
      {shown ? (
        <Suspense fallback={null}>
          <ToastView key={shown.id} data={shown} />
        </Suspense>
      ) : null}
    </div>
  );
}
