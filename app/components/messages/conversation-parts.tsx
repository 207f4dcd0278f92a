import type { ConversationPerson, ConversationSummary } from "@shared/message-types";
import { safeImageSrc } from "@shared/urls";
import { UserX } from "lucide-react";
import { cn } from "~/lib/cn";

/** The other person's name; a deleted account keeps its conversations under this label. */
export function personName(person: ConversationPerson | null): string {
  if (!person) return "Konto usunięte";
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || "Użytkownik";
}

/** What the conversation is about: the listing or service, else the title saved with it. */
export function conversationTitle(summary: ConversationSummary): string {
  return summary.property?.title ?? summary.service?.title ?? summary.subjectTitle ?? "Rozmowa";
}

/** Where the conversation's listing or service is, or null when it was deleted. */
export function conversationItemHref(summary: ConversationSummary): string | null {
  if (summary.property) return `/nieruchomosc/${summary.property.id}`;
  if (summary.service) return `/usluga/${summary.service.id}`;
  return null;
}

/** A round avatar: the photo, else initials; a deleted account gets a neutral icon. */
export function PersonAvatar({
  person,
  size = "md",
}: {
  person: ConversationPerson | null;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-12 text-base" : "size-10 text-sm";
  const src = safeImageSrc(person?.avatarUrl);
  if (!person) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          "grid shrink-0 place-items-center rounded-full bg-gray-200 text-gray-500",
          box,
        )}
      >
        <UserX className="size-5" />
      </span>
    );
  }
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={cn("shrink-0 rounded-full bg-gray-100 object-cover", box)}
      />
    );
  }
  const initials =
    [person.firstName, person.lastName]
      .map((part) => part?.trim().charAt(0) ?? "")
      .join("")
      .toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800",
        box,
      )}
    >
      {initials}
    </span>
  );
}
