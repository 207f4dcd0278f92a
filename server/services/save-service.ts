import { eq } from "drizzle-orm";
import { formatPhone } from "../../shared/phone.ts";
import type { ServiceForEdit, ServiceValues } from "../../shared/service-schemas.ts";
import {
  type Actor,
  assertMayChange,
  type DomainContext,
  requireAdministrator,
  requireSignedIn,
} from "../auth/actor.ts";
import { services } from "../db/schema.ts";
import { AppError } from "../errors.ts";
import { type AuditEntry, recordAudit } from "../kernel/audit.ts";
import {
  findPhotoRow,
  type PhotoOwner,
  type PhotoRowWrite,
  type PhotoStore,
  storedUrls,
  type WithPhotos,
  writeWithPhotos,
} from "../kernel/photo-store.ts";
import { assertRoomForService } from "../plans/account-plan.ts";
import { deleteWithRetry } from "../storage/delete-with-retry.ts";
import { releaseFiles } from "../storage/stored-files.ts";

export type ServiceWriteContext = DomainContext & PhotoStore;

/** Where service photos are stored. */
export const SERVICE_PHOTO_PREFIX = "services";
const SERVICE_PHOTOS: PhotoOwner = { kind: "service", prefix: SERVICE_PHOTO_PREFIX };

const NOT_FOUND = "Nie znaleziono usługi.";
const NOT_YOURS = "Możesz zmieniać tylko własne usługi.";

/** The service if the actor may change it (its owner or an administrator): else 404 or 403. */
async function loadOwned(ctx: DomainContext, id: string) {
  const actor = requireSignedIn(ctx);
  const row = await findPhotoRow(ctx.db, services, id, NOT_FOUND);
  assertMayChange(actor, row.userId, NOT_YOURS);
  return row;
}

/**
 * Who answers for a change in the audit log: an administrator acting from /admin, or changing
 * someone else's service through the panel; null for an owner's own change (not audited).
 */
function auditingAdministrator(
  ctx: DomainContext,
  ownerId: string,
  fromAdmin: boolean,
): Actor | null {
  const actor = requireSignedIn(ctx);
  if (fromAdmin) return requireAdministrator(ctx);
  return actor.id !== ownerId && actor.roles.includes("administrator") ? actor : null;
}

/**
 * The row's fields from the form. Premium and featured are paid (a promotion or an
 * administrator), rating, reviews and views are earned: none of them ever comes from the form.
 */
function formColumns(values: ServiceValues) {
  return {
    title: values.title,
    priceFrom: values.priceFrom,
    category: values.category,
    location: values.location,
    description: values.description,
    offeredServices: values.offeredServices,
    warrantyMonths: values.warrantyMonths,
    contactPerson: values.contactPerson,
    phone: values.phone,
    availability: values.availability,
  };
}

/** The audit row of an administrator's change to service `id`, named by its title. */
function serviceEntry(
  action: string,
  id: string,
  title: string,
  change: Pick<AuditEntry, "before" | "after">,
): AuditEntry {
  return { action, targetType: "service", targetId: id, targetLabel: title, ...change };
}

/** The company account an administrator adds a service for (the caller has checked it). */
export type ServiceOwner = { id: string; email: string };

type SaveTarget = PhotoRowWrite<ReturnType<typeof formColumns>>;

/**
 * A new service of the signed-in user, or (an administrator only) of `owner`, audited in the
 * INSERT's transaction.
 */
function newService(ctx: ServiceWriteContext, owner: ServiceOwner | undefined): SaveTarget {
  const actor = owner ? requireAdministrator(ctx) : requireSignedIn(ctx);
  return {
    stored: [],
    write: async (tx, columns, images) => {
      // An administrator adding a service for a company decides beyond its plan.
      if (!owner) await assertRoomForService(tx, actor.id);
      const [row] = await tx
        .insert(services)
        .values({ ...columns, ...images, userId: owner?.id ?? actor.id })
        .returning({ id: services.id });
      const id = (row as { id: string }).id;
      if (owner) {
        const change = { after: { ownerId: owner.id, ownerEmail: owner.email } };
        await recordAudit(tx, actor, serviceEntry("service-create", id, columns.title, change));
      }
      return { id };
    },
  };
}

