import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { UploadedFile } from "../kernel/photo-store.ts";

/** A PNG of one colour, as a browser uploads a photo. */
export async function testPng({
  width,
  height,
  background,
}: {
  width: number;
  height: number;
  background: string;
}): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );
}

/** A form's posted files by field, each named after its field ('photo-0.png'). */
export function uploadedFiles(entries: Record<string, Uint8Array>): Map<string, UploadedFile> {
  return new Map(
    Object.entries(entries).map(([field, bytes]) => [field, { name: `${field}.png`, bytes }]),
  );
}

/** The files stored under `prefix` in the local storage's uploads of `dataDir`, sorted. */
export async function storedUploads(dataDir: string, prefix: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, "uploads", prefix)).catch(() => [] as string[])).sort();
}
