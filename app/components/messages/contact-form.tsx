import { conversationPath } from "@shared/panel";
import { Mail, MessageSquare, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { PrivacyNotice } from "~/components/legal/consent";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

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
  /** Behind a 'Wyślij wiadomość' disclosure (service page) instead of open (listing page). */
  collapsed?: boolean;
};

/**
 * The contact form of a listing or service page, for signed-in visitors who are not its owner
 * (the page decides). It posts to /api/wiadomosci; without JavaScript the same form posts there
 * as a plain multipart form. Loaded lazily: public pages do not carry it up front.
 */
export function MessageContactForm({ target, title, collapsed = false }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [subject, setSubject] = useState(() => defaultSubject(title));
  const [content, setContent] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!subject.trim() || !content.trim()) {
      setError(MESSAGE_UI_TEXT.subjectAndContentRequired);
      toast.error(MESSAGE_UI_TEXT.subjectAndContentRequired);
      return;
    }
    setBusy(true);
    setError(null);
    const form = new FormData();
    if ("propertyId" in target) form.set("propertyId", target.propertyId);
    else form.set("serviceId", target.serviceId);
    form.set("subject", subject.trim());
    form.set("content", content.trim());
    const result = await sendMessage(form);
    setBusy(false);
    if (result.ok) {
      setContent("");
      setSentTo(result.conversationId);
      toast.success(MESSAGE_UI_TEXT.sent, {
        description: "Odpowiedź znajdziesz w panelu, w zakładce Wiadomości.",
      });
    } else {
      setError(result.message);
      toast.error(MESSAGE_UI_TEXT.failed, {
        description: result.message === MESSAGE_UI_TEXT.failed ? undefined : result.message,
      });
    }
  }

  const form = (
    <form
      method="post"
      action="/api/wiadomosci"
      encType="multipart/form-data"
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
      <Field id={`${id}-subject`} label="Temat">
        <Input
          id={`${id}-subject`}
          name="subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          maxLength={200}
          required
        />
      </Field>
      <Field id={`${id}-content`} label="Treść wiadomości">
        <Textarea
          id={`${id}-content`}
          name="content"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          rows={5}
          maxLength={5000}
          required
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Dzień dobry, …"
        />
      </Field>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
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

export default MessageContactForm;
