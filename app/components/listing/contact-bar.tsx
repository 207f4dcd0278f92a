import { MessageSquare, Phone } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button, buttonClass } from "../ui/button";
import { toast } from "../ui/toast";
import { ContactBarFrame } from "./contact-bar-frame";
import { CONTACT_SECTION_ID, type PhoneRevealResult, REVEAL_PHONE_FETCHER } from "./contact-box";

type Props = {
  /** The action data after a reveal without JavaScript. */
  revealed: PhoneRevealResult | null;
};

/**
 * The phone's contact bar (contact-bar-frame.tsx) for a signed-in visitor, with the contact box's
 * rules: 'Zadzwoń' reveals the phone through the page's action, 'Napisz' leads to the message
 * form.
 */
export function ContactBar({ revealed }: Props) {
  const fetcher = useFetcher<PhoneRevealResult>({ key: REVEAL_PHONE_FETCHER });
  const result = fetcher.data ?? revealed;
  // The contact box shows a refusal where it is; from the bar it may be out of sight.
  useEffect(() => {
    if (fetcher.data && fetcher.data.status !== "shown") toast.error(fetcher.data.message);
  }, [fetcher.data]);
  return (
    <ContactBarFrame>
      {result?.status === "shown" ? (
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
    </ContactBarFrame>
  );
}
