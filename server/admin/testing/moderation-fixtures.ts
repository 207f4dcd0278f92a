import { randomBytes } from "node:crypto";
import { contentReports, moderationDecisions, properties } from "../../db/schema.ts";
import { createTestUser } from "../../testing/factories.ts";
import { type ActionFixtures, formOf } from "./action-fixture.ts";

const EXPLANATION = "Ogłoszenie wprowadza w błąd co do ceny.";

export const MODERATION_ACTION_FIXTURES: ActionFixtures = {
  // A listing a visitor reported: the administrator hides it.
  "moderation-decision": async ({ db }) => {
    const owner = await createTestUser(db);
    const [listing] = await db
      .insert(properties)
      .values({ userId: owner.id, title: "Zgłoszone mieszkanie", price: 1000, type: "mieszkanie" })
      .returning({ id: properties.id });
    await db.insert(contentReports).values({
      itemKind: "listing",
      itemId: listing.id,
      itemLabel: "Zgłoszone mieszkanie",
      ownerId: owner.id,
      reporterEmail: "zglaszajacy@example.com",
      reason: "oszustwo",
      explanation: EXPLANATION,
    });
    return formOf({
      kind: "listing",
      itemId: listing.id,
      decision: "hide",
      ground: "regulamin-6-1",
      explanation: EXPLANATION,
    });
  },
  // An appeal against a decision someone else took: the administrator upholds it.
  "moderation-appeal": async ({ db }) => {
    const owner = await createTestUser(db);
    const [decision] = await db
      .insert(moderationDecisions)
      .values({
        itemKind: "listing",
        itemId: crypto.randomUUID(),
        itemLabel: "Ukryte mieszkanie",
        ownerId: owner.id,
        ownerEmail: owner.email,
        decision: "hide",
        ground: "regulamin-6-1",
        explanation: EXPLANATION,
        fromReports: true,
        reportCount: 1,
        firstReportAt: new Date(),
        token: randomBytes(24).toString("base64url"),
        appealText: "Cena jest prawdziwa.",
        appealedAt: new Date(),
      })
      .returning({ id: moderationDecisions.id });
    return formOf({ id: decision.id, outcome: "upheld", explanation: "Decyzja jest zasadna." });
  },
  // A listing the price rule flagged: the administrator shows its warning in public.
  "moderation-warning": async ({ db }) => {
    const owner = await createTestUser(db);
    const [listing] = await db
      .insert(properties)
      .values({ userId: owner.id, title: "Podejrzanie tanie", price: 1000, type: "mieszkanie" })
      .returning({ id: properties.id });
    await db.insert(contentReports).values({
      itemKind: "listing",
      itemId: listing.id,
      itemLabel: "Podejrzanie tanie",
      ownerId: owner.id,
      reason: "oszustwo",
      signal: "price",
      explanation: "Cena za m² to 20 % mediany.",
    });
    return formOf({ itemId: listing.id });
  },
};
