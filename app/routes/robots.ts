import { getAppContext } from "~/http/context.server";
import type { Route } from "./+types/robots";

// Private areas and endpoints have nothing for search engines; everything public is allowed.
const DISALLOW = ["/panel", "/admin", "/api/", "/auth", "/profil", "/konfiguracja"];

/** GET /robots.txt naming the sitemap with the public BASE_URL. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = getAppContext(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${config.baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
