import type { AppContext } from "@server/context";
import { AppError } from "@server/errors";
import {
  type MessageContext,
  type SendMessageInput,
  sendMessage,
} from "@server/messages/send-message";
import { getPrivateStorage } from "@server/storage/storage";
import { MESSAGE_TEXT, type SendMessageResponse, sendMessageSchema } from "@shared/message-schemas";
import { parseSubmission, submittedInput } from "~/http/action-reply.server";
import { getAppContext } from "~/http/context.server";
import { errorResponse, methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext, requireSiteRequest } from "~/http/guards.server";
import { isBodyTooLarge, MAX_MESSAGE_BODY_BYTES, readFormData } from "~/http/read-form-data.server";
import type { Route } from "./+types/api-messages";

export const loader = () => methodNotAllowed("POST");

/** The body as a form; over the limit or not a form, the refusal says so in the message's words. */
function readMessageForm(request: Request): Promise<FormData> {
  return readFormData(request, MAX_MESSAGE_BODY_BYTES).catch((error: unknown) => {
    throw isBodyTooLarge(error)
      ? new AppError("too_large", MESSAGE_TEXT.bodyTooLarge)
      : new AppError("invalid", MESSAGE_TEXT.sendFailed);
  });
}

/**
 * POST /api/wiadomosci (multipart): a message from a contact box (propertyId or serviceId,
 * subject, content) or a reply (conversationId, content), with files in `attachments`, all in
 * one request and one transaction, from the site's pages only (403, 415 otherwise). Answers { ok: true, messageId, conversationId }, or the error
 * envelope (app/http/error-edge.server.ts) with the status of the refusal; fields the schema refuses
 * are named in it (`fields`), so the forms show each message at its field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const app = getAppContext(context) as AppContext & { notifyMessage?: MessageContext["onSent"] };
  // Who asks comes first: signed out, the answer is 'sign in', whatever the body holds.
  const domain = await getDomainContext(context, request);
  if (!domain.actor) throw new AppError("unauthenticated", MESSAGE_TEXT.signInRequired);
  requireSiteRequest(request, "multipart/form-data");
  const form = await readMessageForm(request);
  const submission = parseSubmission(form, sendMessageSchema);
  if (submission.status !== "success") return refusedFields(submission.error ?? {});

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
  const ctx: MessageContext = {
    ...domain,
    storage: getPrivateStorage(app.config),
    onSent: app.notifyMessage,
    siteUrl: app.config.baseUrl,
  };
  const sent = await sendMessage(ctx, { ...submittedInput(submission), files });
  const body: SendMessageResponse = {
    ok: true,
    messageId: sent.messageId,
    conversationId: sent.conversationId,
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

/** The schema's refusal in the API's envelope: the first message, and each refused field's. */
function refusedFields(errors: Record<string, string[] | null>) {
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([name, messages]) =>
      messages?.[0] ? [[name, messages[0]]] : [],
    ),
  );
  return errorResponse({
    status: 400,
    code: "invalid",
    message: Object.values(fields)[0] ?? MESSAGE_TEXT.sendFailed,
    fields,
  });
}
