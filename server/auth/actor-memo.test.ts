import { describe, expect, it } from "vitest";
import { announcingBus } from "../testing/announcing-bus.ts";
import type { Actor } from "./actor.ts";
import { createActorMemo, freshActors, type SessionUser } from "./actor-memo.ts";

const anna = { id: "anna", email: "anna@example.com", name: "Anna", profile: null, roles: [] };

/** A session lookup that counts its calls and answers what `answer` says. */
function lookUps(answer: () => SessionUser | null) {
  const counter = {
    calls: 0,
    lookUp: async () => {
      counter.calls += 1;
      return answer();
    },
  };
  return counter;
}

describe("the memo of signed-in users", () => {
  it("looks a session up once, until a table about accounts or sessions changes", async () => {
    const bus = announcingBus();
    const memo = createActorMemo(bus);
    const session = lookUps(() => ({
      actor: anna as Actor,
      expiresAt: new Date(Date.now() + 60_000),
    }));
    expect(await memo.remember("cookie", session.lookUp)).toBe(anna);
    expect(await memo.remember("cookie", session.lookUp)).toBe(anna);
    expect(session.calls).toBe(1);
    bus.change("properties");
    await memo.remember("cookie", session.lookUp);
    expect(session.calls).toBe(1);
    for (const table of ["sessions", "users", "profiles", "user_roles", "resync"]) {
      bus.change(table);
      await memo.remember("cookie", session.lookUp);
    }
    expect(session.calls).toBe(6);
  });

  it("never serves a session past its expiry or its longest life, and never remembers none", async () => {
    let now = 1_000;
    const memo = createActorMemo(announcingBus(), { maxAgeMs: 500, now: () => now });
    const expiring = lookUps(() => ({ actor: anna as Actor, expiresAt: new Date(1_200) }));
    await memo.remember("a", expiring.lookUp);
    now = 1_300;
    await memo.remember("a", expiring.lookUp);
    expect(expiring.calls).toBe(2);

    const lasting = lookUps(() => ({ actor: anna as Actor, expiresAt: new Date(100_000) }));
    await memo.remember("b", lasting.lookUp);
    now = 1_900;
    await memo.remember("b", lasting.lookUp);
    expect(lasting.calls).toBe(2);

    const unknown = lookUps(() => null);
    expect(await memo.remember("forged", unknown.lookUp)).toBeNull();
    expect(await memo.remember("forged", unknown.lookUp)).toBeNull();
    expect(unknown.calls).toBe(2);
  });

  it("looks every session up while the bus cannot tell of changes", async () => {
    const memo = createActorMemo({ ...announcingBus(), isLive: () => false });
    const session = lookUps(() => ({
      actor: anna as Actor,
      expiresAt: new Date(Date.now() + 60_000),
    }));
    await memo.remember("cookie", session.lookUp);
    await memo.remember("cookie", session.lookUp);
    expect(session.calls).toBe(2);
  });

  it("remembers nothing for a request that may change things (freshActors)", async () => {
    const session = lookUps(() => ({
      actor: anna as Actor,
      expiresAt: new Date(Date.now() + 60_000),
    }));
    expect(await freshActors.remember("cookie", session.lookUp)).toBe(anna);
    await freshActors.remember("cookie", session.lookUp);
    expect(session.calls).toBe(2);
  });
});
