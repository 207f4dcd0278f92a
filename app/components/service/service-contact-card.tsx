import { apiErrorMessage } from "@shared/api-error";
import { Lock, MessageSquare, Phone } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import type { FormConstraint } from "~/lib/form-core";
import { PhoneLink } from "../listing/contact-box";
import { Button, ButtonLink } from "../ui/button";
import { Card } from "../ui/card";

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
  messageConstraint,
}: {
  serviceId: string;
  messageConstraint: FormConstraint;
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
      const body: unknown = await response.json();
      if (!response.ok) throw new Error(apiErrorMessage(body) ?? "Nie udało się pobrać numeru.");
      setPhone({ kind: "shown", phone: (body as { phone?: string | null }).phone ?? null });
    } catch (error) {
      setPhone({
        kind: "error",
        message: error instanceof Error ? error.message : "Nie udało się pobrać numeru.",
      });
    }
  }

  return (
    <Card as="section" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="font-semibold text-gray-900">
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
          <div className="rounded-xl bg-gray-50 p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold text-gray-900">
              <Lock aria-hidden="true" className="size-4" />
              Wymagane logowanie
            </p>
            <p className="mt-1 text-gray-600">
              Musisz być zalogowany, aby zobaczyć numer telefonu.
            </p>
            <ButtonLink to={signIn} className="mt-3">
              Zaloguj się
            </ButtonLink>
          </div>
        ) : phone.kind === "shown" ? (
          phone.phone ? (
            <PhoneLink phone={phone.phone} />
          ) : (
            <p className="text-sm text-gray-700">Firma nie podała numeru telefonu.</p>
          )
        ) : (
          <>
            <Button size="lg" block onClick={reveal} disabled={phone.kind === "loading"}>
              <Phone aria-hidden="true" className="size-5" />
              {phone.kind === "loading" ? "Pobieranie…" : "Pokaż numer telefonu"}
            </Button>
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
            <ButtonLink to={signIn} variant="secondary" size="lg" block>
              <MessageSquare aria-hidden="true" className="size-5" />
              Wyślij wiadomość
            </ButtonLink>
          </>
        ) : viewer.isOwner ? null : (
          // Nobody messages themselves: the owner sees no form.
          <MessageContactForm
            target={{ serviceId }}
            title={serviceTitle}
            constraint={messageConstraint}
            collapsed
          />
        )}
      </div>
    </Card>
  );
}