/**
 * The service `id` for its owner or an administrator. Premium, verification, rating, review
 * count and views stay as they are.
 */
async function editedService(ctx: ServiceWriteContext, id: string): Promise<SaveTarget> {
  const current = await loadOwned(ctx, id);
  const administrator = auditingAdministrator(ctx, current.userId, false);
  return {
    stored: storedUrls(current),
    write: async (tx, columns, images) => {
      await tx
        .update(services)
        .set({ ...columns, ...images, updatedAt: new Date() })
        .where(eq(services.id, id));
      if (administrator) {
        const change = { before: { title: current.title }, after: { title: columns.title } };
        await recordAudit(
          tx,
          administrator,
          serviceEntry("service-edit", id, columns.title, change),
        );
      }
      return { id };
    },
  };
}

/**
 * The service form's save: a new service without `id`, else that one. Photos are stored first,
 * then the INSERT or UPDATE; when it fails the photos are deleted again, so nothing is left
 * pointing nowhere, and photos removed in the form are deleted after it succeeds.
 */
export async function saveService(
  ctx: ServiceWriteContext,
  {
    id,
    values,
    photos,
    files,
    owner,
  }: WithPhotos<ServiceValues> & { id?: string; owner?: ServiceOwner },
): Promise<{ id: string }> {
  const target = id === undefined ? newService(ctx, owner) : await editedService(ctx, id);
  const columns = formColumns(values);
  return writeWithPhotos(ctx, {
    owner: SERVICE_PHOTOS,
    photos: { entries: photos, files },
    before: target.stored,
    write: (tx, images) => target.write(tx, columns, images),
  });
}

/**
 * Deletes the service for good (its reviews and view counts go with it), then the photo files
 * it stored.
 * `fromAdmin`: the administrator panel's delete, for administrators only and always audited.
 */
export async function deleteService(
  ctx: ServiceWriteContext,
  id: string,
  { fromAdmin = false } = {},
): Promise<void> {
  // An administrator's action refuses others before it says whether the service exists.
  if (fromAdmin) requireAdministrator(ctx);
  const current = await loadOwned(ctx, id);
  const administrator = auditingAdministrator(ctx, current.userId, fromAdmin);
  const released = await ctx.db.transaction(async (tx) => {
    await tx.delete(services).where(eq(services.id, id));
    if (administrator) {
      const change = { before: { ownerId: current.userId } };
      await recordAudit(
        tx,
        administrator,
        serviceEntry("service-delete", id, current.title, change),
      );
    }
    return releaseFiles(tx, { kind: "service", id });
  });
  await deleteWithRetry(ctx.storage, released);
}

/** The actor's service as the edit form needs it; 404/403 as for any change. */
export async function getServiceForEdit(ctx: DomainContext, id: string): Promise<ServiceForEdit> {
  await loadOwned(ctx, id);
  const [row] = await ctx.db
    .select({
      id: services.id,
      title: services.title,
      priceFrom: services.priceFrom,
      category: services.category,
      location: services.location,
      description: services.description,
      offeredServices: services.offeredServices,
      warrantyMonths: services.warrantyMonths,
      contactPerson: services.contactPerson,
      phone: services.phone,
      availability: services.availability,
      isPremium: services.isPremium,
      imageUrl: services.imageUrl,
      images: services.images,
    })
    .from(services)
    .where(eq(services.id, id));
  if (!row) throw new AppError("not_found", NOT_FOUND);
  const { imageUrl, images, phone, ...rest } = row;
  return {
    ...rest,
    // As people read it; the form's schema stores it as E.164 again.
    phone: phone ? formatPhone(phone) : null,
    photos: storedUrls({ imageUrl, images }),
  };
}

export type { ServiceForEdit };
