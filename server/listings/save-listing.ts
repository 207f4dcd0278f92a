import { eq } from "drizzle-orm";
import type { SellerType } from "../../shared/categories.ts";
import { applicableParams } from "../../shared/listing-params.ts";
import type { ListingValues } from "../../shared/listing-schemas.ts";
import { mayAddListings } from "../../shared/panel.ts";
import { formatPhone } from "../../shared/phone.ts";
import { OWN_SOURCE, type SourceKey } from "../../shared/sources.ts";
import { managesAsAgency } from "../agencies/agency-access.ts";
import { type Actor, assertMayChange, type DomainContext, requireSignedIn } from "../auth/actor.ts";
import { properties } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { recordAudit } from "../kernel/audit.ts";
import {
  findPhotoRow,
  LISTING_PHOTO_PREFIX,
  type PhotoOwner,
  type PhotoRowWrite,
  type PhotoStore,
  storedUrls,
  type WithPhotos,
  writeWithPhotos,
} from "../kernel/photo-store.ts";
import { checkListingSignals } from "../moderation/scam-signals.ts";
import { assertPhotoCount, assertRoomForListing, getAccountPlan } from "../plans/account-plan.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { releaseFiles } from "../storage/stored-files.ts";
import {
  auditingAdministrator,
  deletedListingColumns,
  listingDeletedEntry,
  withEditAudit,
} from "./listing-audit.ts";
import { renewWithinPlan } from "./listing-lifetime.ts";
import { listingParamColumns } from "./listing-summary.ts";

/**
 * `siteUrl`, the site's base URL, lets a scam signal raised by the save mail the
 * administrators a link to the queue (scam-signals.ts).
 */
export type ListingWriteContext = DomainContext & PhotoStore & { siteUrl?: string };

const LISTING_PHOTOS: PhotoOwner = { kind: "listing", prefix: LISTING_PHOTO_PREFIX };

const NOT_FOUND = "Nie znaleziono ogłoszenia.";
const NOT_YOURS = "Możesz zmieniać tylko własne ogłoszenia.";

/** Seller type of a new listing (docs/vocabulary.md, Roles): verified seller, else broker or agency, else owner. */
function sellerTypeFor(actor: Actor): SellerType {
  if (actor.profile?.isVerifiedSeller) return "sprawdzone";
  if (actor.roles.includes("posrednik") || actor.roles.includes("agencja")) return "posrednik";
  return "klient";
}

/**
 * The listing if the actor may change it: its owner, an administrator, or the agency of the
 * active broker who owns it. Anyone else is refused.
 */
async function loadOwned(ctx: DomainContext, id: string) {
  const actor = requireSignedIn(ctx);
  const row = await findPhotoRow(ctx.db, properties, id, NOT_FOUND);
  if (!(await managesAsAgency(ctx, row.userId))) assertMayChange(actor, row.userId, NOT_YOURS);
  return row;
}

/**
 * The row's fields from the form, named one by one: seller type, source, views and the paid
 * flags (premium, featured, urgent: a promotion or an administrator) never come from it, even
 * when a caller hands over more than the schema lets through.
 */
function formColumns(values: ListingValues) {
  return {
    title: values.title,
    price: values.price,
    location: values.location,
    address: values.address,
    area: values.area,
    rooms: values.rooms,
    bathrooms: values.bathrooms,
    type: values.type,
    transactionType: values.transactionType,
    description: values.description,
    phone: values.phone,
    videos: values.videos,
    virtualTourUrl: values.virtualTourUrl,
    lat: values.lat,
    lng: values.lng,
    showExactLocation: values.lat !== null && values.showExactLocation,
    ...applicableParams(values, values),
  };
}

export type NewListingOrigin = {
  /** A portal's key when the form came from an import by URL; 'wlasne' otherwise. */
  source?: SourceKey;
  externalUrl?: string | null;
};

const COMPANY_HAS_NO_LISTINGS = "Konto firmy nie dodaje ogłoszeń.";
const ALREADY_IMPORTED = "To ogłoszenie z portalu zostało już przez Ciebie dodane.";

/** A listing save's row, with the owner whose plan counts. */
type SaveTarget = PhotoRowWrite<ReturnType<typeof formColumns>> & { ownerId: string };

/**
 * A new listing of the signed-in user, within their plan's limits; one already imported from
 * the same portal page is refused by the unique index.
 */
