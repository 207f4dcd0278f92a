import { Share2 } from "lucide-react";
import { Button } from "../ui/button";

/** 'Udostępnij': its code (share sheet or clipboard, and the messages) loads on the first click. */
export function ShareButton({ title }: { title: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void import("./share-listing").then((m) => m.shareListing(title))}
    >
      <Share2 aria-hidden="true" className="size-4" />
      Udostępnij
    </Button>
  );
}
