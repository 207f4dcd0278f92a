import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { confirmationMail, passwordResetMail } from "../mail/templates.ts";
import { CLIENT_IP_HEADER } from "./client-ip.ts";
import { hashPassword, PRODUCTION_SCRYPT, type ScryptCost, verifyPassword } from "./password.ts";
import { refuseWeakNewPassword } from "./password-policy.ts";
import { onSiteRedirectTargets } from "./redirect-targets.ts";
import { clearSignInFailures, settleSignInAttempt, takeSignInAttempt } from "./sign-in-lockout.ts";
import {
  recordTermsAcceptance,
  refuseSignUpWithoutTerms,
  SIGN_UP_PATH,
} from "./terms-acceptance.ts";

export type AuthOptions = {
  db: Db;
  config: Pick<Config, "baseUrl" | "authSecret" | "google" | "facebook" | "testOidc">;
  /** Without one, mails are dropped (demo seed, tests that do not read mail). */
  mailer?: Mailer;
  /** Lower only for test factories; production uses the OWASP minimum. */
  scryptCost?: ScryptCost;
};

/** Where the confirmation link and external sign-in land (setup wizard). */
export const AFTER_SIGN_UP_PATH = "/konfiguracja";
/** The generic OpenID Connect provider that stands in for Google/Facebook in end-to-end tests. */
export const TEST_OIDC_PROVIDER_ID = "oidc";
/** Error code for a deactivated account (is_active false); the auth page shows it in Polish. */
export const ACCOUNT_DEACTIVATED = "ACCOUNT_DEACTIVATED";

/**
 * better-auth on our tables: e-mail + password with confirmation, Google and Facebook when
 * configured, sessions and rate-limit counters in the database (so they hold across processes).
 */
export function createAuth({ db, config, mailer, scryptCost = PRODUCTION_SCRYPT }: AuthOptions) {
  const https = config.baseUrl.startsWith("https:");
  return betterAuth({
    appName: "Okolica",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hashPassword(password, scryptCost),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer?.send(passwordResetMail(user.email, user.name, url));
      },
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed user who tries to sign in gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer?.send(confirmationMail(user.email, user.name, url));
      },
    },
    socialProviders: {
      ...(config.google
        ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
        : {}),
      ...(config.facebook
        ? {
            facebook: {
              clientId: config.facebook.clientId,
              clientSecret: config.facebook.clientSecret,
            },
          }
        : {}),
    },
    plugins: config.testOidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: TEST_OIDC_PROVIDER_ID,
                discoveryUrl: `${config.testOidc.issuer}/.well-known/openid-configuration`,
                clientId: config.testOidc.clientId,
                clientSecret: config.testOidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // No cookie cache: every request reads the session row, so a deactivated account or a
      // revoked session stops working at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 300, max: 3 },
        "/send-verification-email": { window: 300, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
      // The only header trusted for the client IP is the one our server writes (client-ip.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Our rules hold for better-auth's own endpoints (/api/auth/*) too, not only for our forms.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseWeakNewPassword(ctx);
        refuseSignUpWithoutTerms(ctx);
        if (ctx.path === "/sign-in/email") await takeSignInAttempt(db, ctx.body?.email);
        const { query, body } = onSiteRedirectTargets(ctx, config.baseUrl);
        // A changed password always ends the other sessions (a thief's among them), whatever
        // the client asked for.
        const changed =
          ctx.path === "/change-password"
            ? { ...(body ?? ctx.body), revokeOtherSessions: true }
            : body;
        if (!query && !changed) return;
        return { context: { ...(query ? { query } : {}), ...(changed ? { body: changed } : {}) } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          await settleSignInAttempt(db, ctx.body?.email, ctx.context.returned);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every account has a profile from the start, so that deactivation (profiles.is_active)
          // and the header's names work for e-mail and external sign-ups alike.
          after: async (user, context) => {
            // Only the e-mail sign-up carries the acceptance (checked by the before hook); an
            // external sign-up accepts in the setup wizard, its first page.
            if (context?.path === SIGN_UP_PATH) await recordTermsAcceptance(db, user.id);
            const [firstName, ...rest] = user.name.trim().split(/\s+/);
            await db
              .insert(schema.profiles)
              .values({
                id: user.id,
                firstName: firstName || null,
                lastName: rest.join(" ") || null,
              })
              .onConflictDoNothing();
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [profile] = await db
              .select({ isActive: schema.profiles.isActive })
              .from(schema.profiles)
              .where(eq(schema.profiles.id, session.userId));
            if (profile && !profile.isActive) {
              throw new APIError("FORBIDDEN", {
                message: "Konto zostało dezaktywowane.",
                code: ACCOUNT_DEACTIVATED,
              });
            }
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
