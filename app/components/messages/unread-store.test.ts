import { describe, expect, it } from "vitest";
import { getUnread, newerPush, pickUnread, setUnread, unreadBadge } from "./unread-store";

describe("unread store", () => {
  it("shows the loader's count until a count taken after it is pushed", () => {
    expect(pickUnread(2, 1_000, null)).toBe(2);
    expect(pickUnread(2, 1_000, { value: 3, at: 999 })).toBe(2);
    expect(pickUnread(2, 1_000, { value: 3, at: 1_000 })).toBe(2);
    expect(pickUnread(2, 1_000, { value: 3, at: 1_001 })).toBe(3);
  });

  it("lets a newer loader count beat a pushed one even when it equals the previous loader count", () => {
    // The loader said 0, a live update pushed 1, then a later load says 0 again.
    const push = { value: 1, at: 2_000 };
    expect(pickUnread(0, 1_000, push)).toBe(1);
    expect(pickUnread(0, 3_000, push)).toBe(0);
  });

  it("keeps the push taken last, whatever order the pushes arrive in", () => {
    const early = { value: 5, at: 1_000 };
    const late = { value: 4, at: 2_000 };
    expect(newerPush(null, early)).toBe(early);
    expect(newerPush(early, late)).toBe(late);
    expect(newerPush(late, early)).toBe(late);
    const tie = { value: 6, at: 2_000 };
    expect(newerPush(late, tie)).toBe(tie);
  });

  it("setUnread ignores older counts and clamps negatives to 0", () => {
    setUnread(3, 10_000);
    expect(getUnread()).toBe(3);
    setUnread(7, 9_000);
    expect(getUnread()).toBe(3);
    setUnread(-2, 11_000);
    expect(getUnread()).toBe(0);
    setUnread(2.7, 12_000);
    expect(getUnread()).toBe(2);
  });

  it("writes the badge as '9+' above 9 and nothing at 0", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(9)).toBe("9");
    expect(unreadBadge(10)).toBe("9+");
  });
});
