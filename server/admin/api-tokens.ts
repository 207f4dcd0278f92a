import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ROLES } from "../../shared/roles.ts";
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_TEXT,
} from "../../shared/settings-texts.ts";
import { type Actor, type DomainContext, requireAdministrator } from "../auth/actor.ts";
import type { Db } from "../db/client.ts";
import { apiTokens, profiles, userRoles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import { isUuid } from "../kernel/ids.ts";

/** The list shows this many newest tokens; older ones are past any administrator's interest. */
const API_TOKEN_LIST_LIMIT = 100;

/** The token as `okl_` + 43 base64url characters (32 random bytes). */
const TOKEN_PATTERN = /^okl_[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: a leaked database gives no usable token. */
function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Creates an API token for the signed-in administrator. The token itself is returned this once
 * and never stored; the list recognises it by the 8 characters after `okl_`.
 */
export async function createApiToken(ctx: DomainContext, name: string) {
  const actor = requireAdministrator(ctx);
  const label = name.trim();
  if (!label || label.length > API_TOKEN_NAME_MAX) {
    throw new AppError("invalid", API_TOKEN_TEXT.nameInvalid);
  }
  const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const prefix = token.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + 8);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId: actor.id, name: label, tokenHash: tokenHash(token), prefix })
      .returning({ id: apiTokens.id });
    const tokenId = (row as { id: string }).id;
    await recordAudit(tx, actor, {
      action: "api-token-create",
      targetType: "api_token",
      targetId: tokenId,
      targetLabel: label,
      before: null,
      after: { prefix, revoked: false },
    });
    return tokenId;
  });
  return { id, token };
}

/** Revokes a token (any administrator's); revoking a revoked one keeps its first date. */
export async function revokeApiToken(ctx: DomainContext, id: string): Promise<void> {
  const actor = requireAdministrator(ctx);
  if (!isUuid(id)) throw new AppError("not_found", API_TOKEN_TEXT.notFound);
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: apiTokens.name, revokedAt: apiTokens.revokedAt })
      .from(apiTokens)
      .where(eq(apiTokens.id, id))
      .for("update");
    if (!current) throw new AppError("not_found", API_TOKEN_TEXT.notFound);
    if (!current.revokedAt) {
      await tx.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, id));
    }
    await recordAudit(tx, actor, {
      action: "api-token-revoke",
      targetType: "api_token",
      targetId: id,
      targetLabel: current.name,
      before: { revoked: current.revokedAt !== null },
      after: { revoked: true },
    });
  });
}

/** Every administrator's tokens, newest first, with the owner's e-mail (never the token). */
export async function listApiTokens(ctx: DomainContext) {
  requireAdministrator(ctx);
  const rows = await ctx.db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      ownerEmail: users.email,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(API_TOKEN_LIST_LIMIT + 1);
  return { tokens: rows.slice(0, API_TOKEN_LIST_LIMIT), more: rows.length > API_TOKEN_LIST_LIMIT };
}

/**
 * What a bearer token is worth: `invalid` (the caller answers 401) when it is malformed, unknown
 * or revoked, or its owner was deactivated (which counts as signed out); `forbidden` (403) when
 * its owner is no longer an administrator; else the administrator it acts for.
 */
export type ApiTokenCheck =
  | { status: "valid"; actor: Actor }
  | { status: "invalid" }
  | { status: "forbidden"; actor: Actor };

/**
 * Checks a bearer token. It is looked up by its SHA-256, so the raw token is never compared. A
 * use by an administrator is recorded in last_used_at.
 */
export async function verifyApiToken(db: Db, token: string): Promise<ApiTokenCheck> {
  if (!TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      user: { id: users.id, email: users.email, name: users.name },
      profile: profiles,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(profiles, eq(profiles.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash(token)), isNull(apiTokens.revokedAt)));
  if (!row || (row.profile && !row.profile.isActive)) return { status: "invalid" };
  const roleRows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, row.user.id));
  const roles = ROLES.filter((r) => roleRows.some((x) => x.role === r));
  const actor: Actor = {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    profile: row.profile,
    roles,
  };
  if (!roles.includes("administrator")) return { status: "forbidden", actor };
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, row.tokenId));
  return { status: "valid", actor };
}
