import { MessageSquare, Phone } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button, ButtonLink, buttonClass } from "../ui/button";
import { toast } from "../ui/toast";
import { CONTACT_SECTION_ID, type PhoneRevealResult, REVEAL_PHONE_FETCHER } from "./contact-box";

type Props = {
  signedIn: boolean;
  /** Sign-in that comes back to this listing. */
  loginHref: string;
  /** The action data after a reveal without JavaScript. */
  revealed: PhoneRevealResult | null;
};

/**
 * 'Zadzwoń' and 'Napisz' at the bottom of a phone's screen, below `lg` only (wider screens have
 * the contact box beside the photos). The same rules as the contact box: the phone is revealed
 * through the page's action for signed-in users, 'Napisz' leads to the message form; visitors
 * sign in first. The page shows it wherever it shows the contact box, except to the listing's
 * owner. Sticky, not fixed: at the end of the page it settles in its own place instead of
 * covering what is there.
 */
export function ContactBar({ signedIn, loginHref, revealed }: Props) {
  const fetcher = useFetcher<PhoneRevealResult>({ key: REVEAL_PHONE_FETCHER });
  const result = fetcher.data ?? revealed;
  // The contact box shows a refusal where it is; from the bar it may be out of sight.
  useEffect(() => {
    if (fetcher.data && fetcher.data.status !== "shown") toast.error(fetcher.data.message);
  }, [fetcher.data]);
  return (
    <section
      aria-label="Kontakt ze sprzedającym"
      className="sticky bottom-0 z-30 -mx-4 mt-6 grid grid-cols-2 gap-3 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      {!signedIn ? (
        <ButtonLink to={loginHref} size="lg" block>
          <Phone aria-hidden="true" className="size-5" />
          Zadzwoń
        </ButtonLink>
      ) : result?.status === "shown" ? (
        <a
          href={`tel:${result.phone.replace(/\s+/g, "")}`}
          className={buttonClass({ size: "lg", block: true })}
        >
          <Phone aria-hidden="true" className="size-5" />
          {result.phone}
        </a>
      ) : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="reveal-phone" />
          <Button type="submit" size="lg" block disabled={fetcher.state !== "idle"}>
            <Phone aria-hidden="true" className="size-5" />
            Zadzwoń
          </Button>
        </fetcher.Form>
      )}
      {signedIn ? (
        <a
          href={`#${CONTACT_SECTION_ID}`}
          onClick={(event) => {
            const content = document.querySelector<HTMLTextAreaElement>(
              `#${CONTACT_SECTION_ID} textarea`,
            );
            if (!content) return;
            event.preventDefault();
            content.scrollIntoView({ block: "center", behavior: "smooth" });
            content.focus({ preventScroll: true });
          }}
          className={buttonClass({ variant: "secondary", size: "lg", block: true })}
        >
          <MessageSquare aria-hidden="true" className="size-5" />
          Napisz
        </a>
      ) : (
        <ButtonLink to={loginHref} variant="secondary" size="lg" block>
          <MessageSquare aria-hidden="true" className="size-5" />
          Napisz
        </ButtonLink>
      )}
    </section>
  );
}
