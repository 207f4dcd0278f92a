import { deferred } from "./deferred";

/**
 * A friendly full-width message for errors and missing pages (see error-page-view.tsx). Its
 * code loads only on an error page, not with every page (the server renders it in full).
 */
export const ErrorPage = deferred(() => import("./error-page-view").then((m) => m.ErrorPage));
