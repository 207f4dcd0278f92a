/**
 * Draws the stock pictures shipped in public/images (shown for listings and services without a
 * photo). Run once and commit the results: `npx tsx scripts/make-stock-image.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderScene } from "../server/db/seed/images.ts";
import { propertyScene, stockServiceScene } from "../server/db/seed/scenes.ts";

const IMAGES = fileURLToPath(new URL("../public/images", import.meta.url));

async function main() {
  mkdirSync(IMAGES, { recursive: true });
  await renderScene(
    propertyScene("dom", 4, "Brak zdjęcia", "Okolica · nieruchomości Leżajsk i okolice"),
    path.join(IMAGES, "stock-property.webp"),
  );
  await renderScene(
    stockServiceScene("Brak zdjęcia", "Okolica · usługi lokalne"),
    path.join(IMAGES, "stock-service.webp"),
  );
  console.log(`stock images written to ${IMAGES}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
