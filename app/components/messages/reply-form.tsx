import type { FormResult } from "@shared/form-result";
import { formatFileSize } from "@shared/format";
import { replyMessageSchema } from "@shared/message-schemas";
import { Paperclip, Send, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { cn } from "~/lib/cn";
import { textareaProps, useAppForm } from "~/lib/form";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, buttonClass } from "../ui/button";
import { Textarea } from "../ui/input";
import { toast } from "../ui/toast";

import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  attachmentProblem,
  MESSAGE_UI_TEXT,
} from "./message-texts";
import { sendMessage } from "./send-message";

/**
 * The reply box: text, attachments or both (docs/spec/marketplace.md §5), sent with the attachments
 * in one request. Files are checked here too (type, 10 MB, at most 5) so nobody waits for a refused
 * upload.
 */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  // A file refused when picked, or a refusal that is not the text's (the files, the limit).
  const [error, setError] = useState<string | null>(null);
  const [form, fields] = useAppForm({ id: `${id}-reply`, schema: replyMessageSchema, result });
  const content = fields.content;

  function addFiles(list: FileList | null) {
    const picked = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = "";
    const problems = picked.map(attachmentProblem).filter((p): p is string => Boolean(p));
    const good = picked.filter((file) => !attachmentProblem(file));
    const room = ATTACHMENT_LIMITS.maxFiles - files.length;
    if (good.length > room) problems.push(MESSAGE_UI_TEXT.tooManyFiles);
    if (problems.length) {
      setError(problems.join(" "));
      toast.error("Nie można dołączyć pliku", { description: problems.join(" ") });
    } else {
      setError(null);
    }
    if (room > 0 && good.length) setFiles((current) => [...current, ...good.slice(0, room)]);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    // The schema first (text or a file): its refusal is shown at the text.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const typed = new FormData(event.currentTarget);
    typed.delete("attachments");
    for (const file of files) typed.append("attachments", file, file.name);
    const sent = await sendMessage(typed);
    setBusy(false);
    if (sent.ok) {
      setResult({
        intent: "reply",
        ok: true,
        message: MESSAGE_UI_TEXT.sent,
        submission: { initialValue: null },
      });
      setFiles([]);
      toast.success(MESSAGE_UI_TEXT.sent);
      void revalidator.revalidate();
      return;
    }
    const atText = sent.fields?.content;
    setResult({
      intent: "reply",
      ok: false,
      message: sent.message,
      submission: {
        status: "error",
        initialValue: { content: String(typed.get("content") ?? "") },
        error: atText ? { content: [atText] } : {},
      },
    });
    if (!atText) setError(sent.message);
    toast.error(
      sent.message === MESSAGE_UI_TEXT.attachmentsFailed
        ? MESSAGE_UI_TEXT.attachmentsFailed
        : MESSAGE_UI_TEXT.failed,
      {
        description:
          sent.message === MESSAGE_UI_TEXT.failed ||
          sent.message === MESSAGE_UI_TEXT.attachmentsFailed
            ? undefined
            : sent.message,
      },
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/wiadomosci"
      encType="multipart/form-data"
      id={form.id}
      onSubmit={submit}
      noValidate
      aria-label="Odpowiedź"
      // Set once React runs the form (tests wait for it; without JavaScript it posts natively).
      data-ready={hydrated ? "" : undefined}
      className="border-t border-gray-200 p-4"
    >
      <input type="hidden" name="conversationId" value={conversationId} />
      <input type="hidden" name="subject" value={MESSAGE_UI_TEXT.replySubject} />
      <input type="hidden" name="attachmentCount" value={files.length} />
      <label htmlFor={content.id} className="sr-only">
        Twoja odpowiedź
      </label>
      <Textarea
        key={content.key}
        {...textareaProps(content, { hint: true })}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            formRef.current?.requestSubmit();
          }
        }}
        rows={3}
        maxLength={5000}
        placeholder="Napisz wiadomość…"
        className="resize-y"
      />
      <p id={content.descriptionId} className="mt-1 text-xs text-gray-500">
        {/* Only with a mouse (a keyboard, then): a phone has no Ctrl key. CSS, so the server and
            the browser render the same markup. */}
        <span className="hidden pointer-fine:inline">Ctrl+Enter wysyła wiadomość. </span>
        Link wstawisz jako [opis](https://adres). Załączniki: obrazy, PDF, DOC, DOCX — do 5 plików
        po 10 MB, dostępne przez 10 dni.
      </p>
      {content.errors ? (
        <p id={content.errorId} role="alert" className="mt-2 text-sm text-red-700">
          {content.errors[0]}
        </p>
      ) : null}
      {files.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Wybrane pliki">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-gray-100 py-1 pr-1 pl-3 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-gray-500">{formatFileSize(file.size)}</span>
              <button
                type="button"
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                aria-label={`Usuń plik ${file.name}`}
                className="grid size-6 place-items-center rounded-full hover:bg-gray-200"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex items-center justify-between gap-2">
        <label
          htmlFor={`${id}-files`}
          className={cn(
            buttonClass({ variant: "secondary", size: "sm" }),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
          )}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          Dołącz pliki
          <input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            name="attachments"
            multiple
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => addFiles(e.currentTarget.files)}
            disabled={busy || files.length >= ATTACHMENT_LIMITS.maxFiles}
            className="sr-only"
          />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          <Send aria-hidden="true" className="size-4" />
          {busy ? "Wysyłanie…" : "Wyślij"}
        </Button>
      </div>
    </form>
  );
}
