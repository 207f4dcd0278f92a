import { AppError } from "@server/errors";
import { mergeFavourites, setFavourite } from "@server/favourites/save-favourite";
import { favouriteMergeSchema, favouriteToggleSchema } from "@shared/favourite-schemas";
import { FAVOURITE_TEXT } from "@shared/favourites";
import type { z } from "@shared/zod";
import { methodNotAllowed } from "~/http/error-edge.server";
import { getDomainContext, requireSiteRequest } from "~/http/guards.server";
import { isBodyTooLarge, readBody } from "~/http/read-form-data.server";
import type { Route } from "./+types/api-favourites";

/** A merge of a full browser list with titles fits; nothing the hearts send comes near it. */
const MAX_BODY_BYTES = 128 * 1024;

export const loader = () => methodNotAllowed("POST");

async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await readBody(request, MAX_BODY_BYTES)));
  } catch (error) {
    if (isBodyTooLarge(error)) throw new AppError("too_large", FAVOURITE_TEXT.tooMany);
    throw new AppError("invalid", FAVOURITE_TEXT.invalid);
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError("invalid", result.error.issues[0]?.message ?? FAVOURITE_TEXT.invalid);
  }
  return result.data;
}

/**
 * POST /api/obserwowane (JSON), signed in only: `{ kind, id, saved }` from a heart answers
 * `{ saved }`; `{ items }`, the browser's favourites kept on the account after sign-in, answers
 * `{ keys }` (every favourite of the account). Only from the site's pages, as JSON (403, 415).
 * Refusals come in the API's error envelope.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const ctx = await getDomainContext(context, request);
  if (!ctx.actor) throw new AppError("unauthenticated", "Zaloguj się, aby obserwować ogłoszenia.");
  requireSiteRequest(request, "application/json");
  const body = await readJson(request);
  const answer =
    body && typeof body === "object" && "items" in body
      ? { keys: await mergeFavourites(ctx, parse(favouriteMergeSchema, body).items) }
      : await setFavourite(ctx, parse(favouriteToggleSchema, body));
  return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
}
