import { sitemapXml } from "@server/seo/sitemap";
import { getAppContext } from "~/http/context.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml (and ?part=… of a sitemap index): streamed, never built whole in memory. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const chunks = sitemapXml(db, config.baseUrl, url.searchParams.get("part"));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
