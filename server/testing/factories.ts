import { randomUUID } from "node:crypto";
import type { AccountType, Role } from "../../shared/roles.ts";
import type { Actor } from "../auth/actor.ts";
import { createAuth } from "../auth/auth.ts";
import type { Db } from "../db/client.ts";
import { conversations, messages, profiles, userRoles, users } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { orderPair } from "../messages/pair.ts";

/** Cheap scrypt for factories; one test checks the production setting (password.test.ts). */
const TEST_SCRYPT = { N: 1024, r: 8, p: 1 } as const;

export const TEST_BASE_URL = "http://localhost:3999";

/** better-auth on a test database, with a cheap hash and (optionally) a mailer to read. */
export function createTestAuth(db: Db, options: { mailer?: Mailer } = {}) {
  return createAuth({
    db,
    config: {
      baseUrl: TEST_BASE_URL,
      authSecret: "test-secret-test-secret-test-secret-0123",
      google: undefined,
      facebook: undefined,
      testOidc: undefined,
    },
    mailer: options.mailer,
    scryptCost: TEST_SCRYPT,
  });
}

/** A mailer that keeps what it was asked to send. */
export function createTestMailer() {
  const sent: { to: string; subject: string; text: string; html: string }[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

type UserInput = {
  roles?: Role[];
  firstName?: string;
  lastName?: string;
  accountType?: AccountType | null;
  isActive?: boolean;
};

/**
 * A user row with profile and roles, inserted directly (no password: use createTestAuth's
 * signUpEmail when a test must sign in). Unique e-mails so files never collide.
 */
export async function createTestUser(db: Db, input: UserInput = {}): Promise<Actor> {
  const id = randomUUID();
  const email = `user-${id.slice(0, 8)}@example.com`;
  const name = [input.firstName, input.lastName].filter(Boolean).join(" ") || "Test";
  await db.insert(users).values({ id, name, email, emailVerified: true });
  const [profile] = await db
    .insert(profiles)
    .values({
      id,
      firstName: input.firstName ?? "Jan",
      lastName: input.lastName ?? "Testowy",
      accountType: input.accountType ?? null,
      isActive: input.isActive ?? true,
    })
    .returning();
  const roles = input.roles ?? [];
  if (roles.length) await db.insert(userRoles).values(roles.map((role) => ({ userId: id, role })));
  return { id, email, name, profile, roles };
}

/** A message between two new users, in a conversation of their own, inserted directly. */
export async function createTestMessage(
  db: Db,
  content: string,
  extra: { scamSignal?: "payment" } = {},
) {
  const sender = await createTestUser(db);
  const recipient = await createTestUser(db);
  const [userAId, userBId] = orderPair(sender.id, recipient.id);
  const [conversation] = await db
    .insert(conversations)
    .values({ userAId, userBId })
    .returning({ id: conversations.id });
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      recipientId: recipient.id,
      content,
      ...extra,
    })
    .returning({ id: messages.id });
  return { sender, recipient, message };
}
