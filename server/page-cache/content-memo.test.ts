import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createMemoryBus, type EventBus } from "../realtime/bus.ts";
import { createContentMemo } from "./content-memo.ts";

/** A bus whose content changes the test announces itself. */
function testBus(): EventBus & { change(): void } {
  const listeners: ((table: string) => void)[] = [];
  return {
    ...createMemoryBus(),
    onContentChange: (listener) => {
      listeners.push(listener);
      return () => {};
    },
    change: () => {
      for (const listener of listeners) listener("site_settings");
    },
  };
}

const db = {} as Db;

describe("the content memo", () => {
  it("computes once until public content changes", async () => {
    const bus = testBus();
    const memo = createContentMemo(bus, db);
    let calls = 0;
    const load = async () => ++calls;
    expect(await memo.remember(load)).toBe(1);
    expect(await memo.remember(load)).toBe(1);
    bus.change();
    expect(await memo.remember(load)).toBe(2);
  });

  it("computes again after its longest life, and after a failure", async () => {
    let now = 0;
    const memo = createContentMemo(testBus(), db, { maxAgeMs: 100, now: () => now });
    let calls = 0;
    const load = async () => ++calls;
    await memo.remember(load);
    now = 150;
    expect(await memo.remember(load)).toBe(2);
    const failing = async () => {
      calls += 1;
      if (calls === 3) throw new Error("database unavailable");
      return calls;
    };
    await expect(memo.remember(failing)).rejects.toThrow();
    expect(await memo.remember(failing)).toBe(4);
  });
});
