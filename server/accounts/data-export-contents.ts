import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  agencies,
  emailPreferences,
  favourites,
  messageAttachments,
  messages,
  planOrders,
  profiles,
  properties,
  savedSearches,
  serviceReviews,
  services,
  storedFiles,
  subscriptionPlans,
  userPlans,
  users,
} from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * One file of the export: its path inside the ZIP and its bytes, or where they are stored (read
 * as a stream when the ZIP is written, so that no stored file sits whole in memory).
 */
export type ExportFile =
  | { path: string; bytes: Uint8Array }
  | { path: string; stored: { storage: Storage; key: string } };

/**
 * Message attachments go into the ZIP up to this much in total; the rest are listed in it
 * (name, size, date) but not included: one account that was sent many big files must not make
 * an export too big to build, keep or download (the privacy policy says so).
 */
const EXPORT_ATTACHMENTS_BYTES = 200 * 1024 * 1024;

/** The file listing the attachments left out of the ZIP (the privacy policy names it). */
const LEFT_OUT_FILE = "zalaczniki-pominiete.json";

const json = (value: unknown): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(value, null, 2));

/** A file name safe inside a ZIP: no folders, nothing a file system refuses. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, "_").slice(-120) || "plik";

/**
 * Everything the site keeps about `userId`, as JSON files plus the stored photos and the message
 * attachments not yet expired. Every query is filtered by the user (their own rows, their
 * listings', services' and agency's files, the messages they sent or received): nobody else's
 * account data goes in. Of the other side of a conversation only what they wrote to the user is
 * included, not who they are beyond it.
 */
