import type { Route } from "./+types/api-service-moved";

/** The English endpoints' Polish names; 308 keeps the method and body of a POST. */
const MOVED = { view: "wyswietlenie", phone: "telefon" } as const;

function moved({ request, params }: Route.LoaderArgs | Route.ActionArgs): Response {
  const action = new URL(request.url).pathname.endsWith("/phone") ? MOVED.phone : MOVED.view;
  const location = `/api/uslugi/${encodeURIComponent(params.id)}/${action}`;
  return new Response(null, { status: 308, headers: { Location: location } });
}

/** /api/services/{id}/view and /phone moved to /api/uslugi/{id}/wyswietlenie and /telefon. */
export const loader = moved;
export const action = moved;
