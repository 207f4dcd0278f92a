import { MESSAGE_TEXT, type SendMessageResponse } from "@shared/message-schemas";
import { getAppContext } from "~/http/context";
import { getDomainContext } from "~/http/guards";
import type { AppContext } from "../../server/context";
import { unexpectedFailure } from "../../server/db/unavailable-answer";
import { isAppError } from "../../server/errors";
import {
  BodyTooLargeError,
  MAX_MESSAGE_BODY_BYTES,
  readFormData,
} from "../../server/images/read-form-data";
import {
  type MessageContext,
  type SendMessageInput,
  sendMessage,
} from "../../server/messages/send-message";
import { methodNotAllowed } from "../../server/method-not-allowed";
import { getPrivateStorage } from "../../server/storage/storage";
import type { Route } from "./+types/api-messages";

function answer(body: SendMessageResponse, status = 200, headers = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" && value !== "" ? value : undefined;
}

const refuseMethod = () => methodNotAllowed("POST", (message) => ({ ok: false, message }));

export const loader = refuseMethod;

/**
 * POST /api/wiadomosci (multipart): a message from a contact box (propertyId or serviceId,
 * subject, content) or a reply (conversationId, content), with files in `attachments`, all in
 * one request and one transaction. Answers { ok, messageId, conversationId } or { ok: false,
 * message } with the status of the refusal.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return refuseMethod();
  const app = getAppContext(context) as AppContext & { notifyMessage?: MessageContext["onSent"] };
  // Who asks comes first: signed out, the answer is 'sign in', whatever the body holds.
  const domain = await getDomainContext(context, request);
  if (!domain.actor) return answer({ ok: false, message: MESSAGE_TEXT.signInRequired }, 401);
  let form: FormData;
  try {
    form = await readFormData(request, MAX_MESSAGE_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return answer({ ok: false, message: MESSAGE_TEXT.bodyTooLarge }, 413);
    }
    return answer({ ok: false, message: MESSAGE_TEXT.sendFailed }, 400);
  }

  const files: SendMessageInput["files"] = [];
  for (const value of form.getAll("attachments")) {
    // A file input left empty still sends a part with no name and no bytes.
    if (typeof value === "string" || (value.size === 0 && !value.name)) continue;
    files.push({
      name: value.name,
      type: value.type,
      bytes: new Uint8Array(await value.arrayBuffer()),
    });
  }
  const subject = form.get("subject");

  try {
    const ctx: MessageContext = {
      ...domain,
      storage: getPrivateStorage(app.config),
      onSent: app.notifyMessage,
    };
    const sent = await sendMessage(ctx, {
      propertyId: text(form, "propertyId"),
      serviceId: text(form, "serviceId"),
      conversationId: text(form, "conversationId"),
      subject: typeof subject === "string" ? subject : undefined,
      content: String(form.get("content") ?? ""),
      files,
    });
    return answer({ ok: true, messageId: sent.messageId, conversationId: sent.conversationId });
  } catch (error) {
    if (isAppError(error)) {
      if (error.cause) app.log.warn({ err: error.cause }, "message refused");
      return answer({ ok: false, message: error.message }, error.status);
    }
    const failed = unexpectedFailure(error, MESSAGE_TEXT.sendFailed);
    if (failed.status === 503)
      app.log.warn({ err: error }, "sending a message: database unavailable");
    else app.log.error({ err: error }, "sending a message failed");
    return answer({ ok: false, message: failed.message }, failed.status, failed.headers);
  }
}
