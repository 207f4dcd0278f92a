/**
 * A listing with new photos, posted to the panel's action as the browser's fetcher does, either
 * at once (fetch) or slowly (a raw request whose body is written in steps, so that a fault can
 * strike while the upload is still arriving).
 */
import { request } from "node:http";
import sharp from "sharp";

/** A JPEG of random pixels: it cannot be compressed, so `side` sets how many bytes travel. */
export async function noisyJpeg(side: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = new Uint8Array(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + Math.random() * 256) & 0xff;
  const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** The listing form's fields (a valid listing) with each photo as a new upload, in order. */
export function listingForm(
  title: string,
  photos: readonly Uint8Array<ArrayBuffer>[],
  format: "jpeg" | "png" = "jpeg",
): FormData {
  const form = new FormData();
  form.set("intent", "listing-save");
  form.set("title", title);
  form.set("price", "350 000");
  form.set("location", "lezajsk");
  form.set("type", "mieszkanie");
  form.set("transactionType", "sprzedaz");
  form.set("phone", "600 123 456");
  form.set("description", "Ogłoszenie testu awarii.");
  form.set("photos", JSON.stringify(photos.map((_, i) => ({ kind: "file", field: `photo-${i}` }))));
  photos.forEach((bytes, i) => {
    const extension = format === "jpeg" ? "jpg" : format;
    form.set(
      `photo-${i}`,
      new Blob([bytes], { type: `image/${format}` }),
      `zdjecie-${i}.${extension}`,
    );
  });
  return form;
}

export type ActionAnswer = { status: number; body: string; connection: string | null };

/** The properties tab's action address for a fetcher's POST (React Router's single-fetch data URL). */
export function panelActionUrl(base: string): string {
  return `${base}/panel/properties.data`;
}

/** Posts the form at once, as a fetcher would. */
export async function postListing(
  base: string,
  cookie: string,
  form: FormData,
): Promise<ActionAnswer> {
  const response = await fetch(panelActionUrl(base), {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: await response.text(),
    connection: response.headers.get("connection"),
  };
}

/**
 * Posts the form on a connection of its own, writing its body in `steps` parts `pauseMs` apart;
 * `onStarted` runs once the first part is sent (the request is then in flight at the server).
 */
export async function postListingSlowly(
  base: string,
  cookie: string,
  form: FormData,
  options: { steps: number; pauseMs: number; onStarted?: () => void },
): Promise<ActionAnswer> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type") ?? "";
  const body = new Uint8Array(await encoded.arrayBuffer());
  const url = new URL(panelActionUrl(base));
  return new Promise<ActionAnswer>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        agent: false,
        headers: {
          cookie,
          origin: base,
          "content-type": contentType,
          "content-length": body.byteLength,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            connection: res.headers.connection ?? null,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    const part = Math.ceil(body.byteLength / options.steps);
    const writeFrom = (step: number) => {
      req.write(body.subarray(step * part, (step + 1) * part));
      if (step === 0) options.onStarted?.();
      if (step + 1 < options.steps) setTimeout(() => writeFrom(step + 1), options.pauseMs);
      else req.end();
    };
    writeFrom(0);
  });
}
