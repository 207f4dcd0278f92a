import sharp from "sharp";
import { AppError } from "../errors.ts";
import { createJobQueue, QueueBusyError } from "./job-queue.ts";

/**
 * Sharp jobs one process runs at once. Re-encoding a big photo keeps a core busy for up to a
 * second (a 36 Mpx PNG about half of one); unbounded, a few users saving such photos took both
 * cores of a small server and every page waited. One job at a time, with libvips on one thread,
 * leaves the other core to pages and the database.
 */
const IMAGE_JOB_CONCURRENCY = 1;
/** Jobs waiting for their turn at most; more are refused at once rather than piling up. */
export const IMAGE_JOB_MAX_WAITING = 8;
/** How long a job (one photo) waits for its turn before its save is answered 503. */
const IMAGE_JOB_MAX_WAIT_MS = 10_000;

export const IMAGES_BUSY_MESSAGE =
  "Serwer przetwarza teraz dużo zdjęć. Spróbuj ponownie za chwilę.";

sharp.concurrency(1);

const queue = createJobQueue({
  concurrency: IMAGE_JOB_CONCURRENCY,
  maxWaiting: IMAGE_JOB_MAX_WAITING,
  maxWaitMs: IMAGE_JOB_MAX_WAIT_MS,
});

/**
 * Runs one image's decoding and encoding in the process-wide queue. A job that cannot get its
 * turn throws AppError 'unavailable' (503) with a Polish message to try again shortly.
 */
export async function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(job);
  } catch (error) {
    if (error instanceof QueueBusyError) {
      throw new AppError("unavailable", IMAGES_BUSY_MESSAGE, { cause: error });
    }
    throw error;
  }
}
