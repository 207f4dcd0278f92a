import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Database } from "@server/db/client";
import { serviceReviews, services } from "@server/db/schema";
import { createTestAuth, createTestUser, TEST_BASE_URL } from "@server/testing/factories";
import { createTestDatabase } from "@server/testing/test-db";
import { type FormResult, fieldError } from "@shared/form-result";
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRouterContext } from "~/http/testing/router-context.server";
import type { Route } from "./+types/service-param";
import { action } from "./service-param";

/** /usluga/{id}'s review action as the server calls it: real session and database. */

let database: Database;
let auth: Auth;
let serviceId: string;

beforeAll(async () => {
  // The route module starts loading its two deferred pages as it is evaluated on the server; the
  // file must not end (and its environment be torn down) while that import is still under way.
  await Promise.all([
    import("~/components/service/service-detail"),
    import("~/components/service/service-category-page"),
  ]);
  database = await createTestDatabase();
  auth = createTestAuth(database.db);
  const owner = await createTestUser(database.db, { firstName: "Marek" });
  const [row] = await database.db
    .insert(services)
    .values({
      userId: owner.id,
      title: "Usługi elektryczne",
      priceFrom: 80,
      location: "lezajsk",
      category: "elektryczne",
    })
    .returning({ id: services.id });
  serviceId = row.id;
});
afterAll(() => database.close());

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth });
}

async function post(headers: Headers, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request(`${TEST_BASE_URL}/usluga/${serviceId}`, {
    method: "POST",
    headers,
    body,
  });
  const answer = await action({
    request,
    context: context(),
    params: { param: serviceId },
  } as unknown as Route.ActionArgs);
  return answer as { data: FormResult; init: ResponseInit | null };
}

async function reviewsBy(userId: string) {
  return database.db.select().from(serviceReviews).where(eq(serviceReviews.userId, userId));
}

describe("/usluga/{id} reviews", () => {
  it("refuses a review at its fields, in Polish, keeping what was typed", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const { data, init } = await post(headers, { intent: "review", text: "krótko" });
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ intent: "review", ok: false });
    expect(fieldError(data, "rating")).toBe("Wybierz ocenę od 1 do 5.");
    expect(fieldError(data, "text")).toBe("Opinia musi mieć od 10 do 2000 znaków.");
    expect(data.submission?.initialValue).toMatchObject({ text: "krótko" });
    expect(await reviewsBy(user.id)).toEqual([]);
  });

  it("saves the review, then withdraws it", async () => {
    const user = await signedUpUser(database.db, auth);
    const headers = await signIn(auth, user.email);
    const saved = await post(headers, {
      intent: "review",
      rating: "4",
      text: "Solidnie i w terminie.",
    });
    expect(saved.data).toMatchObject({
      intent: "review",
      ok: true,
      message: "Dziękujemy! Opinia została zapisana.",
    });
    expect((await reviewsBy(user.id)).map((r) => [r.rating, r.text])).toEqual([
      [4, "Solidnie i w terminie."],
    ]);

    const withdrawn = await post(headers, { intent: "delete-review" });
    expect(withdrawn.data).toMatchObject({
      intent: "delete-review",
      ok: true,
      message: "Opinia została usunięta.",
    });
    expect(await reviewsBy(user.id)).toEqual([]);
  });

  it("tells a signed-out visitor to sign in, at no field", async () => {
    const { data, init } = await post(new Headers(), {
      intent: "review",
      rating: "5",
      text: "Bardzo dobra robota.",
    });
    expect(init?.status).toBe(403);
    expect(data).toMatchObject({ ok: false, message: "Musisz być zalogowany, aby dodać opinię." });
    expect(fieldError(data, "text")).toBeUndefined();
  });
});
