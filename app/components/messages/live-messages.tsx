import { useLiveMessages } from "./use-live-messages";

/**
 * Keeps the header bell live for a signed-in user (renders nothing). Rendered by <HeaderBell/>
 * (header-bell.tsx), which the site header loads lazily and only for signed-in users, so public
 * pages stay under the JS budget and never open the stream.
 */
export function LiveMessages() {
  useLiveMessages();
  return null;
}
