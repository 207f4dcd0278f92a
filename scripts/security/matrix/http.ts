/**
 * Requests as the browser's forms and fetchers send them, read back as the matrix compares them:
 * React Router's `.data` endpoints answer in turbo-stream, decoded here into the route's result.
 */
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";

export type Session = { name: string; cookie: string | null; userId: string | null };

/** What one request came back with, reduced to what access depends on. */
export type Answer = {
  status: number;
  /** Where a redirect goes (React Router's single-fetch redirect, or a Location header). */
  redirect: string | null;
  /** The action's or API's own body (decoded turbo-stream, JSON, or the start of the text). */
  body: unknown;
};

export type Fields = Record<string, string | Blob | readonly string[]>;

export function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name, item);
    else form.append(name, value as string | Blob);
  }
  return form;
}

function headersOf(base: string, session: Session, extra: Record<string, string> = {}) {
  return { origin: base, ...(session.cookie ? { cookie: session.cookie } : {}), ...extra };
}

async function read(response: Response, routeId?: string): Promise<Answer> {
  const type = response.headers.get("content-type") ?? "";
  const location = response.headers.get("location");
  if (type.startsWith("text/x-script") && response.body) {
    const decoded = (await decodeTurboStream(response.body, globalThis)).value as Record<
      string,
      unknown
    >;
    if (typeof decoded.redirect === "string") {
      return {
        status: Number(decoded.status ?? response.status),
        redirect: decoded.redirect,
        body: null,
      };
    }
    // A loader's answer comes per route id; an action's as { data } or { error }.
    const own = routeId ? (decoded[routeId] as Record<string, unknown> | undefined) : decoded;
    return { status: response.status, redirect: null, body: own?.data ?? own?.error ?? own };
  }
  if (type.includes("json")) {
    return { status: response.status, redirect: location, body: await response.json() };
  }
  await response.body?.cancel();
  return { status: response.status, redirect: location, body: null };
}

/** A React Router form post (`intent` and fields) to a page route, read as a fetcher would. */
export async function postForm(
  base: string,
  path: string,
  session: Session,
  fields: Fields,
): Promise<Answer> {
  const [pathname, search = ""] = path.split("?");
  const response = await fetch(`${base}${pathname}.data${search ? `?${search}` : ""}`, {
    method: "POST",
    body: formOf(fields),
    headers: headersOf(base, session),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return read(response);
}

/** A plain request to an API route (its own JSON or file, not turbo-stream). */
export async function callApi(
  base: string,
  path: string,
  session: Session,
  init: { method?: string; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "POST",
    body: init.body,
    headers: headersOf(base, session, init.headers),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  return read(response);
}

/** A page's loader data for one route id, as the client router fetches it. */
export async function loaderData(
  base: string,
  path: string,
  session: Session,
  routeId: string,
): Promise<unknown> {
  const [pathname, search = ""] = path.split("?");
  const query = new URLSearchParams(search);
  query.set("_routes", routeId);
  const response = await fetch(`${base}${pathname}.data?${query}`, {
    headers: headersOf(base, session),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const answer = await read(response, routeId);
  if (answer.status >= 300) {
    throw new Error(`GET ${path} as ${session.name}: ${answer.status} ${answer.redirect ?? ""}`);
  }
  return answer.body;
}
