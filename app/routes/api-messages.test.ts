import { existsSync } from "node:fs";
import path from "node:path";
import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Config } from "@server/config";
import type { Database } from "@server/db/client";
import { messageAttachments } from "@server/db/schema";
import { createListing, PDF_BYTES } from "@server/messages/test-helpers";
import { TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routeOnEdge } from "~/http/error-edge.server";
import { testRouterContext, withTestDataDir } from "~/http/testing/router-context.server";
import type { Route as AttachmentRoute } from "./+types/api-attachment";
import type { Route as MessagesRoute } from "./+types/api-messages";
import * as attachmentRoute from "./api-attachment";
import * as messagesRoute from "./api-messages";

/** POST /api/wiadomosci and GET /api/zalaczniki/{id} as the server calls them (on the edge). */
const downloadLoader = routeOnEdge(attachmentRoute).loader as typeof attachmentRoute.loader;
const sendAction = routeOnEdge(messagesRoute).action as typeof messagesRoute.action;

let database: Database;
let auth: Auth;
let dataDir: string;
let config: Config;

withTestDatabase((opened) => ({ database, auth } = opened));
withTestDataDir("okolica-messages-route-", (opened) => ({ dataDir, config } = opened));

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth, config });
}

/** A multipart POST from the site's own page (its Origin) unless `headers` names another. */
async function send(headers: Headers, body: FormData) {
  if (!headers.has("origin")) headers.set("origin", new URL(TEST_BASE_URL).origin);
  const request = new Request(`${TEST_BASE_URL}/api/wiadomosci`, { method: "POST", headers, body });
  const response = (await sendAction({
    request,
    context: context(),
    params: {},
  } as unknown as MessagesRoute.ActionArgs)) as Response;
  return { status: response.status, body: await response.json() };
}

async function download(headers: Headers, id: string): Promise<Response> {
  const request = new Request(`${TEST_BASE_URL}/api/zalaczniki/${id}`, { headers });
  try {
    return (await downloadLoader({
      request,
      context: context(),
      params: { id },
    } as unknown as AttachmentRoute.LoaderArgs)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("messages API", () => {
  it("sends a message with a PDF and serves it only to the two members", async () => {
    const { db } = database;
    const owner = await signedUpUser(db, auth);
    const buyer = await signedUpUser(db, auth);
    const stranger = await signedUpUser(db, auth);
    const listing = await createListing(db, owner.id, "Mieszkanie przy rynku");
    const buyerHeaders = await signIn(auth, buyer.email);

    const form = new FormData();
    form.set("propertyId", listing.id);
    form.set("subject", "Pytanie dotyczące: Mieszkanie przy rynku");
    form.set("content", "Dzień dobry, przesyłam dokumenty.");
    form.append(
      "attachments",
      new File([PDF_BYTES], "Zaświadczenie.pdf", { type: "application/pdf" }),
    );
    form.append("attachments", new File([], "", { type: "application/octet-stream" }));
    const sent = await send(buyerHeaders, form);
    expect(sent).toEqual({
      status: 200,
      body: { ok: true, messageId: expect.any(String), conversationId: expect.any(String) },
    });

    const [attachment] = await db.select().from(messageAttachments);
    expect(existsSync(path.join(dataDir, "private", attachment.fileKey))).toBe(true);
    expect(existsSync(path.join(dataDir, "uploads", attachment.fileKey))).toBe(false);

    const ownerHeaders = await signIn(auth, owner.email);
    const ok = await download(ownerHeaders, attachment.id);
    expect(ok.status).toBe(200);
    expect(Object.fromEntries(ok.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Zaswiadczenie.pdf"; filename*=UTF-8''Za%C5%9Bwiadczenie.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(new Uint8Array(await ok.arrayBuffer())).toEqual(PDF_BYTES);

    const denied = await download(await signIn(auth, stranger.email), attachment.id);
    expect(denied.status).toBe(404);
    expect(await denied.json()).toMatchObject({ error: { code: "not_found" } });
    const anonymous = await download(new Headers(), attachment.id);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/api/zalaczniki/${attachment.id}`)}`,
    );
  });

  it("answers refusals with the status and the Polish message", async () => {
    const { db } = database;
    const owner = await signedUpUser(db, auth);
    const listing = await createListing(db, owner.id);
    const form = new FormData();
    form.set("propertyId", listing.id);
    form.set("subject", "Temat");
    form.set("content", "Treść");
    const signInFirst = {
      status: 401,
      body: {
        error: {
          code: "unauthenticated",
          message: "Musisz być zalogowany, aby wysłać wiadomość.",
        },
      },
    };
    expect(await send(new Headers(), form)).toEqual(signInFirst);
    // Signed out, whatever the body: asked to sign in, not told that the form is malformed.
    const empty = new Request(`${TEST_BASE_URL}/api/wiadomosci`, { method: "POST" });
    const response = (await sendAction({
      request: empty,
      context: context(),
      params: {},
    } as unknown as MessagesRoute.ActionArgs)) as Response;
    expect({ status: response.status, body: await response.json() }).toEqual(signInFirst);
    const own = await send(await signIn(auth, owner.email), form);
    expect(own).toEqual({
      status: 400,
      body: { error: { code: "invalid", message: "Nie możesz wysłać wiadomości do siebie." } },
    });
  });

  it("refuses a signed-in user's post from another site (403) or not as a form (415)", async () => {
    const { db } = database;
    const owner = await signedUpUser(db, auth);
    const buyer = await signedUpUser(db, auth);
    const listing = await createListing(db, owner.id);
    const session = await signIn(auth, buyer.email);
    const form = new FormData();
    form.set("propertyId", listing.id);
    form.set("subject", "Temat");
    form.set("content", "Treść");
    const fromElsewhere = new Headers(session);
    fromElsewhere.set("origin", "https://evil.example");
    expect(await send(fromElsewhere, form)).toEqual({
      status: 403,
      body: {
        error: { code: "forbidden", message: "Żądanie można wysłać tylko ze strony serwisu." },
      },
    });
    // A page elsewhere can send text/plain without a CORS preflight; our forms never do.
    const plain = new Headers(session);
    plain.set("origin", new URL(TEST_BASE_URL).origin);
    plain.set("content-type", "text/plain");
    const request = new Request(`${TEST_BASE_URL}/api/wiadomosci`, {
      method: "POST",
      headers: plain,
      body: "propertyId=x&content=Tre%C5%9B%C4%87",
    });
    const response = (await sendAction({
      request,
      context: context(),
      params: {},
    } as unknown as MessagesRoute.ActionArgs)) as Response;
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 415,
      body: {
        error: {
          code: "unsupported_type",
          message: "Wyślij dane jako formularz (Content-Type: multipart/form-data).",
        },
      },
    });
  });

  it("names the fields its schema refuses, for the forms to show at each field", async () => {
    const { db } = database;
    const owner = await signedUpUser(db, auth);
    const buyer = await signedUpUser(db, auth);
    const listing = await createListing(db, owner.id);
    const form = new FormData();
    form.set("propertyId", listing.id);
    form.set("subject", "   ");
    form.set("content", "x".repeat(5001));
    expect(await send(await signIn(auth, buyer.email), form)).toEqual({
      status: 400,
      body: {
        error: {
          code: "invalid",
          message: "Wypełnij temat i treść wiadomości.",
          fields: {
            subject: "Wypełnij temat i treść wiadomości.",
            content: "Wiadomość może mieć najwyżej 5000 znaków.",
          },
        },
      },
    });
  });
});
