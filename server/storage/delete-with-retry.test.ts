import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELETE_RETRY_DELAYS_MS, deleteWithRetry } from "./delete-with-retry.ts";
import type { Storage } from "./storage.ts";

/** A storage holding `keys` whose deletes are refused while `down` is true. */
function flakyStorage(keys: string[]) {
  const held = new Set(keys);
  const state = { down: true, attempts: 0 };
  const storage = {
    async delete(key: string) {
      state.attempts++;
      if (state.down)
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      held.delete(key);
    },
  } as unknown as Storage;
  return { storage, held, state };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("deleteWithRetry", () => {
  it("deletes at once when the storage answers", async () => {
    const { storage, held, state } = flakyStorage(["a", "b"]);
    state.down = false;
    await deleteWithRetry(storage, ["a", "b"]);
    expect([...held]).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not throw while the storage is down, and deletes once it is back", async () => {
    const { storage, held, state } = flakyStorage(["a", "b"]);
    await deleteWithRetry(storage, ["a", "b"]);
    expect([...held]).toEqual(["a", "b"]);
    await vi.advanceTimersByTimeAsync(DELETE_RETRY_DELAYS_MS[0]);
    expect(state.attempts).toBe(4);
    state.down = false;
    await vi.advanceTimersByTimeAsync(DELETE_RETRY_DELAYS_MS[1]);
    expect([...held]).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives up after the last retry", async () => {
    const { storage, held, state } = flakyStorage(["a"]);
    await deleteWithRetry(storage, ["a"]);
    for (const delay of DELETE_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    expect(state.attempts).toBe(1 + DELETE_RETRY_DELAYS_MS.length);
    expect(vi.getTimerCount()).toBe(0);
    expect([...held]).toEqual(["a"]);
  });
});
