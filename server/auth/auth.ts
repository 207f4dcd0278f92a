import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema.ts";
import { hashPassword, PRODUCTION_SCRYPT, type ScryptCost, verifyPassword } from "./password.ts";

export type AuthOptions = {
  db: Db;
  config: Pick<Config, "baseUrl" | "authSecret">;
  /** Lower only for test factories; production uses the OWASP minimum. */
  scryptCost?: ScryptCost;
};

/**
 * better-auth on our tables. The accounts issue adds the sign-in flows (mail, providers, rate
 * limits); the foundation needs it so that demo accounts are created with working passwords.
 */
export function createAuth({ db, config, scryptCost = PRODUCTION_SCRYPT }: AuthOptions) {
  return betterAuth({
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
      password: {
        hash: (password) => hashPassword(password, scryptCost),
        verify: ({ hash, password }) => verifyPassword(hash, password),
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
