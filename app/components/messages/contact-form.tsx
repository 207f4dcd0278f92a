import { conversationPath } from "@shared/panel";
import { Mail, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { PrivacyNotice } from "~/components/legal/consent";
import { useHydrated } from "~/lib/use-hydrated";
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

const field =
  "mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm";

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
      <div>
        <label htmlFor={`${id}-subject`} className="text-sm font-medium text-gray-700">
          Temat
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          maxLength={200}
          required
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-gray-700">
          Treść wiadomości
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          rows={5}
          maxLength={5000}
          required
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="Dzień dobry, …"
          className={field}
        />
      </div>
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
      <button
        type="submit"
        disabled={busy}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-60"
      >
        <Send aria-hidden="true" className="size-4" />
        {busy ? "Wysyłanie…" : "Wyślij wiadomość"}
      </button>
    </form>
  );

  if (collapsed) {
    return (
      <details className="group rounded-lg border border-gray-300 open:border-brand-200 open:bg-brand-50/40">
        <summary className="flex h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
          <Mail aria-hidden="true" className="size-4" />
          Wyślij wiadomość
        </summary>
        <div className="p-3 pt-1">{form}</div>
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
