import { Lock, MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";

/** What the reveal action answers (a fetcher's data or, without JavaScript, the action data). */
export type PhoneRevealResult =
  | { status: "shown"; phone: string }
  | { status: "none" | "limited" | "error"; message: string };

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
 * Seller contact. The phone is not part of the page: a signed-in user asks the server for it
 * (counted and rate-limited there); anonymous visitors are asked to sign in.
 */
export function ContactBox({ sellerName, signedIn, loginHref, revealed, message }: Props) {
  const fetcher = useFetcher<PhoneRevealResult>();
  const result = fetcher.data ?? revealed;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
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
          <Link
            to={loginHref}
            className="mt-3 inline-flex items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Zaloguj się
          </Link>
        </div>
      ) : result?.status === "shown" ? (
        <a
          href={`tel:${result.phone.replace(/\s+/g, "")}`}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-4 py-2.5 text-lg font-bold text-brand-800"
        >
          <Phone aria-hidden="true" className="size-5" />
          {result.phone}
        </a>
      ) : (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="reveal-phone" />
          <button
            type="submit"
            disabled={busy}
            className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            <Phone aria-hidden="true" className="size-5" />
            Pokaż numer
          </button>
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
          <Link
            to={loginHref}
            className="mt-2 flex items-center justify-center gap-2 rounded-lg border border-gray-300 px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-50"
          >
            <MessageSquare aria-hidden="true" className="size-5" />
            Wyślij wiadomość
          </Link>
        </>
      ) : (
        message
      )}
    </section>
  );
}
