import { type FormResult, fieldError } from "@shared/form-result";
import { conversationPath } from "@shared/panel";
import { Mail, MessageSquare, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type FormConstraint, inputProps, textareaProps, usePublicForm } from "~/lib/form-core";
import { useHydrated } from "~/lib/use-hydrated";
import { PrivacyNotice } from "../form/consent";

import { Button, buttonClass } from "../ui/button";
import { Field } from "../ui/field";
import { Input, Textarea } from "../ui/input";
import { toast } from "../ui/toast";
import { defaultSubject, MESSAGE_UI_TEXT } from "./message-texts";
import { sendMessage } from "./send-message";

type Props = {
  /** Whom the message is about: the listing's or the service's owner receives it. */
  target: { propertyId: string } | { serviceId: string };
  /** The listing's or service's title, for the default subject. */
  title: string | null;
  /** contactMessageSchema's constraints (the page's loader: no zod on public pages). */
  constraint: FormConstraint;
  /** Behind a 'Wyślij wiadomość' disclosure (service page) instead of open (listing page). */
  collapsed?: boolean;
};

/**
 * The contact form of a listing or service page, for signed-in visitors who are not its owner
 * (the page decides). It posts to /api/wiadomosci, which checks it with the shared message
 * schema and names the refused fields: their messages are shown at the fields. Without
 * JavaScript the same form posts there as a plain multipart form. Loaded lazily: public pages do
 * not carry it (nor the form layer) up front.
 */
export function MessageContactForm({ target, title, constraint, collapsed = false }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [conform, fields] = usePublicForm({
    id: `${id}-message`,
    constraint,
    result,
    defaultValue: { subject: defaultSubject(title), content: "" },
  });
  const shownAtField = fieldError(result, "subject") ?? fieldError(result, "content");

  async function submit(event: FormEvent<HTMLFormElement>) {
    conform.onSubmit(event);
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const typed = new FormData(event.currentTarget);
    const sent = await sendMessage(typed);
    setBusy(false);
    if (sent.ok) {
      // The form starts again (the default subject, no text); the link leads to the conversation.
      setResult({
        intent: "message",
        ok: true,
        message: MESSAGE_UI_TEXT.sent,
        submission: { initialValue: null },
      });
      setSentTo(sent.conversationId);
      toast.success(MESSAGE_UI_TEXT.sent, {
        description: "Odpowiedź znajdziesz w panelu, w zakładce Wiadomości.",
      });
      return;
    }
    setResult({
      intent: "message",
      ok: false,
      message: sent.message,
      submission: {
        status: "error",
        initialValue: {
          subject: String(typed.get("subject") ?? ""),
          content: String(typed.get("content") ?? ""),
        },
        error: Object.fromEntries(
          Object.entries(sent.fields ?? {}).map(([name, message]) => [name, [message]]),
        ),
      },
    });
    toast.error(MESSAGE_UI_TEXT.failed, {
      description: sent.message === MESSAGE_UI_TEXT.failed ? undefined : sent.message,
    });
  }

  const form = (
    <form
      method="post"
      action="/api/wiadomosci"
      encType="multipart/form-data"
      id={conform.id}
      onSubmit={submit}
      noValidate
      aria-labelledby={collapsed ? undefined : `${id}-heading`}
      // Set once React runs the form (tests wait for it; without JavaScript it posts natively).
      data-ready={hydrated ? "" : undefined}
      className="space-y-3"
    >
      {"propertyId" in target ? (
        <input type="hidden" name="propertyId" value={target.propertyId} />
      ) : (
        <input type="hidden" name="serviceId" value={target.serviceId} />
      )}
      <Field meta={fields.subject} label="Temat">
        <Input {...inputProps(fields.subject, { type: "text" })} maxLength={200} />
      </Field>
      <Field meta={fields.content} label="Treść wiadomości">
        <Textarea
          {...textareaProps(fields.content)}
          rows={5}
          maxLength={5000}
          placeholder="Dzień dobry, …"
        />
      </Field>
      {result && !result.ok ? (
        // A refusal at a field is read out here and shown at the field; any other one is shown here.
        <p role="alert" className={shownAtField ? "sr-only" : "text-sm text-red-700"}>
          {result.message}
        </p>
      ) : null}
      {sentTo ? (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {MESSAGE_UI_TEXT.sent}{" "}
          <Link to={conversationPath(sentTo)} className="font-semibold underline">
            Przejdź do rozmowy
          </Link>
        </p>
      ) : null}
      <PrivacyNotice purpose="przekazania wiadomości odbiorcy i prowadzenia Waszej rozmowy" />
      <Button type="submit" size="lg" block disabled={busy}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? "Wysyłanie…" : "Wyślij wiadomość"}
      </Button>
    </form>
  );

  if (collapsed) {
    return (
      <details className="group">
        <summary
          className={cn(
            buttonClass({ variant: "secondary", size: "lg", block: true }),
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <MessageSquare aria-hidden="true" className="size-5" />
          Wyślij wiadomość
        </summary>
        <div className="pt-3">{form}</div>
      </details>
    );
  }
  return (
    <div className="mt-5 border-t border-gray-100 pt-4">
      <h3 id={`${id}-heading`} className="mb-3 flex items-center gap-2 font-semibold text-gray-900">
        <Mail aria-hidden="true" className="size-4 text-brand-700" />
        Napisz wiadomość
      </h3>
      {form}
    </div>
  );
}
