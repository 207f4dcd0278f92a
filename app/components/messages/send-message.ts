import { type ApiError, apiErrorMessage } from "@shared/api-error";
import type { SendMessageResponse } from "@shared/message-schemas";
import { MESSAGE_UI_TEXT } from "./message-texts";

export type SendResult =
  | { ok: true; messageId: string; conversationId: string }
  /** `fields`: the fields the server refused, each with its message. */
  | { ok: false; message: string; fields?: Record<string, string> };

/**
 * Posts a message (new conversation from a listing or service, or a reply) with its attachments
 * in one multipart request to /api/wiadomosci; the server saves all of it or nothing.
 */
export async function sendMessage(form: FormData): Promise<SendResult> {
  try {
    const response = await fetch("/api/wiadomosci", {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
    const body: unknown = await response.json().catch(() => null);
    const sent = body as Partial<SendMessageResponse> | null;
    if (response.ok && sent?.ok && sent.conversationId) return sent as SendResult;
    const message = apiErrorMessage(body);
    if (response.status === 401) return { ok: false, message: MESSAGE_UI_TEXT.signInRequired };
    const fields = (body as Partial<ApiError> | null)?.error?.fields;
    return { ok: false, message: message || MESSAGE_UI_TEXT.failed, fields };
  } catch {
    return { ok: false, message: MESSAGE_UI_TEXT.failed };
  }
}
