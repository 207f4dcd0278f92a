import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useState } from "react";
import { type ToastData, toast } from "./toast";

/** One toast (see toast.tsx): loaded lazily with the first one shown. */
export default function ToastView({ data }: { data: ToastData }) {
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
