import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Database } from "@server/db/client";
import { listFavouriteKeys } from "@server/favourites/list-favourites";
import { createListing } from "@server/messages/test-helpers";
import { TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import { FAVOURITE_TEXT, MAX_FAVOURITES } from "@shared/favourites";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routeOnEdge } from "~/http/error-edge.server";
import { testRouterContext } from "~/http/testing/router-context.server";
import type { Route } from "./+types/api-favourites";
import * as favouritesRoute from "./api-favourites";

/** POST /api/obserwowane as the server calls it (on the error edge). */
const favouritesAction = routeOnEdge(favouritesRoute).action as typeof favouritesRoute.action;

let database: Database;
let auth: Auth;

withTestDatabase((opened) => ({ database, auth } = opened));

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth });
}

/** A POST from the site's own page (its Origin, JSON) unless `headers` says otherwise. */
async function post(headers: Headers, body: string) {
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  if (!headers.has("origin")) headers.set("origin", new URL(TEST_BASE_URL).origin);
  const request = new Request(`${TEST_BASE_URL}/api/obserwowane`, {
    method: "POST",
    headers,
    body,
  });
  const response = (await favouritesAction({
    request,
    context: context(),
    params: {},
  } as unknown as Route.ActionArgs)) as Response;
  return { status: response.status, body: await response.json() };
}

describe("favourites API", () => {
  it("saves, merges and removes a signed-in user's favourites", async () => {
    const owner = await signedUpUser(database.db, auth);
    const user = await signedUpUser(database.db, auth);
    const first = await createListing(database.db, owner.id);
    const second = await createListing(database.db, owner.id, "Dom w Giedlarowej");
    const headers = await signIn(auth, user.email);

    const saved = await post(
      headers,
      JSON.stringify({ kind: "listing", id: first.id, saved: true }),
    );
    expect(saved).toEqual({ status: 200, body: { saved: true } });
    const merged = await post(
      headers,
      JSON.stringify({ items: [{ kind: "listing", id: second.id, price: 1, title: "Dom" }] }),
    );
    expect(merged.status).toBe(200);
    expect(merged.body.keys.sort()).toEqual([`listing:${first.id}`, `listing:${second.id}`].sort());
    const removed = await post(
      headers,
      JSON.stringify({ kind: "listing", id: first.id, saved: false }),
    );
    expect(removed).toEqual({ status: 200, body: { saved: false } });
    expect(await listFavouriteKeys(database.db, user.id)).toEqual([`listing:${second.id}`]);
  });

  it("answers a visitor, a bad body and an oversized list in Polish, changing nothing", async () => {
    const owner = await signedUpUser(database.db, auth);
    const listing = await createListing(database.db, owner.id);
    const visitor = await post(
      new Headers(),
      JSON.stringify({ kind: "listing", id: listing.id, saved: true }),
    );
    expect(visitor).toMatchObject({
      status: 401,
      body: {
        error: { code: "unauthenticated", message: "Zaloguj się, aby obserwować ogłoszenia." },
      },
    });

    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    for (const body of [
      "{not json",
      JSON.stringify({ kind: "agencja", id: listing.id, saved: true }),
      JSON.stringify({ kind: "listing", id: "1 or 1=1", saved: true }),
      JSON.stringify({ kind: "listing", id: listing.id }),
    ]) {
      expect(await post(headers, body)).toMatchObject({
        status: 400,
        body: { error: { code: "invalid", message: FAVOURITE_TEXT.invalid } },
      });
    }
    const tooMany = Array.from({ length: MAX_FAVOURITES + 1 }, () => ({
      kind: "listing",
      id: listing.id,
    }));
    expect(await post(headers, JSON.stringify({ items: tooMany }))).toMatchObject({
      status: 400,
      body: { error: { message: FAVOURITE_TEXT.tooMany } },
    });
    expect(await listFavouriteKeys(database.db, user.id)).toEqual([]);
  });

  it("refuses a signed-in user's request from another site (403) or not in JSON (415)", async () => {
    const owner = await signedUpUser(database.db, auth);
    const listing = await createListing(database.db, owner.id);
    const user = await signedUpUser(database.db, auth);
    const session = await signIn(auth, user.email);
    const heart = JSON.stringify({ kind: "listing", id: listing.id, saved: true });
    const withHeaders = (extra: Record<string, string>) => {
      const headers = new Headers(session);
      for (const [name, value] of Object.entries(extra)) headers.set(name, value);
      return headers;
    };
    const elsewhere = {
      status: 403,
      body: {
        error: { code: "forbidden", message: "Żądanie można wysłać tylko ze strony serwisu." },
      },
    };
    // A page on another site posting as a form would: text/plain needs no CORS preflight.
    expect(
      await post(
        withHeaders({ origin: "https://evil.example", "content-type": "text/plain" }),
        heart,
      ),
    ).toEqual(elsewhere);
    expect(await post(withHeaders({ origin: "https://evil.example" }), heart)).toEqual(elsewhere);
    expect(await post(withHeaders({ origin: "null" }), heart)).toEqual(elsewhere);
    expect(await post(withHeaders({ "content-type": "text/plain" }), heart)).toEqual({
      status: 415,
      body: {
        error: {
          code: "unsupported_type",
          message: "Wyślij dane jako JSON (Content-Type: application/json).",
        },
      },
    });
    expect(await listFavouriteKeys(database.db, user.id)).toEqual([]);
  });
});
