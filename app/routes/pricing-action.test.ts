import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Config } from "@server/config";
import type { AppContext } from "@server/context";
import type { Database } from "@server/db/client";
import { createTestAuth, TEST_BASE_URL } from "@server/testing/factories";
import { createTestDatabase } from "@server/testing/test-db";
import { PLAN_ORDER_TEXT } from "@shared/account-plans";
import type { FormResult } from "@shared/form-result";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "~/http/context.server";
import type { Route } from "./+types/pricing";
import { action } from "./pricing";

/** /cennik's order action as the server calls it: real session and database. */

let database: Database;
let auth: Auth;

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createTestAuth(database.db);
});
afterAll(() => database.close());

function context(): RouterContextProvider {
  const ctx = new RouterContextProvider();
  ctx.set(appContext, {
    db: database.db,
    auth,
    config: { baseUrl: TEST_BASE_URL } as Config,
    log: pino({ level: "silent" }),
    mailer: {},
  } as AppContext);
  return ctx;
}

async function order(planId: string | File) {
  const user = await signedUpUser(database.db, auth);
  const body = new FormData();
  body.set("planId", planId);
  const request = new Request(`${TEST_BASE_URL}/cennik`, {
    method: "POST",
    headers: await signIn(auth, user.email),
    body,
  });
  const answer = await action({ request, context: context() } as unknown as Route.ActionArgs);
  return answer as { data: FormResult; init: ResponseInit | null };
}

describe("/cennik's order", () => {
  it("answers a plan id that is not text with 400 in the form, not a 500", async () => {
    const { data, init } = await order(new File(["x"], "plan.txt"));
    expect(init?.status).toBe(400);
    expect(data).toMatchObject({ intent: "plan-order", ok: false });
  });

  it("answers a plan nobody offers with the domain's reason beside its form", async () => {
    const { data, init } = await order("11111111-1111-4111-8111-111111111111");
    expect(init?.status).toBe(404);
    expect(data).toMatchObject({
      ok: false,
      title: PLAN_ORDER_TEXT.failed,
      message: PLAN_ORDER_TEXT.unknown,
      submission: { initialValue: { planId: "11111111-1111-4111-8111-111111111111" } },
    });
  });
});
