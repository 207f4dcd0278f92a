import type { FormResult } from "@shared/form-result";
import { Lock, MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { cn } from "~/lib/cn";
import { Button, ButtonLink } from "../ui/button";
import { Card } from "../ui/card";

/**
 * What the reveal action answers (a fetcher's data or, without JavaScript, the action data): the
 * phone, or why not: none given, or a refusal in its Polish words (over the reveal limit: 429),
 * which comes as every form's refusal does and has no status of its own.
 */
export type PhoneRevealResult =
  | { status: "shown"; phone: string }
  | { status: "none"; message: string }
  | (FormResult & { status?: undefined });

type Props = {
  sellerName: string | null;
  signedIn: boolean;
  /** Where sign-in comes back to. */
  loginHref: string;
  /** The action data after a form post without JavaScript. */
  revealed: PhoneRevealResult | null;
  /** The message form for signed-in visitors other than the owner (loaded lazily by the page). */
  message?: ReactNode;
};

/**
 * One reveal for the page: the contact box and the phone's contact bar share this fetcher, so
 * the number revealed in one shows in both (and is asked for, and counted, once).
 */
export const REVEAL_PHONE_FETCHER = "reveal-phone";

export const CONTACT_SECTION_ID = "kontakt";

/** A revealed phone number: a call link (listings and services show it alike). */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={`tel:${phone.replace(/\s+/g, "")}`}
      className={cn(
        "flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2.5 text-lg font-bold text-brand-800",
        className,
      )}
    >
      <Phone aria-hidden="true" className="size-5" />
      {phone}
    </a>
  );
}

/**
 * Seller contact.
 The phone is not part of the page: a signed-in user asks the server for it
 * (counted and rate-limited there); anonymous visitors are asked to sign in.
 */
export function ContactBox({ sellerName, signedIn, loginHref, revealed, message }: Props) {
  const fetcher = useFetcher<PhoneRevealResult>({ key: REVEAL_PHONE_FETCHER });
  const result = fetcher.data ?? revealed;
  const busy = fetcher.state !== "idle";
  return (
    // The contact bar's 'Napisz' leads here (#kontakt), also without JavaScript.
    <Card
      as="section"
      id={CONTACT_SECTION_ID}
      aria-labelledby="contact-heading"
      className="scroll-mt-20"
    >
      <h2 id="contact-heading" className="font-semibold text-gray-900">
        Kontakt
      </h2>
      {sellerName ? <p className="mt-1 text-sm text-gray-600">{sellerName}</p> : null}

      {!signedIn ? (
        <div className="mt-4 rounded-xl bg-gray-50 p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-gray-900">
            <Lock aria-hidden="true" className="size-4" />
            Wymagane logowanie
          </p>
          <p className="mt-1 text-gray-600">Musisz być zalogowany, aby zobaczyć numer telefonu.</p>
          <ButtonLink to={loginHref} className="mt-3">
            Zaloguj się
          </ButtonLink>
        </div>
      ) : result?.status === "shown" ? (
        <PhoneLink phone={result.phone} className="mt-4" />
      ) : (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="reveal-phone" />
          <Button type="submit" size="lg" block disabled={busy}>
            <Phone aria-hidden="true" className="size-5" />
            Pokaż numer
          </Button>
          {result ? (
            <p role="status" className="mt-2 text-sm text-gray-700">
              {result.message}
            </p>
          ) : null}
        </fetcher.Form>
      )}

      {!signedIn ? (
        <>
          <p className="mt-4 text-sm text-gray-600">Musisz być zalogowany, aby wysłać wiadomość.</p>
          <ButtonLink to={loginHref} variant="secondary" size="lg" block className="mt-2">
            <MessageSquare aria-hidden="true" className="size-5" />
            Wyślij wiadomość
          </ButtonLink>
        </>
      ) : (
        message
      )}
    </Card>
  );
}