function newListing(ctx: ListingWriteContext, origin: NewListingOrigin): SaveTarget {
  const actor = requireSignedIn(ctx);
  // The panel shows a service company no listings tab; the rule holds for every caller too.
  if (!mayAddListings(actor.roles)) throw new AppError("forbidden", COMPANY_HAS_NO_LISTINGS);
  const source = origin.source ?? OWN_SOURCE;
  const externalUrl = source === OWN_SOURCE ? null : (origin.externalUrl ?? null);
  return {
    ownerId: actor.id,
    stored: [],
    write: async (tx, columns, images) => {
      const fromPlan = await assertRoomForListing(tx, actor.id);
      try {
        const [row] = await tx
          .insert(properties)
          .values({
            ...columns,
            ...images,
            ...fromPlan,
            userId: actor.id,
            sellerType: sellerTypeFor(actor),
            source,
            externalUrl,
          })
          .returning({ id: properties.id });
        return row as { id: string };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError("conflict", ALREADY_IMPORTED, { cause: error });
        throw error;
      }
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * The listing `id` for whoever may change it (loadOwned). Owner, the paid flags (premium,
 * featured, urgent), seller type, source and views stay as they are, also when an agency edits
 * its broker's listing; an administrator's edit of someone else's listing is audited with the
 * UPDATE.
 */
async function editedListing(ctx: ListingWriteContext, id: string): Promise<SaveTarget> {
  const current = await loadOwned(ctx, id);
  const auditor = await auditingAdministrator(ctx, current.userId);
  return {
    // The owner's plan counts, also when their agency or an administrator edits.
    ownerId: current.userId,
    stored: storedUrls(current),
    write: async (tx, columns, images) => {
      await withEditAudit(tx, {
        auditor,
        id,
        columns,
        update: () =>
          tx
            .update(properties)
            .set({ ...columns, ...images, updatedAt: new Date() })
            .where(eq(properties.id, id)),
      });
      return { id };
    },
  };
}

/**
 * The listing form's save: a new listing without `id`, else that one. Photos are stored first,
 * then one INSERT or UPDATE; when it fails the photos are deleted again, so nothing is left
 * pointing nowhere, and photos removed in the form are deleted after it succeeds. The
 * scam-signal rules (price, burst) run in the same transaction, after an edit too (a new price
 * may fall far below the median).
 */
export async function saveListing(
  ctx: ListingWriteContext,
  {
    id,
    values,
    photos,
    files,
    origin = {},
  }: WithPhotos<ListingValues> & { id?: string; origin?: NewListingOrigin },
): Promise<{ id: string }> {
  const target = id === undefined ? newListing(ctx, origin) : await editedListing(ctx, id);
  await assertPhotoCount(ctx.db, {
    ownerId: target.ownerId,
    count: photos.length,
    stored: target.stored.length,
  });
  const columns = formColumns(values);
  return writeWithPhotos(ctx, {
    owner: LISTING_PHOTOS,
    photos: { entries: photos, files },
    before: target.stored,
    write: async (tx, images) => {
      const saved = await target.write(tx, columns, images);
      await checkListingSignals(tx, saved.id, ctx.siteUrl);
      return saved;
    },
  });
}

/** Deletes the listing for good (spec: 'trwale usunięte') and then the photo files it stored. */
export async function deleteListing(ctx: ListingWriteContext, id: string): Promise<void> {
  const current = await loadOwned(ctx, id);
  // An administrator deleting someone else's listing leaves its audit row, in the same
  // transaction as the DELETE.
  const auditor = await auditingAdministrator(ctx, current.userId);
  const released = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(properties)
      .where(eq(properties.id, id))
      .returning(deletedListingColumns);
    if (auditor && row) await recordAudit(tx, auditor, listingDeletedEntry(row));
    return releaseFiles(tx, { kind: "listing", id });
  });
  await deleteWithRetry(ctx.storage, released);
}

const NOT_RENEWABLE =
  "To ogłoszenie zostało zarchiwizowane, a nie wygasło, więc nie można go odświeżyć.";

/**
 * "Odśwież": the listing is published for another lifetime from now ("odświeżono" moves,
 * "dodano" stays); one that expired comes back from the archive within the owner's plan's
 * limit. Whoever may change it may renew it; one archived by its owner or an administrator
 * stays archived.
 */
export async function renewListing(ctx: DomainContext, id: string): Promise<void> {
  await loadOwned(ctx, id);
  const renewed = await ctx.db.transaction((tx) => renewWithinPlan(tx, eq(properties.id, id)));
  if (!renewed) throw new AppError("conflict", NOT_RENEWABLE);
}

/**
 * The actor's listing as the edit form needs it; 404/403 as for any change. Its photo limit is
 * its owner's plan's (also when their agency or an administrator edits), and never below the
 * photos it already has (they may stay).
 */
export async function getListingForEdit(ctx: DomainContext, id: string) {
  const { userId } = await loadOwned(ctx, id);
  const [row] = await ctx.db
    .select({
      id: properties.id,
      title: properties.title,
      price: properties.price,
      location: properties.location,
      address: properties.address,
      area: properties.area,
      rooms: properties.rooms,
      bathrooms: properties.bathrooms,
      type: properties.type,
      transactionType: properties.transactionType,
      description: properties.description,
      phone: properties.phone,
      isPremium: properties.isPremium,
      videos: properties.videos,
      virtualTourUrl: properties.virtualTourUrl,
      lat: properties.lat,
      lng: properties.lng,
      showExactLocation: properties.showExactLocation,
      imageUrl: properties.imageUrl,
      images: properties.images,
      source: properties.source,
      ...listingParamColumns,
    })
    .from(properties)
    .where(eq(properties.id, id));
  if (!row) throw new AppError("not_found", NOT_FOUND);
  const { imageUrl, images, phone, ...rest } = row;
  const photos = storedUrls({ imageUrl, images });
  const plan = await getAccountPlan(ctx.db, userId);
  return {
    ...rest,
    // As people read it; the form's schema stores it as E.164 again.
    phone: phone ? formatPhone(phone) : null,
    photos,
    maxPhotos: Math.max(plan.maxPhotos, photos.length),
  };
}
