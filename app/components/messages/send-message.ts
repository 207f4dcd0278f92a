import { MESSAGE_UI_TEXT } from "./message-texts";

export type SendResult =
  | { ok: true; messageId: string; conversationId: string }
  | { ok: false; message: string };

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
    const body = (await response.json().catch(() => null)) as {
      ok?: boolean;
      message?: unknown;
      messageId?: string;
      conversationId?: string;
    } | null;
    if (response.ok && body?.ok && body.conversationId) return body as SendResult;
    const message = typeof body?.message === "string" ? body.message : null;
    if (response.status === 401) return { ok: false, message: MESSAGE_UI_TEXT.signInRequired };
    return { ok: false, message: message || MESSAGE_UI_TEXT.failed };
  } catch {
    return { ok: false, message: MESSAGE_UI_TEXT.failed };
  }
}
