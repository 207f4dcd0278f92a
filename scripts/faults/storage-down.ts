/**
 * Fault: the object storage (S3, here s3rver) dies while listings with photos are being saved,
 * and comes back on the same port and directory. Pass: each save is answered either with
 * success or with a Polish error (no 500, no stack trace), within the SDK's retries rather than a
 * hang; no listing row names a photo that is not stored; once the storage is back, uploads work
 * again without restarting the app, and the files the failed saves had written are deleted.
 *
 * On PostgreSQL (a throwaway cluster) and s3rver in a process of its own, killed with SIGKILL.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { PHOTO_STORAGE_UNAVAILABLE } from "../../server/kernel/photo-store.ts";
import { DELETE_RETRY_DELAYS_MS } from "../../server/storage/delete-with-retry.ts";
import { exitCode, report } from "../checks/report.ts";
import { type ActionAnswer, listingForm, noisyJpeg, postListing } from "./lib/listing-upload.ts";
import { startLocalS3 } from "./lib/local-s3.ts";
import { auditListingPhotos, bucketListingKeys } from "./lib/photo-files.ts";
import { type FaultStack, signIn, startFaultStack, waitUntil } from "./support.ts";

const SAVED = "Ogłoszenie zostało dodane.";
/** A failed save must say so in Polish and show nothing of the server's insides. */
const POLISH_FAILURE = `Nie udało się dodać ogłoszenia. ${PHOTO_STORAGE_UNAVAILABLE}`;
const STACK_TRACE = /\bat .+:\d+:\d+|Error:|ECONNREFUSED|ECONNRESET/;

const s3 = await startLocalS3();
let stack: FaultStack | undefined;
try {
  stack = await startFaultStack({ env: s3.env });
  const { server, query } = stack;
  const owner = await signIn(server.url, "wlasciciel@okolica.local");
  const photos = await Promise.all([noisyJpeg(700), noisyJpeg(700), noisyJpeg(700)]);
  const save = async (title: string) => {
    const started = Date.now();
    const answer = await postListing(server.url, owner.cookie, listingForm(title, photos)).catch(
      (error: Error): ActionAnswer => ({ status: 0, body: error.message, connection: null }),
    );
    return { title, ms: Date.now() - started, ...answer };
  };

  const before = await save("Przed awarią magazynu");
  report(
    "a listing with photos is saved while the storage runs",
    before.status === 200 && before.body.includes(SAVED),
    `HTTP ${before.status} in ${before.ms} ms`,
  );

  // Saves under way when the storage dies: it is killed as soon as the first of their photo
  // files is written, so that one save has stored part of its photos; then saves while it is down.
  const storedBefore = (await bucketListingKeys(s3.client, s3.bucket)).length;
  const during = [0, 1, 2, 3].map((i) =>
    sleep(i * 300).then(() => save(`W trakcie awarii magazynu ${i + 1}`)),
  );
  const firstWrite = await waitUntil(
    async () => (await bucketListingKeys(s3.client, s3.bucket)).length > storedBefore,
    20_000,
  );
  await s3.kill();
  const killedAt = Date.now();
  const down = [await save("Podczas awarii magazynu 1"), await save("Podczas awarii magazynu 2")];
  const answers = [...(await Promise.all(during)), ...down];
  const clean = (a: (typeof answers)[number]) =>
    a.status === 200
      ? a.body.includes(SAVED)
      : a.status >= 400 &&
        a.status !== 500 &&
        a.body.includes(POLISH_FAILURE) &&
        !STACK_TRACE.test(a.body);
  report(
    "each save during the outage is answered: saved, or 503 with a Polish reason and no stack trace",
    answers.every(clean) && down.every((a) => a.status !== 200),
    [
      firstWrite === null
        ? "no photo file was written within 20 s; the storage was killed then"
        : `the storage was killed as the first photo file was written, ${firstWrite} ms in`,
      ...answers.map((a) => `${a.title}: HTTP ${a.status} in ${a.ms} ms: ${message(a.body)}`),
    ].join("\n"),
  );

  await s3.start();
  const backAt = Date.now();
  const after = await save("Po powrocie magazynu");
  const [row] = await query<{ image_url: string }>(
    "select image_url from properties where title = $1",
    [after.title],
  );
  const image = row ? await fetch(row.image_url, { signal: AbortSignal.timeout(10_000) }) : null;
  report(
    "once the storage is back, uploads work again without restarting the app",
    after.status === 200 && after.body.includes(SAVED) && image?.status === 200,
    `storage down for ${backAt - killedAt} ms; the next save: HTTP ${after.status} in ${after.ms} ms, its main photo: HTTP ${image?.status ?? "no row"}`,
  );

  const saved = answers.filter((a) => a.status === 200).length + 2;
  const audit = () =>
    bucketListingKeys(s3.client, s3.bucket).then((keys) => auditListingPhotos(query, keys));
  const first = await audit();
  report(
    "no listing row names a photo that is not stored",
    first.missing.length === 0,
    `${saved} listings saved with photos in this test; ${first.rows} listings name ${first.files} stored photo files in the bucket under listings/: ${first.missing.length} missing${first.missing.map((key) => `\n${key}`).join("")}`,
  );

  // The files a failed save wrote before the storage died could not be deleted then; the app
  // retries those deletes (server/storage/delete-with-retry.ts: 5 s, then 15 s later, …).
  const retryMs = DELETE_RETRY_DELAYS_MS[0] + DELETE_RETRY_DELAYS_MS[1] + 5_000;
  let last = first;
  const cleaned = await waitUntil(async () => {
    last = await audit();
    return last.orphans.length === 0;
  }, retryMs);
  report(
    "the photo files of failed saves are deleted once the storage is back",
    cleaned !== null,
    `${first.orphans.length} files no row names once the storage was back; ${cleaned === null ? `${last.orphans.length} still after ${retryMs / 1000} s` : `all deleted ${cleaned} ms later`}${last.orphans.map((key) => `\n${key}`).join("")}`,
  );
} catch (error) {
  report("the fault test ran", false, String((error as Error).stack ?? error));
} finally {
  await stack?.close();
  await s3.close();
}
process.exitCode = exitCode();

/** The toast's text out of a single-fetch answer, or the start of the body. */
function message(body: string): string {
  const found = body.match(/"message","([^"]*)"/);
  return found ? found[1] : body.slice(0, 200);
}
