import { deferred } from "./deferred";

/**
 * "Nothing found" with a way back. Most pages have results, so its code loads only when it is
 * shown (the server renders it in full either way).
 */
export const EmptyState = deferred(() => import("./empty-state-view").then((m) => m.EmptyState));
