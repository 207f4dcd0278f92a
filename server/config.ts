import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { BlockList } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { Operator } from "../shared/operator.ts";
import { parseTrustedProxies } from "./auth/trusted-proxies.ts";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const optionalUrl = z.url().optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "musi zaczynać się od postgres:// lub postgresql://")
      .optional(),
    SEED_DEMO: flag.optional(),
    AUTH_SECRET: z.string().min(32, "musi mieć co najmniej 32 znaki").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "musi zaczynać się od smtp:// lub smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Okolica <no-reply@okolica.local>"),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PUBLIC_URL: optionalUrl,
    /** The proxies (addresses, CIDR ranges, `loopback`…) whose client-address header is believed. */
    TRUSTED_PROXY_ADDRESSES: z.string().optional(),
    TRUSTED_PROXY_HEADER: z
      .string()
      .regex(/^[a-z0-9-]+$/i, "musi być nazwą nagłówka HTTP")
      .transform((v) => v.toLowerCase())
      .optional(),
    /** End-to-end tests only: a local OpenID Connect provider standing in for Google/Facebook. */
    TEST_OIDC_ISSUER: optionalUrl,
    TEST_OIDC_CLIENT_ID: z.string().min(1).optional(),
    TEST_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /**
     * End-to-end tests only: portal hosts the import by URL connects to on this machine instead,
     * e.g. `www.otodom.pl=127.0.0.1:8443,www.olx.pl=127.0.0.1:8443` (their certificate is trusted
     * through Node's NODE_EXTRA_CA_CERTS). These hosts skip the private-address check.
     */
    IMPORT_TEST_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+=[^,=\s]+:\d+(,[a-z0-9.-]+=[^,=\s]+:\d+)*$/i, "host=IP:port[,...]")
      .optional(),
    /** The company running the site (art. 5 of the Polish e-services act): legal pages, footer. */
    OPERATOR_NAME: z.string().trim().min(2).max(200).optional(),
    OPERATOR_ADDRESS: z.string().trim().min(5).max(300).optional(),
    OPERATOR_NIP: digits(10, "10 cyfr (myślniki i spacje są dozwolone)"),
    OPERATOR_KRS: digits(10, "10 cyfr").optional(),
    OPERATOR_REGON: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^(\d{9}|\d{14})$/, "9 lub 14 cyfr"))
      .optional(),
    OPERATOR_EMAIL: z.email("musi być adresem e-mail").optional(),
    /** A separate data-protection contact (e.g. the data protection officer); default OPERATOR_EMAIL. */
    OPERATOR_PRIVACY_EMAIL: z.email("musi być adresem e-mail").optional(),
    /**
     * 0: this process runs no background jobs (mail retries, alerts, expiries…): a process that
     * only serves pages, or one that only migrates and seeds. Some process must run them.
     */
    RUN_JOBS: flag.default(true),
    /** Days an own listing stays published after it was added or last refreshed. */
    LISTING_LIFETIME_DAYS: z.coerce.number().int().min(7).max(365).default(30),
    /** An OpenStreetMap-compatible tile template; its host is allowed in the CSP's img-src. */
    MAP_TILE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
        "musi być adresem http(s) kafelków z {z}, {x} i {y}, np. https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      )
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "wymagany gdy NODE_ENV=production",
      });
    }
    if (env.NODE_ENV === "production") {
      // They switch checks off or add a sign-in provider nobody vetted: tests only.
      for (const key of TEST_ONLY_SETTINGS) {
        if (env[key] !== undefined) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "tylko do testów, niedozwolone gdy NODE_ENV=production",
          });
        }
      }
    }
    const missingOperator = REQUIRED_OPERATOR_SETTINGS.filter((key) => !env[key]);
    const someOperator = REQUIRED_OPERATOR_SETTINGS.find((key) => env[key]);
    if (missingOperator.length > 0 && (env.NODE_ENV === "production" || someOperator)) {
      // Sample company data on a live site would be false legal information, and half a
      // configuration is a mistake: both stop the start like a missing AUTH_SECRET.
      const reason =
        env.NODE_ENV === "production"
          ? "wymagany gdy NODE_ENV=production"
          : `wymagany gdy ustawiono ${someOperator}`;
      for (const key of missingOperator) {
        ctx.addIssue({ code: "custom", path: [key], message: reason });
      }
    }
    if (env.TRUSTED_PROXY_ADDRESSES !== undefined) {
      try {
        parseTrustedProxies(env.TRUSTED_PROXY_ADDRESSES);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          path: ["TRUSTED_PROXY_ADDRESSES"],
          message: (error as Error).message,
        });
      }
    } else if (env.TRUSTED_PROXY_HEADER) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUSTED_PROXY_ADDRESSES"],
        message:
          "wymagany gdy ustawiono TRUSTED_PROXY_HEADER: adresy proxy, od których nagłówek jest przyjmowany (np. loopback)",
      });
    }
    if (env.STORAGE_DRIVER === "s3") {
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "wymagany gdy STORAGE_DRIVER=s3" });
      }
    }
    for (const provider of ["GOOGLE", "FACEBOOK"] as const) {
      if (!env[`${provider}_CLIENT_ID`] !== !env[`${provider}_CLIENT_SECRET`]) {
        ctx.addIssue({
          code: "custom",
          path: [`${provider}_CLIENT_SECRET`],
          message: `${provider}_CLIENT_ID i ${provider}_CLIENT_SECRET podaje się razem`,
        });
      }
    }
  });