export async function collectUserData(
  db: Db,
  storage: { public: Storage; private: Storage },
  userId: string,
): Promise<ExportFile[]> {
  const [[account], [profile], [preferences], listings, ownServices, reviews, searches] =
    await Promise.all([
      db
        .select({ email: users.email, name: users.name, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, userId)),
      db.select().from(profiles).where(eq(profiles.id, userId)),
      db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)),
      db
        .select()
        .from(properties)
        .where(eq(properties.userId, userId))
        .orderBy(asc(properties.createdAt)),
      db
        .select()
        .from(services)
        .where(eq(services.userId, userId))
        .orderBy(asc(services.createdAt)),
      db
        .select({
          serviceId: serviceReviews.serviceId,
          service: services.title,
          rating: serviceReviews.rating,
          text: serviceReviews.text,
          createdAt: serviceReviews.createdAt,
        })
        .from(serviceReviews)
        .leftJoin(services, eq(services.id, serviceReviews.serviceId))
        .where(eq(serviceReviews.userId, userId)),
      db
        .select({
          name: savedSearches.name,
          query: savedSearches.query,
          frequency: savedSearches.frequency,
          paused: savedSearches.paused,
          createdAt: savedSearches.createdAt,
        })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId)),
    ]);
  const [saved, agency, plans, orders, sent] = await Promise.all([
    db
      .select({
        listing: properties.title,
        listingId: favourites.propertyId,
        service: services.title,
        serviceId: favourites.serviceId,
        savedPrice: favourites.savedPrice,
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .leftJoin(properties, eq(properties.id, favourites.propertyId))
      .leftJoin(services, eq(services.id, favourites.serviceId))
      .where(eq(favourites.userId, userId)),
    db.select().from(agencies).where(eq(agencies.ownerId, userId)),
    db
      .select({
        plan: subscriptionPlans.name,
        startsAt: userPlans.startsAt,
        endsAt: userPlans.endsAt,
      })
      .from(userPlans)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userPlans.planId))
      .where(eq(userPlans.userId, userId)),
    db
      .select({
        plan: subscriptionPlans.name,
        status: planOrders.status,
        createdAt: planOrders.createdAt,
      })
      .from(planOrders)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, planOrders.planId))
      .where(eq(planOrders.userId, userId)),
    db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        sentByMe: sql<boolean>`${messages.senderId} = ${userId}`,
        subject: messages.subject,
        about: messages.subjectTitle,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
      .orderBy(asc(messages.createdAt)),
  ]);

  const attachments = sent.length
    ? await db
        .select({
          id: messageAttachments.id,
          messageId: messageAttachments.messageId,
          fileKey: messageAttachments.fileKey,
          fileName: messageAttachments.fileName,
          fileSize: messageAttachments.fileSize,
          createdAt: messageAttachments.createdAt,
        })
        .from(messageAttachments)
        .where(
          and(
            inArray(
              messageAttachments.messageId,
              sent.map((m) => m.id),
            ),
            isNull(messageAttachments.expiredAt),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id))
    : [];
  // The oldest first, as long as they fit: the cut is the same at every export.
  let included = 0;
  const attachmentPath = new Map<string, string>();
  const leftOut: { name: string; size: number; sentAt: Date }[] = [];
  for (const attachment of attachments) {
    if (included + attachment.fileSize <= EXPORT_ATTACHMENTS_BYTES) {
      included += attachment.fileSize;
      attachmentPath.set(
        attachment.id,
        `zalaczniki/${attachment.id}-${safeName(attachment.fileName)}`,
      );
    } else {
      leftOut.push({
        name: attachment.fileName,
        size: attachment.fileSize,
        sentAt: attachment.createdAt,
      });
    }
  }
  const owners = [
    { kind: "listing" as const, ids: listings.map((l) => l.id) },
    { kind: "service" as const, ids: ownServices.map((s) => s.id) },
    { kind: "agency" as const, ids: agency.map((a) => a.id) },
    { kind: "avatar" as const, ids: [userId] },
  ].filter((owner) => owner.ids.length);
  const photos = await db
    .select({
      key: storedFiles.key,
      ownerKind: storedFiles.ownerKind,
      ownerId: storedFiles.ownerId,
    })
    .from(storedFiles)
    .where(
      or(
        ...owners.map((owner) =>
          and(eq(storedFiles.ownerKind, owner.kind), inArray(storedFiles.ownerId, owner.ids)),
        ),
      ),
    );

  const files: ExportFile[] = [
    {
      path: "profil.json",
      bytes: json({ ...account, profile: profile ?? null, emailPreferences: preferences ?? null }),
    },
    // Without the renewal link's token: a capability, not data, in a file people pass on.
    { path: "ogloszenia.json", bytes: json(listings.map(({ renewToken: _, ...l }) => l)) },
    { path: "uslugi.json", bytes: json(ownServices) },
    { path: "opinie.json", bytes: json(reviews) },
    {
      path: "wiadomosci.json",
      bytes: json(
        sent.map(({ id, ...message }) => ({
          ...message,
          attachments: attachments
            .filter((a) => a.messageId === id)
            .map((a) => attachmentPath.get(a.id) ?? `${LEFT_OUT_FILE}: ${a.fileName}`),
        })),
      ),
    },
    { path: "zapisane-wyszukiwania.json", bytes: json(searches) },
    { path: "obserwowane.json", bytes: json(saved) },
    { path: "agencja.json", bytes: json(agency[0] ?? null) },
    { path: "plany.json", bytes: json({ plans, orders }) },
  ];
  if (leftOut.length) files.push({ path: LEFT_OUT_FILE, bytes: json(leftOut) });
  for (const photo of photos) {
    files.push({
      path: `zdjecia/${photo.ownerKind}-${photo.ownerId}/${safeName(photo.key.split("/").pop() ?? "")}`,
      stored: { storage: storage.public, key: photo.key },
    });
  }
  for (const attachment of attachments) {
    const path = attachmentPath.get(attachment.id);
    if (path) {
      files.push({
        path,
        stored: { storage: storage.private, key: attachment.fileKey },
      });
    }
  }
  return files;
}
