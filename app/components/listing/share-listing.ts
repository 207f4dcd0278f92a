import { toast } from "../ui/toast";

/**
 * The phone's own share sheet (Web Share API) with the listing's link, or where the browser has
 * none (most desktops) the link copied to the clipboard. The link is the page's address without
 * its query and fragment (a Facebook click id is not worth passing on).
 */
export async function shareListing(title: string) {
  const url = `${window.location.origin}${window.location.pathname}`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        toast.error("Nie udało się udostępnić ogłoszenia.");
      }
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Link skopiowany");
  } catch {
    toast.error("Nie udało się skopiować linku.", {
      description: "Skopiuj adres strony z paska przeglądarki.",
    });
  }
}
