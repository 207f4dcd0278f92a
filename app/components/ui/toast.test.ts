import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { currentToast, TOAST_DURATION_MS, Toaster, toast } from "./toast";

afterEach(() => toast.dismiss());

describe("toast", () => {
  it("shows one toast at a time: a new one replaces the shown one", () => {
    const first = toast.success("Zapisano", { description: "Ogłoszenie zostało zapisane." });
    expect(currentToast()).toMatchObject({
      id: first,
      kind: "success",
      title: "Zapisano",
      description: "Ogłoszenie zostało zapisane.",
      duration: TOAST_DURATION_MS,
    });
    const second = toast.error("Błąd", { duration: 8000 });
    expect(currentToast()).toMatchObject({ id: second, kind: "error", duration: 8000 });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("dismisses only the shown toast", () => {
    const first = toast.success("Pierwszy");
    const second = toast.success("Drugi");
    toast.dismiss(first);
    expect(currentToast()?.id).toBe(second);
    toast.dismiss(second);
    expect(currentToast()).toBeNull();
  });

  it("renders an empty container on the server, so hydration matches", () => {
    toast.success("Zapisano");
    const html = renderToString(createElement(Toaster));
    expect(html).not.toContain("Zapisano");
    expect(html).not.toContain("role=");
  });
});
