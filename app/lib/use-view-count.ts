import { startTransition, useEffect, useState } from "react";

/**
 * Counts a view of a listing or a service after its page has loaded (renders, prefetches and
 * crawlers that run no scripts never count; the server counts a visitor once a day) and returns
 * the count the beacon answers with: the page may come from the shared cache of anonymous pages
 * (or the content memo), rendered with a count minutes old. Without JavaScript the rendered
 * count stays.
 */
export function useViewCount(beacon: string, rendered: number): number {
  const [fresh, setFresh] = useState<{ beacon: string; views: number }>();
  useEffect(() => {
    fetch(beacon, { method: "POST" })
      .then((response) => response.json())
      .then(({ views }: { views: number | null }) => {
        // A transition: an urgent update would reach deferred parts of the page still waiting
        // for their code, and React would drop their server markup for a fresh render (an open
        // 'Wyślij wiadomość' closes, text typed into the listing's form is gone). A transition
        // waits for them to hydrate.
        if (views != null) startTransition(() => setFresh({ beacon, views }));
      })
      .catch(() => {});
  }, [beacon]);
  // Another offer's answer (after a navigation within the app) is not this one's count.
  return fresh?.beacon === beacon ? fresh.views : rendered;
}
