import { formatFileSize } from "@shared/format";
import { Paperclip, Send, X } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { cn } from "~/lib/cn";
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
 * The reply box: text, attachments or both (spec §5), sent with the attachments in one request.
 * Files are checked here too (type, 10 MB, at most 5) so nobody waits for a refused upload.
 */
export function ReplyForm({ conversationId }: { conversationId: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const fileInput = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    const text = content.trim();
    if (!text && files.length === 0) {
      setError(MESSAGE_UI_TEXT.replyEmpty);
      return;
    }
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.set("conversationId", conversationId);
    form.set("subject", MESSAGE_UI_TEXT.replySubject);
    form.set("content", text);
    for (const file of files) form.append("attachments", file, file.name);
    const result = await sendMessage(form);
    setBusy(false);
    if (result.ok) {
      setContent("");
      setFiles([]);
      toast.success(MESSAGE_UI_TEXT.sent);
      revalidator.revalidate();
    } else {
      setError(result.message);
      toast.error(
        result.message === MESSAGE_UI_TEXT.attachmentsFailed
          ? MESSAGE_UI_TEXT.attachmentsFailed
          : MESSAGE_UI_TEXT.failed,
        {
          description:
            result.message === MESSAGE_UI_TEXT.failed ||
            result.message === MESSAGE_UI_TEXT.attachmentsFailed
              ? undefined
              : result.message,
        },
      );
    }
  }

  return (
    <form
      method="post"
      action="/api/wiadomosci"
      encType="multipart/form-data"
      onSubmit={submit}
      noValidate
      aria-label="Odpowiedź"
      // Set once React runs the form (tests wait for it; without JavaScript it posts natively).
      data-ready={hydrated ? "" : undefined}
      className="border-t border-gray-200 p-4"
    >
      <input type="hidden" name="conversationId" value={conversationId} />
      <input type="hidden" name="subject" value={MESSAGE_UI_TEXT.replySubject} />
      <label htmlFor={`${id}-content`} className="sr-only">
        Twoja odpowiedź
      </label>
      <Textarea
        id={`${id}-content`}
        name="content"
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit();
          }
        }}
        rows={3}
        maxLength={5000}
        placeholder="Napisz wiadomość…"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        className="resize-y"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
        {/* Only with a mouse (a keyboard, then): a phone has no Ctrl key. CSS, so the server and
            the browser render the same markup. */}
        <span className="hidden pointer-fine:inline">Ctrl+Enter wysyła wiadomość. </span>
        Link wstawisz jako [opis](https://adres). Załączniki: obrazy, PDF, DOC, DOCX — do 5 plików
        po 10 MB, dostępne przez 10 dni.
      </p>
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
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
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
