/**
 * The answer of an /api route to a method it does not take: 405 with the Allow header HTTP
 * requires and a Polish message, in the route's own JSON envelope (`{ error }` unless it says
 * otherwise). Without it React Router answers a GET to a route that has no loader (or a POST to
 * one without an action) with its own English 400 'Unexpected Server Error'.
 */
export function methodNotAllowed(
  allow: "GET" | "POST",
  envelope: (message: string) => unknown = (error) => ({ error }),
): Response {
  return Response.json(envelope(`Dozwolona jest tylko metoda ${allow}.`), {
    status: 405,
    headers: { Allow: allow, "Cache-Control": "no-store" },
  });
}
