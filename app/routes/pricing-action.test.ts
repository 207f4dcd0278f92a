import { signedUpUser, signIn } from "@server/accounts/profile-test-helpers";
import type { Auth } from "@server/auth/auth";
import type { Database } from "@server/db/client";
import type { Mailer } from "@server/mail/mailer";
import { TEST_BASE_URL } from "@server/testing/factories";
import { withTestDatabase } from "@server/testing/test-db";
import { PLAN_ORDER_TEXT } from "@shared/account-plans";
import type { FormResult } from "@shared/form-result";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { testRouterContext } from "~/http/testing/router-context.server";
import type { Route } from "./+types/pricing";
import { action } from "./pricing";

/** /cennik's order action as the server calls it: real session and database. */

let database: Database;
let auth: Auth;

withTestDatabase((opened) => ({ database, auth } = opened));

function context(): RouterContextProvider {
  return testRouterContext({ db: database.db, auth, mailer: {} as Mailer });
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
