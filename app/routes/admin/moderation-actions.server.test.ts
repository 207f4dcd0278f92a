import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Actor } from "@server/auth/actor.ts";
import type { Database } from "@server/db/client.ts";
import { createStorage, type Storage } from "@server/storage/storage.ts";
import { createTestUser } from "@server/testing/factories.ts";
import { createTestDatabase } from "@server/testing/test-db.ts";
import { fieldError } from "@shared/form-result";
import { MODERATION_TEXT } from "@shared/moderation";
import type { PanelActionResult } from "@shared/panel";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminAction } from "./admin-action.server.ts";
import { MODERATION_ADMIN_ACTIONS } from "./moderation-actions.server.ts";

let database: Database;
let dataDir: string;
let storage: Storage;
let admin: Actor;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "okolica-moderation-actions-"));
  storage = createStorage({ dataDir, storage: { driver: "local" } });
  admin = await createTestUser(database.db, { roles: ["administrator"] });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a moderation decision posted without a ground", () => {
  it("is refused with the reason at the 'ground' field, not only the failure toast", async () => {
    const form = new FormData();
    form.set("intent", "moderation-decision");
    form.set("kind", "listing");
    form.set("itemId", "aaaaaaaa-1111-4111-8111-111111111111");
    form.set("decision", "hide");
    form.set("explanation", "Cena zaniżona, by zwabić kupujących.");
    const answer = await runAdminAction(
      MODERATION_ADMIN_ACTIONS,
      "moderation-decision",
      form,
      { db: database.db, actor: admin, storage },
      pino({ level: "silent" }),
    );
    const result = answer.data as PanelActionResult;
    expect(answer.init?.status).toBe(400);
    expect(result).toMatchObject({ ok: false, message: "Nie udało się zapisać decyzji." });
    expect(fieldError(result, "ground")).toBe(MODERATION_TEXT.ground);
    // What was typed comes back for the form to keep.
    expect(result.submission?.initialValue).toMatchObject({
      explanation: "Cena zaniżona, by zwabić kupujących.",
    });
  });
});
