// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToast, toast } from "../ui/toast";
import { ShareButton } from "./share-button";

const PAGE = "http://localhost:3000/nieruchomosc/0b6c1a2e-1111-4222-8333-444455556666";

/**
 * The browser's own APIs, as a phone (share) or a desktop without it (clipboard only) has them.
 * After userEvent.setup(), which puts a clipboard of its own in place.
 */
function browserWith(apis: { share?: (data: ShareData) => Promise<void> }) {
  const writeText = vi.fn(async (_text: string) => {});
  Object.defineProperty(navigator, "share", { value: apis.share, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

beforeEach(() => window.history.replaceState(null, "", `${PAGE}?from=fb#opis`));
afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe("ShareButton", () => {
  it("copies the listing's link and says so where the browser cannot share", async () => {
    const user = userEvent.setup();
    const writeText = browserWith({});
    render(<ShareButton title="Dom w Leżajsku" />);
    await user.click(screen.getByRole("button", { name: "Udostępnij" }));
    await waitFor(() => expect(currentToast()?.title).toBe("Link skopiowany"));
    expect(writeText).toHaveBeenCalledWith(PAGE);
  });

  it("opens the phone's share sheet where there is one, and copies nothing", async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const user = userEvent.setup();
    const writeText = browserWith({ share });
    render(<ShareButton title="Dom w Leżajsku" />);
    await user.click(screen.getByRole("button", { name: "Udostępnij" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: "Dom w Leżajsku", url: PAGE }));
    expect(writeText).not.toHaveBeenCalled();
    expect(currentToast()).toBeNull();
  });

  it("says nothing when the visitor closes the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    browserWith({ share });
    render(<ShareButton title="Dom w Leżajsku" />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Udostępnij" }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(currentToast()).toBeNull();
  });
});
