import { MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button";

/**
 * 'Zadzwoń' and 'Napisz' at the bottom of a phone's screen, below `lg` only (wider screens have
 * the contact box beside the photos). Sticky, not fixed: at the end of the page it settles in its
 * own place instead of covering what is there. The page shows it wherever it shows the contact
 * box, except to the listing's owner.
 */
export function ContactBarFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-label="Kontakt ze sprzedającym"
      className="sticky bottom-0 z-30 -mx-4 mt-6 grid grid-cols-2 gap-3 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      {children}
    </section>
  );
}

/**
 * The bar for a visitor who is not signed in: both buttons lead to the sign-in, which comes back
 * to this listing. Two links, so it is in the page's own code: the signed-in bar (the phone's
 * reveal, the jump to the message form) loads apart (contact-bar.tsx).
 */
export function VisitorContactBar({ loginHref }: { loginHref: string }) {
  return (
    <ContactBarFrame>
      <ButtonLink to={loginHref} size="lg" block>
        <Phone aria-hidden="true" className="size-5" />
        Zadzwoń
      </ButtonLink>
      <ButtonLink to={loginHref} variant="secondary" size="lg" block>
        <MessageSquare aria-hidden="true" className="size-5" />
        Napisz
      </ButtonLink>
    </ContactBarFrame>
  );
}
