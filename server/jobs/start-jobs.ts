import type { Logger } from "pino";
import { startDataExports } from "../accounts/data-export.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { defaultImportPolicy } from "../import/import-policy.ts";
import { startListingLifetime } from "../listings/listing-lifetime.ts";
import { startPhotoRehosting } from "../listings/rehost-imported-photos.ts";
import { deliverDueMail, startMailRetry } from "../mail/outbox.ts";
import { createDelivery } from "../mail/transport.ts";
import { startAttachmentExpiry } from "../messages/expire-attachments.ts";
import { startFlaggedMessageDigest } from "../moderation/flagged-digest.ts";
import { startPlanJob } from "../plans/plan-job.ts";
import { startPromotionExpiry } from "../promotions/expire-promotions.ts";
import type { EventBus } from "../realtime/bus.ts";
import { startSearchAlerts } from "../saved-searches/send-search-alerts.ts";
import { getPrivateStorage, getStorage } from "../storage/storage.ts";

/**
 * Every background job of a process, started now; `stop` waits for the runs in progress. Each
 * is safe in several processes at once (the database decides who takes which row).
 */
export function startJobs({
  db,
  config,
  bus,
  log,
}: {
  db: Db;
  config: Config;
  bus: EventBus;
  log: Logger;
}): { stop(): Promise<void> } {
  // Deletes message attachments past their 10 days: now, then every hour (safe in several processes).
  const expiry = startAttachmentExpiry({
    db,
    storage: getPrivateStorage(config),
    log,
  });
  // Ends promotions at their end and starts scheduled ones: now, then every five minutes.
  const promotionExpiry = startPromotionExpiry({ db: db, log });
  // Sends the queued mail that SMTP refused so far: now, then every 10 s (safe in several processes).
  const mailRetry = startMailRetry({ db: db, config, log });
  // Stores the photos imports queued as our own: now, then every 20 s, a batch at a time.
  const photoRehosting = startPhotoRehosting({
    db,
    storage: getStorage(config),
    policy: defaultImportPolicy(config),
    log,
  });
  // Saved searches' alert mails: now, every minute and soon after listings change (safe in
  // several processes); what a run queues is delivered at once.
  const deliver = createDelivery(config, log);
  const searchAlerts = startSearchAlerts({
    db,
    baseUrl: config.baseUrl,
    bus,
    log,
    deliverQueued: () => deliverDueMail(db, { deliver, log }),
  });
  // Expires own listings past their lifetime and reminds owners 3 days before: now, then hourly.
  const listingLifetime = startListingLifetime({
    db,
    baseUrl: config.baseUrl,
    lifetimeDays: config.listingLifetimeDays,
    log,
    deliverQueued: () => deliverDueMail(db, { deliver, log }),
  });
  // Listings follow plans that start and end; accounts whose plan ends within a week are
  // mailed: now, then every ten minutes.
  const plans = startPlanJob({
    db,
    baseUrl: config.baseUrl,
    log,
    deliverQueued: () => deliverDueMail(db, { deliver, log }),
  });
  // Builds the ZIPs of "Pobierz moje dane" and deletes expired ones: now, then every 5 s.
  const dataExports = startDataExports({
    db,
    storage: { public: getStorage(config), private: getPrivateStorage(config) },
    baseUrl: config.baseUrl,
    log,
    deliverQueued: () => deliverDueMail(db, { deliver, log }),
  });
  // One mail an hour to the administrators about the messages a scam rule flagged.
  const flaggedDigest = startFlaggedMessageDigest({
    db,
    baseUrl: config.baseUrl,
    log,
    deliverQueued: () => deliverDueMail(db, { deliver, log }),
  });
  return {
    stop: () =>
      Promise.all([
        flaggedDigest.stop(),
        dataExports.stop(),
        listingLifetime.stop(),
        plans.stop(),
        expiry.stop(),
        promotionExpiry.stop(),
        mailRetry.stop(),
        photoRehosting.stop(),
        searchAlerts.stop(),
      ]).then(() => {}),
  };
}
