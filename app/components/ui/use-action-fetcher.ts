import { LISTING_TEXT } from "@shared/listing-schemas";
import type { PanelActionResult } from "@shared/panel";
import { type FormEvent, useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { toast } from "./toast";

/**
 * A fetcher posting to a screen action (a panel tab's or /admin's: `screenAction` answers both the
 * same way), from a form or from a row's buttons, so it is not tied to the form layer; `onResult`
 * runs once per answer, when the fetcher is idle again (after the loaders have revalidated, so
 * lists already show the change).
 */
export function useActionFetcher(
  onResult: (result: PanelActionResult) => void,
  /** The tab's route (`/panel/properties`), /admin, or /admin with a tab's query. */
  action: string,
) {
  const fetcher = useFetcher();
  const handled = useRef<unknown>(null);
  const handle = useEffectEvent(onResult);
  const data = fetcher.data as PanelActionResult | undefined;

  useEffect(() => {
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    handle(data);
  }, [fetcher.state, data]);

  // A row whose change takes it out of the list (a filtered list, a deleted item) unmounts as the
  // loaders finish, before it sees the fetcher idle: its answer is still told (the toast).
  const latest = useRef<PanelActionResult | undefined>(undefined);
  latest.current = data;
  useEffect(
    () => () => {
      const last = latest.current;
      if (last && handled.current !== last) {
        handled.current = last;
        handle(last);
      }
    },
    [],
  );

  const submit = (form: FormData) =>
    fetcher.submit(form, { method: "post", action, encType: "multipart/form-data" });
  const hydrated = useHydrated();
  return {
    busy: fetcher.state !== "idle",
    submit,
    /**
     * A <form>'s onSubmit: without JavaScript (not hydrated yet) the form posts itself; once
     * hydrated its fields and the pressed button's name and value go through the fetcher.
     */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!hydrated) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      const form = new FormData(event.currentTarget);
      if (submitter?.name) form.set(submitter.name, submitter.value);
      void submit(form);
    },
  };
}

/** The action's answer as a toast: its title and message, green when done, red when refused. */
export function toastResult(result: PanelActionResult) {
  if (result.ok) {
    toast.success(result.title ?? LISTING_TEXT.successTitle, { description: result.message });
  } else {
    toast.error(result.title ?? LISTING_TEXT.errorTitle, { description: result.message });
  }
}
