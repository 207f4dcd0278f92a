import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { announcingBus } from "../testing/announcing-bus.ts";
import { createContentMemo, freshReads } from "./content-memo.ts";

const db = {} as Db;

describe("the content memo", () => {
  it("computes once until public content changes", async () => {
    const bus = announcingBus();
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
    const memo = createContentMemo(announcingBus(), db, { maxAgeMs: 100, now: () => now });
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

describe("the content memo with an input", () => {
  it("keeps one answer per input, until content changes", async () => {
    const bus = announcingBus();
    const memo = createContentMemo(bus, db);
    const calls: string[] = [];
    const load = async (_db: Db, input: { type: string; page: number }) => {
      calls.push(`${input.type}:${input.page}`);
      return `${input.type} page ${input.page}`;
    };
    expect(await memo.remember(load, { type: "dom", page: 1 })).toBe("dom page 1");
    expect(await memo.remember(load, { type: "dom", page: 2 })).toBe("dom page 2");
    expect(await memo.remember(load, { type: "dom", page: 1 })).toBe("dom page 1");
    expect(calls).toEqual(["dom:1", "dom:2"]);
    bus.change();
    expect(await memo.remember(load, { type: "dom", page: 1 })).toBe("dom page 1");
    expect(calls).toEqual(["dom:1", "dom:2", "dom:1"]);
  });

  it("forgets the least recently used input beyond its limit", async () => {
    const memo = createContentMemo(announcingBus(), db, { inputsPerFunction: 2 });
    let calls = 0;
    const load = async (_db: Db, id: string) => `${id}#${++calls}`;
    await memo.remember(load, "a");
    await memo.remember(load, "b");
    await memo.remember(load, "a");
    await memo.remember(load, "c");
    // "b" was the least recently used: asked again, it is computed again; "a" is still known.
    expect(await memo.remember(load, "a")).toBe("a#1");
    expect(await memo.remember(load, "b")).toBe("b#4");
  });

  it("computes every time while the bus cannot tell it about changes", async () => {
    const bus = { ...announcingBus(), isLive: () => false };
    const memo = createContentMemo(bus, db);
    let calls = 0;
    const load = async (_db: Db, id: string) => `${id}#${++calls}`;
    await memo.remember(load, "a");
    expect(await memo.remember(load, "a")).toBe("a#2");
  });
});

describe("fresh reads", () => {
  it("compute every time, for a request that changes content and must see its own write", async () => {
    const memo = freshReads(db);
    let calls = 0;
    const load = async (_db: Db, id: string) => `${id}#${++calls}`;
    await memo.remember(load, "a");
    expect(await memo.remember(load, "a")).toBe("a#2");
  });
});
