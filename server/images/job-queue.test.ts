import { describe, expect, it } from "vitest";
import { createJobQueue, QueueBusyError } from "./job-queue.ts";

/** A job that runs until `release()` is called, recording when it started. */
function heldJob(log: string[], name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    job: async () => {
      log.push(`start ${name}`);
      await released;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createJobQueue", () => {
  it("runs at most `concurrency` jobs at once, the others in the order they came", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 5_000 });
    const log: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((name) => heldJob(log, name));
    const results = [queue.run(a.job), queue.run(b.job), queue.run(c.job)];
    await tick();
    expect(log).toEqual(["start a"]);
    expect([queue.running, queue.waiting]).toEqual([1, 2]);

    a.release();
    await tick();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b.release();
    c.release();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("passes the slot on when a job fails", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 5_000 });
    const failing = queue.run(async () => {
      throw new Error("broken image");
    });
    const next = queue.run(async () => "next");
    await expect(failing).rejects.toThrow("broken image");
    expect(await next).toBe("next");
    expect(queue.running).toBe(0);
  });

  it("refuses a job at once when `maxWaiting` jobs already wait", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 5_000 });
    const log: string[] = [];
    const held = ["a", "b", "c"].map((name) => heldJob(log, name));
    const accepted = held.map((h) => queue.run(h.job));
    const refused = await queue.run(async () => "d").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueBusyError);
    expect((refused as QueueBusyError).reason).toBe("full");
    for (const h of held) h.release();
    expect(await Promise.all(accepted)).toEqual(["a", "b", "c"]);
  });

  it("refuses a job whose turn does not come within `maxWaitMs`, and never runs it", async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 50 });
    const log: string[] = [];
    const slow = heldJob(log, "slow");
    const late = heldJob(log, "late");
    const running = queue.run(slow.job);
    const started = Date.now();
    const refused = await queue.run(late.job).catch((error: unknown) => error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect((refused as QueueBusyError).reason).toBe("timeout");
    expect(queue.waiting).toBe(0);

    slow.release();
    await running;
    expect(log).toEqual(["start slow", "end slow"]);
    // The queue is free again: a new job runs at once.
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("runs up to `concurrency` jobs side by side", async () => {
    const queue = createJobQueue({ concurrency: 2, maxWaiting: 5, maxWaitMs: 5_000 });
    const log: string[] = [];
    const held = ["a", "b", "c"].map((name) => heldJob(log, name));
    const results = held.map((h) => queue.run(h.job));
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    for (const h of held) h.release();
    await Promise.all(results);
    expect(log.filter((line) => line.startsWith("start"))).toEqual([
      "start a",
      "start b",
      "start c",
    ]);
  });
});
