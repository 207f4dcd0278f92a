import { useLiveMessages } from "./use-live-messages";

/**
 * Keeps the header bell live for a signed-in user (renders nothing). Place it once in the site
 * header, for signed-in users only, and load it lazily so public pages stay under the JS budget:
 *
 *   const LiveMessages = deferred(() =>
 *     import("../messages/live-messages").then((m) => m.LiveMessages),
 *   );
 *   …
 *   {user ? <LiveMessages /> : null}
 */
export function LiveMessages() {
  useLiveMessages();
  return null;
}
