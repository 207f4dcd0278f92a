import { and, eq } from "drizzle-orm";
import { formatPhone } from "../../shared/phone.ts";
import { type ProfileInput, profileSchema } from "../../shared/profile-schemas.ts";
import type { OwnProfile } from "../../shared/profile-types.ts";
import { type Actor, type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { accounts, profiles, users } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { latestDataExport } from "./data-export.ts";
import { getEmailPreferences } from "./email-preferences.ts";

/** Brokers (role posrednik) also show experience and specialisations on their listings. */
function isBroker(actor: Actor): boolean {
  return actor.roles.includes("posrednik");
}

/** What the profile form shows, read fresh (the actor was loaded before any change). */
export async function getOwnProfile(ctx: DomainContext): Promise<OwnProfile> {
  const actor = requireSignedIn(ctx);
  const [[profile], [credential], preferences, dataExport] = await Promise.all([
    ctx.db.select().from(profiles).where(eq(profiles.id, actor.id)),
    ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, actor.id), eq(accounts.providerId, "credential")))
      .limit(1),
    getEmailPreferences(ctx.db, actor.id),
    latestDataExport(ctx),
  ]);
  return {
    email: actor.email,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    // As people read it; the form's schema stores it as E.164 again.
    phone: profile?.phone ? formatPhone(profile.phone) : null,
    avatarUrl: profile?.avatarUrl ?? null,
    experienceYears: profile?.experienceYears ?? null,
    specialization: profile?.specialization ?? [],
    isBroker: isBroker(actor),
    hasPassword: Boolean(credential),
    emailPreferences: preferences,
    dataExport,
  };
}

/**
 * Updates the actor's own profile. The input has no user id: whose profile changes is decided
 * by the session alone, so nobody can edit another person's profile through any caller.
 */
export async function updateProfile(ctx: DomainContext, input: ProfileInput) {
  const actor = requireSignedIn(ctx);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid", parsed.error.issues[0]?.message, { cause: parsed.error });
  }
  const values = parsed.data;
  const broker = isBroker(actor);
  const displayName = [values.firstName, values.lastName].filter(Boolean).join(" ");

  return ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: actor.id,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        ...(broker
          ? { experienceYears: values.experienceYears, specialization: values.specialization }
          : {}),
      })
      // A user from before profiles existed gets one; normally the row is there.
      .onConflictDoUpdate({
        target: profiles.id,
        set: {
          firstName: values.firstName,
          lastName: values.lastName,
          phone: values.phone,
          ...(broker
            ? { experienceYears: values.experienceYears, specialization: values.specialization }
            : {}),
          updatedAt: new Date(),
        },
      })
      .returning();
    // better-auth's name (mails, external sign-in) follows the profile; it may not be empty.
    if (displayName) {
      await tx.update(users).set({ name: displayName }).where(eq(users.id, actor.id));
    }
    return profile;
  });
}
