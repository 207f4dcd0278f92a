import {
  type AgencyProfile,
  type AgencyProfileInput,
  agencyLogoSchema,
  agencyProfileSchema,
} from "../../shared/agency-schemas.ts";
import { formatPhone } from "../../shared/phone.ts";
import { type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { agencies } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { type PhotoStore, type WithPhotos, writeWithPhotos } from "../kernel/photo-store.ts";
import { getOwnAgency } from "./get-own-agency.ts";

/** Uploaded logos live under this storage prefix. */
export const AGENCY_LOGO_PREFIX = "agencies";

export type AgencyWriteContext = DomainContext & PhotoStore;

/** The signed-in user's agency as the Agency tab's form shows it (empty when there is none). */
export async function getAgencyProfile(ctx: DomainContext): Promise<AgencyProfile> {
  requireSignedIn(ctx);
  const agency = await getOwnAgency(ctx);
  return {
    name: agency?.name ?? "",
    licenseNumber: agency?.licenseNumber ?? "",
    email: agency?.email ?? "",
    // As people read it; the form's schema stores it as E.164 again.
    phone: agency?.phone ? formatPhone(agency.phone) : "",
    website: agency?.website ?? "",
    logoUrl: agency?.logoUrl ?? "",
    address: agency?.address ?? "",
    description: agency?.description ?? "",
  };
}

/**
 * Saves the signed-in agency account's own agency, creating it on the first save (an upsert on
 * owner_id). The input has no agency or owner id: whose agency changes is decided by the session
 * alone. The logo goes through the photo pipeline; a replaced or removed logo's files are
 * deleted once the row is saved (only if this agency's save stored them), and a failed save
 * deletes the new files.
 */
export async function saveOwnAgency(
  ctx: AgencyWriteContext,
  { values: input, photos: logo, files }: WithPhotos<AgencyProfileInput>,
) {
  const actor = requireSignedIn(ctx);
  if (!actor.roles.includes("agencja")) {
    throw new AppError("forbidden", "Tylko konto agencji może zapisać profil agencji.");
  }
  const parsed = agencyProfileSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid", parsed.error.issues[0]?.message, { cause: parsed.error });
  }
  const entries = agencyLogoSchema.safeParse(logo);
  if (!entries.success) {
    throw new AppError("invalid", entries.error.issues[0]?.message, { cause: entries.error });
  }
  const own = await getOwnAgency(ctx);
  const before = own?.logoUrl ? [own.logoUrl] : [];
  return writeWithPhotos(ctx, {
    owner: { kind: "agency", prefix: AGENCY_LOGO_PREFIX },
    photos: { entries: entries.data, files },
    before,
    write: async (tx, columns) => {
      const fields = { ...parsed.data, logoUrl: columns.imageUrl };
      const [agency] = await tx
        .insert(agencies)
        .values({ ...fields, ownerId: actor.id })
        .onConflictDoUpdate({
          target: agencies.ownerId,
          set: { ...fields, updatedAt: new Date() },
        })
        .returning();
      if (!agency) throw new AppError("conflict", "Nie udało się zapisać profilu agencji");
      return agency;
    },
  });
}
