/**
 * Draws the stock pictures shipped in public/images (shown for listings and services without a
 * photo; listings one per type), each in every width of IMAGE_WIDTHS (`stock-property.webp` is the widest, the others
 * end in -480w / -800w; responsiveImage relies on them). Run once and commit the results:
 * `npx tsx scripts/make-stock-image.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderSceneWidths } from "../server/db/seed/images.ts";
import { propertyScene, stockServiceScene } from "../server/db/seed/scenes.ts";
import { PROPERTY_TYPES } from "../shared/categories.ts";
import { IMAGE_WIDTHS, imageVariantUrl } from "../shared/urls.ts";

const IMAGES = fileURLToPath(new URL("../public/images", import.meta.url));

/** Every width of `/images/{name}`, as render targets. */
function targets(name: string): { width: number; target: string }[] {
  return IMAGE_WIDTHS.map((width) => ({
    width,
    target: path.join(IMAGES, path.basename(imageVariantUrl(`/images/${name}`, width))),
  }));
}

async function main() {
  mkdirSync(IMAGES, { recursive: true });
  // One per listing type (listingPlaceholderImage); the house keeps its old name.
  for (const type of PROPERTY_TYPES) {
    const name = type === "dom" ? "stock-property.webp" : `stock-${type}.webp`;
    await renderSceneWidths(
      propertyScene(type, 4, "Brak zdjęcia", "Okolica · nieruchomości Leżajsk i okolice"),
      targets(name),
    );
  }
  await renderSceneWidths(
    stockServiceScene("Brak zdjęcia", "Okolica · usługi lokalne"),
    targets("stock-service.webp"),
  );
  console.log(`stock images written to ${IMAGES}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