function digits(count: number, message: string) {
  return z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), message))
    .optional();
}

const REQUIRED_OPERATOR_SETTINGS = [
  "OPERATOR_NAME",
  "OPERATOR_ADDRESS",
  "OPERATOR_NIP",
  "OPERATOR_EMAIL",
] as const;

/**
 * Shown outside production when OPERATOR_* is not set; the legal pages and the footer mark it
 * as sample data. Production refuses to start without the real values.
 */
const SAMPLE_OPERATOR: Operator = {
  sample: true,
  name: "Przykładowy Operator sp. z o.o.",
  address: "ul. Przykładowa 1, 37-300 Leżajsk",
  nip: "0000000000",
  krs: "0000000000",
  regon: undefined,
  email: "kontakt@okolica.pl",
  privacyEmail: "kontakt@okolica.pl",
};

const TEST_ONLY_SETTINGS = [
  "IMPORT_TEST_HOSTS",
  "TEST_OIDC_ISSUER",
  "TEST_OIDC_CLIENT_ID",
  "TEST_OIDC_CLIENT_SECRET",
] as const;

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  facebook: { clientId: string; clientSecret: string } | undefined;
  storage:
    | { driver: "local" }
    | {
        driver: "s3";
        endpoint?: string;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl?: string;
      };
  /** Behind a proxy: the header it writes the client's address to, and the proxies' addresses. */
  trustedProxy: { header: string; addresses: BlockList } | undefined;
  testOidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  importTestHosts: string | undefined;
  /** The map tiles' URL template (`{z}/{x}/{y}`; `{s}` for a subdomain). */
  mapTileUrl: string;
  /** LISTING_LIFETIME_DAYS. */
  listingLifetimeDays: number;
  /** RUN_JOBS. */
  runJobs: boolean;
  logLevel: string;
  operator: Operator;
};

export class ConfigError extends Error {
  name = "ConfigError";
}

/** Reads and checks the environment; a bad value throws a ConfigError naming every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "unset", not "invalid".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new ConfigError(`Nieprawidłowa konfiguracja:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    // Never seed production by default: the demo passwords are published in the README.
    seedDemo: env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV !== "production"),
    authSecret: env.AUTH_SECRET ?? developmentSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    google: env.GOOGLE_CLIENT_ID
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET as string }
      : undefined,
    facebook: env.FACEBOOK_CLIENT_ID
      ? { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET as string }
      : undefined,
    storage:
      env.STORAGE_DRIVER === "s3"
        ? {
            driver: "s3",
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION ?? "us-east-1",
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID as string,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
            publicUrl: env.S3_PUBLIC_URL,
          }
        : { driver: "local" },
    trustedProxy: env.TRUSTED_PROXY_ADDRESSES
      ? {
          header: env.TRUSTED_PROXY_HEADER ?? "x-forwarded-for",
          addresses: parseTrustedProxies(env.TRUSTED_PROXY_ADDRESSES),
        }
      : undefined,
    testOidc: env.TEST_OIDC_ISSUER
      ? {
          issuer: env.TEST_OIDC_ISSUER.replace(/\/$/, ""),
          clientId: env.TEST_OIDC_CLIENT_ID ?? "okolica-test",
          clientSecret: env.TEST_OIDC_CLIENT_SECRET ?? "okolica-test-secret",
        }
      : undefined,
    importTestHosts: env.IMPORT_TEST_HOSTS,
    mapTileUrl: env.MAP_TILE_URL,
    listingLifetimeDays: env.LISTING_LIFETIME_DAYS,
    runJobs: env.RUN_JOBS,
    logLevel: env.LOG_LEVEL,
    operator: env.OPERATOR_NAME
      ? {
          sample: false,
          name: env.OPERATOR_NAME,
          address: env.OPERATOR_ADDRESS as string,
          nip: env.OPERATOR_NIP as string,
          krs: env.OPERATOR_KRS,
          regon: env.OPERATOR_REGON,
          email: env.OPERATOR_EMAIL as string,
          privacyEmail: env.OPERATOR_PRIVACY_EMAIL ?? (env.OPERATOR_EMAIL as string),
        }
      : SAMPLE_OPERATOR,
  };
}

/** Outside production a secret is generated once and kept in the data dir, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
