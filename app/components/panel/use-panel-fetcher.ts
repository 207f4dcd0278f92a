import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { PanelActionResult } from "~/lib/panel";

/**
 * A fetcher posting to the /panel action; `onResult` runs once per answer, when the fetcher is
 * idle again (after the loaders have revalidated, so lists already show the change).
 */
export function usePanelFetcher(onResult: (result: PanelActionResult) => void) {
  const fetcher = useFetcher();
  const handled = useRef<unknown>(null);
  const handle = useEffectEvent(onResult);
  const data = fetcher.data as PanelActionResult | undefined;

  useEffect(() => {
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    handle(data);
  }, [fetcher.state, data]);

  return {
    busy: fetcher.state !== "idle",
    submit: (form: FormData) =>
      fetcher.submit(form, { method: "post", action: "/panel", encType: "multipart/form-data" }),
  };
}
