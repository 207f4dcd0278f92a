import { formatDateTime, formatFileSize } from "@shared/format";
import type { MessageAttachment, MessageView } from "@shared/message-types";
import { FileText, ImageIcon, Paperclip } from "lucide-react";
import { cn } from "~/lib/cn";
import { ReportLink } from "../ui/report-link";
import { attachmentExpiry } from "./attachment-expiry";
import { MessageText } from "./message-text";
import { MESSAGE_UI_TEXT } from "./message-texts";

/**
 * One message: its own on the right, the other person's on the left. Under a received one: the
 * calm notice when a scam signal was raised on it, and its 'Zgłoś' link (both from the server).
 */
export function MessageItem({ message, now }: { message: MessageView; now: Date }) {
  const showContent = !(
    message.content === MESSAGE_UI_TEXT.attachmentsOnlyContent && message.attachments.length > 0
  );
  const showSubject = message.subject && message.subject !== MESSAGE_UI_TEXT.replySubject;
  return (
    <li className={cn("flex", message.mine ? "justify-end" : "justify-start")}>
      <div className="max-w-[85%] sm:max-w-[75%]">
        <article
          aria-label={message.mine ? "Twoja wiadomość" : "Wiadomość od rozmówcy"}
          className={cn(
            "w-fit max-w-full rounded-2xl px-4 py-3 shadow-sm",
            message.mine
              ? "rounded-br-sm bg-brand-700 text-white"
              : "rounded-bl-sm border border-gray-200 bg-white text-gray-900",
          )}
        >
          {showSubject ? (
            <p
              className={cn("text-sm font-semibold", message.mine ? "text-white" : "text-gray-900")}
            >
              {message.subject}
            </p>
          ) : null}
          {showContent ? (
            <p className="break-words whitespace-pre-line">
              <MessageText content={message.content} />
            </p>
          ) : null}
          {message.attachments.length ? (
            <ul className="mt-2 space-y-2" aria-label="Załączniki">
              {message.attachments.map((attachment) => (
                <AttachmentRow
                  key={attachment.id}
                  attachment={attachment}
                  mine={message.mine}
                  now={now}
                />
              ))}
            </ul>
          ) : null}
          <p
            className={cn(
              "mt-1 text-right text-xs",
              message.mine ? "text-brand-100" : "text-gray-500",
            )}
          >
            <time dateTime={new Date(message.createdAt).toISOString()}>
              {formatDateTime(message.createdAt)}
            </time>
            {message.mine ? <span> · {message.isRead ? "Przeczytana" : "Wysłana"}</span> : null}
          </p>
        </article>
        {message.scamNotice ? (
          <p
            role="note"
            className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            {message.scamNotice}
          </p>
        ) : null}
        <ReportLink
          href={message.reportHref}
          label="Zgłoś wiadomość"
          className="mt-1 inline-block"
        />
      </div>
    </li>
  );
}

function AttachmentRow({
  attachment,
  mine,
  now,
}: {
  attachment: MessageAttachment;
  mine: boolean;
  now: Date;
}) {
  const expiry = attachmentExpiry(attachment.expiresAt, attachment.expired, now);
  const Icon = attachment.fileType.startsWith("image/")
    ? ImageIcon
    : attachment.fileType === "application/pdf"
      ? FileText
      : Paperclip;
  const size = formatFileSize(attachment.fileSize);
  return (
    <li
      className={cn(
        "flex items-start gap-2 rounded-lg p-2 text-sm",
        mine ? "bg-brand-800/60" : "bg-gray-50",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        {expiry.state === "expired" ? (
          <span className="block truncate line-through opacity-70">{attachment.fileName}</span>
        ) : (
          <a
            href={`/api/zalaczniki/${encodeURIComponent(attachment.id)}`}
            download={attachment.fileName}
            className="block truncate font-medium underline underline-offset-2 hover:no-underline"
          >
            {attachment.fileName}
          </a>
        )}
        <span className={cn("block text-xs", mine ? "text-brand-100" : "text-gray-600")}>
          {size}
          {" · "}
          {expiry.state === "expired" ? (
            <span>{expiry.label}</span>
          ) : (
            <span
              data-testid="attachment-expiry"
              className={cn(
                expiry.urgent &&
                  (mine
                    ? "rounded bg-white px-1 font-semibold text-red-700"
                    : "font-semibold text-red-700"),
              )}
            >
              {expiry.label}
            </span>
          )}
        </span>
      </span>
    </li>
  );
}
