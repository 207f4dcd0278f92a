import { Lock, Mail, Phone } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { deferred } from "../ui/deferred";
import type { Viewer } from "./service-detail";

/** The message form: only signed-in visitors other than the owner load its code. */
const MessageContactForm = deferred(() =>
  import("../messages/contact-form").then((m) => m.MessageContactForm),
);

type PhoneState =
  | { kind: "hidden" }
  | { kind: "loading" }
  | { kind: "shown"; phone: string | null }
  | { kind: "error"; message: string };

/**
 * Company name, contact person, the phone (fetched only on request by signed-in users, never in
 * the page's HTML) and the message button.
 */
export function ServiceContactCard({
  serviceId,
  serviceTitle,
  companyName,
  contactPerson,
  viewer,
}: {
  serviceId: string;
  serviceTitle: string;
  companyName: string | null;
  contactPerson: string | null;
  viewer: Viewer;
}) {
  const { pathname } = useLocation();
  const signIn = `/auth?redirectTo=${encodeURIComponent(pathname)}`;
  const [phone, setPhone] = useState<PhoneState>({ kind: "hidden" });

  async function reveal() {
    setPhone({ kind: "loading" });
    try {
      const response = await fetch(`/api/uslugi/${serviceId}/telefon`, { method: "POST" });
      const body = (await response.json()) as { phone?: string | null; error?: string };
      if (!response.ok) throw new Error(body.error ?? "Nie udało się pobrać numeru.");
      setPhone({ kind: "shown", phone: body.phone ?? null });
    } catch (error) {
      setPhone({
        kind: "error",
        message: error instanceof Error ? error.message : "Nie udało się pobrać numeru.",
      });
    }
  }

  const button =
    "inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <section
      aria-labelledby="contact-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="contact-heading" className="text-lg font-semibold">
        Kontakt
      </h2>
      <dl className="mt-3 space-y-1 text-sm">
        <div>
          <dt className="inline text-gray-500">Firma: </dt>
          <dd className="inline font-medium">{companyName || "—"}</dd>
        </div>
        {contactPerson ? (
          <div>
            <dt className="inline text-gray-500">Osoba kontaktowa: </dt>
            <dd className="inline font-medium">{contactPerson}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 space-y-2">
        {!viewer ? (
          <div className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
            <p className="flex items-center gap-2 font-semibold">
              <Lock aria-hidden="true" className="size-4" />
              Wymagane logowanie
            </p>
            <p className="mt-1">Musisz być zalogowany, aby zobaczyć numer telefonu.</p>
            <Link to={signIn} className="mt-2 inline-block font-semibold text-brand-700 underline">
              Zaloguj się
            </Link>
          </div>
        ) : phone.kind === "shown" ? (
          phone.phone ? (
            <a
              href={`tel:${phone.phone.replace(/\s+/g, "")}`}
              className={`${button} bg-green-600 text-white`}
            >
              <Phone aria-hidden="true" className="size-4" />
              {phone.phone}
            </a>
          ) : (
            <p className="text-sm text-gray-700">Firma nie podała numeru telefonu.</p>
          )
        ) : (
          <>
            <button
              type="button"
              onClick={reveal}
              disabled={phone.kind === "loading"}
              className={`${button} bg-green-600 text-white hover:bg-green-700 disabled:opacity-60`}
            >
              <Phone aria-hidden="true" className="size-4" />
              {phone.kind === "loading" ? "Pobieranie…" : "Pokaż numer telefonu"}
            </button>
            {phone.kind === "error" ? (
              <p role="alert" className="text-sm text-red-700">
                {phone.message}
              </p>
            ) : null}
          </>
        )}
        {!viewer ? (
          <>
            <p className="pt-1 text-sm text-gray-600">
              Musisz być zalogowany, aby wysłać wiadomość.
            </p>
            <Link
              to={signIn}
              className={`${button} border border-gray-300 text-gray-900 hover:bg-gray-50`}
            >
              <Mail aria-hidden="true" className="size-4" />
              Wyślij wiadomość
            </Link>
          </>
        ) : viewer.isOwner ? null : (
          // Nobody messages themselves: the owner sees no form.
          <MessageContactForm target={{ serviceId }} title={serviceTitle} collapsed />
        )}
      </div>
    </section>
  );
}
