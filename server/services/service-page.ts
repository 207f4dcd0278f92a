import type { Db } from "../db/client.ts";
import { getService } from "./get-service.ts";
import { listServiceReviews } from "./reviews.ts";

/**
 * What a service's public page shows that is the same for every visitor: the service and its
 * reviews (each with its author's id: which one is the viewer's own is decided per request);
 * null for an unknown service. One function, so that the content memo keeps one answer each.
 */
export async function getServicePage(db: Db, id: string) {
  const service = await getService(db, id);
  if (!service) return null;
  return { service, reviews: await listServiceReviews(db, service.id) };
}
