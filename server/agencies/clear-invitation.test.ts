import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearInvitationForm } from "../../app/routes/panel/agents-forms.server.ts";
import type { AgentLinkStatus } from "../../shared/agent-link-status.ts";
import { AGENT_TEXT } from "../../shared/agent-schemas.ts";
import type { PanelActionResult } from "../../shared/panel.ts";
import type { Actor } from "../auth/actor.ts";
import type { Database } from "../db/client.ts";
import { agencies, agentAgencies } from "../db/schema.ts";
import { createTestAuth, createTestMailer, createTestUser } from "../testing/factories.ts";
import { refusal } from "../testing/refusal.ts";
import { createTestDatabase } from "../testing/test-db.ts";
import { type AgentsContext, clearDeclinedInvitation, listAgencyBrokers } from "./agents.ts";

let database: Database;
let ctxOf: (actor: Actor | null) => AgentsContext;
let owner: Actor;
let rival: Actor;
let agencyId: string;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  const mail = createTestMailer();
  const auth = createTestAuth(database.db, { mailer: mail.mailer });
  ctxOf = (actor) => ({ db: database.db, actor, auth, mailer: mail.mailer });
  owner = await createTestUser(database.db, { roles: ["agencja"] });
  rival = await createTestUser(database.db, { roles: ["agencja"] });
  [{ id: agencyId }] = await database.db
    .insert(agencies)
    .values({ ownerId: owner.id, name: "Okolica Nieruchomości" })
    .returning({ id: agencies.id });
  await database.db.insert(agencies).values({ ownerId: rival.id, name: "Konkurencja" });
});
afterAll(() => database.close());

/** A broker linked to the owner's agency with this status. */
async function linked(status: AgentLinkStatus): Promise<string> {
  const broker = await createTestUser(database.db, { roles: ["posrednik"] });
  await database.db.insert(agentAgencies).values({ agentId: broker.id, agencyId, status });
  return broker.id;
}

async function statusOf(agentId: string) {
  const [row] = await database.db
    .select({ status: agentAgencies.status })
    .from(agentAgencies)
    .where(and(eq(agentAgencies.agentId, agentId), eq(agentAgencies.agencyId, agencyId)));
  return row?.status ?? null;
}

const post = (id: string) => {
  const form = new FormData();
  form.set("intent", "agent-clear");
  form.set("id", id);
  return form;
};

describe("clearing a declined invitation", () => {
  it("the agency's owner clears a declined invitation from its list", async () => {
    const declined = await linked("declined");
    const answer = (await clearInvitationForm(post(declined), ctxOf(owner), log)) as {
      data: PanelActionResult;
    };
    expect(answer.data).toMatchObject({ ok: true, message: AGENT_TEXT.cleared });
    expect(await statusOf(declined)).toBeNull();
    const team = (await listAgencyBrokers(ctxOf(owner))) ?? [];
    expect(team.map((b) => b.id)).not.toContain(declined);
  });

  it("clears nothing but declined invitations, and only the owner's agency's", async () => {
    for (const status of ["pending", "active", "ended"] as const) {
      const id = await linked(status);
      const refused = await refusal(clearDeclinedInvitation(ctxOf(owner), id));
      expect(refused.code, status).toBe("not_found");
      expect(refused.message).toBe(AGENT_TEXT.notDeclined);
      expect(await statusOf(id)).toBe(status);
    }
    const declined = await linked("declined");
    // Another agency and a broker without an agency: refused, the row stays.
    expect((await refusal(clearDeclinedInvitation(ctxOf(rival), declined))).code).toBe("not_found");
    const broker = await createTestUser(database.db, { roles: ["posrednik"] });
    expect((await refusal(clearDeclinedInvitation(ctxOf(broker), declined))).code).toBe(
      "forbidden",
    );
    expect((await refusal(clearDeclinedInvitation(ctxOf(null), declined))).code).not.toBeNull();
    const answer = (await clearInvitationForm(post(declined), ctxOf(rival), log)) as {
      data: PanelActionResult;
      init: { status: number };
    };
    expect(answer.data).toMatchObject({ ok: false, message: AGENT_TEXT.notDeclined });
    expect(await statusOf(declined)).toBe("declined");
  });
});
