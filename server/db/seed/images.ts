import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyType,
  SERVICE_CATEGORIES,
  type ServiceCategoryValue,
} from "../../../shared/categories.ts";
import { IMAGE_FULL_WIDTH, IMAGE_WIDTHS, imageVariantUrl } from "../../../shared/urls.ts";
import { propertyScene, serviceScene } from "./scenes.ts";

const DEMO_IMAGE_URL_PREFIX = "/uploads/demo";
const PROPERTY_IMAGE_VARIANTS = 5;
const WEBP_QUALITY = 78;

export type DemoImages = {
  properties: Record<PropertyType, string[]>;
  services: Record<ServiceCategoryValue, string>;
};

/** One picture: the files of every width (`file` is the widest, the one rows point to). */
type Job = { file: string; svg: () => string };

/** Where the local storage driver keeps uploads; the server serves it at /uploads. */
function demoImageDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "demo");
}

/**
 * Renders an SVG scene once and writes it in several widths (aspect ratio kept), each through a
 * temporary file so a crash never leaves half an image.
 */
export async function renderSceneWidths(
  svg: string,
  outputs: readonly { width: number; target: string }[],
): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const { width, target } of outputs) {
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    let image = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (width !== info.width) image = image.resize({ width });
    await image.webp({ quality: WEBP_QUALITY, effort: 3 }).toFile(temporary);
    renameSync(temporary, target);
  }
}

/** The files of every width of a picture, smallest first; `file` follows the -1200w scheme. */
function widthFiles(file: string): { width: number; file: string }[] {
  return IMAGE_WIDTHS.map((width) => ({
    width,
    file: path.basename(imageVariantUrl(`${DEMO_IMAGE_URL_PREFIX}/${file}`, width)),
  }));
}

function plan(): { jobs: Job[]; images: DemoImages } {
  const jobs: Job[] = [];
  const properties = {} as DemoImages["properties"];
  for (const type of PROPERTY_TYPES) {
    properties[type] = [];
    for (let variant = 1; variant <= PROPERTY_IMAGE_VARIANTS; variant++) {
      const file = `${type}-${variant}-${IMAGE_FULL_WIDTH}w.webp`;
      properties[type].push(`${DEMO_IMAGE_URL_PREFIX}/${file}`);
      jobs.push({
        file,
        svg: () =>
          propertyScene(
            type,
            variant - 1,
            PROPERTY_TYPE_LABELS[type],
            "Leżajsk i okolice · zdjęcie poglądowe",
          ),
      });
    }
  }
  const services = {} as DemoImages["services"];
  for (const { value, label } of SERVICE_CATEGORIES) {
    const file = `usluga-${value}-${IMAGE_FULL_WIDTH}w.webp`;
    services[value] = `${DEMO_IMAGE_URL_PREFIX}/${file}`;
    jobs.push({ file, svg: () => serviceScene(value, label, "Okolica · usługi lokalne") });
  }
  return { jobs, images: { properties, services } };
}

/** The public URLs of the demo photos; known before the files exist, so rows and files can be made at once. */
export function demoImageUrls(): DemoImages {
  return plan().images;
}

/**
 * Draws the demo photos into `${dataDir}/uploads/demo`, each in every width of IMAGE_WIDTHS
 * (`name-480w.webp`, `name-800w.webp`, `name-1200w.webp`; pictures already there are kept), and
 * returns how many pictures it drew. Two at a time: the machine may have only two cores.
 */
export async function generateDemoImages(dataDir: string): Promise<number> {
  const dir = demoImageDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const missing = plan().jobs.filter((job) =>
    widthFiles(job.file).some(({ file }) => !existsSync(path.join(dir, file))),
  );
  const queue = [...missing];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const outputs = widthFiles(job.file).map(({ width, file }) => ({
        width,
        target: path.join(dir, file),
      }));
      await renderSceneWidths(job.svg(), outputs);
    }
  };
  await Promise.all([worker(), worker()]);
  return missing.length;
}
