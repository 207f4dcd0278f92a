// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Gallery } from "./gallery";

afterEach(cleanup);

const IMAGES = ["/uploads/a.webp", "/uploads/b.webp", "/uploads/c.webp"];

/** A finger (or a mouse drag) from one point to another, as the browser reports it. */
function swipe(element: Element, from: [number, number], to: [number, number]) {
  const pointer = { pointerId: 7, isPrimary: true, pointerType: "touch" };
  fireEvent.pointerDown(element, { ...pointer, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(element, { ...pointer, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(element, { ...pointer, clientX: to[0], clientY: to[1] });
}

const photo = (n: number) => screen.getByRole("img", { name: `Dom — zdjęcie ${n} z 3` });

describe("Gallery swipes", () => {
  it("turns the main photo on a sideways swipe, wrapping around, and ignores vertical moves", () => {
    render(<Gallery images={IMAGES} title="Dom" />);
    swipe(photo(1), [300, 100], [200, 110]);
    expect(photo(2)).toBeTruthy();
    swipe(photo(2), [100, 100], [220, 90]);
    swipe(photo(1), [100, 100], [220, 90]);
    expect(photo(3)).toBeTruthy();
    // Scrolling the page over the photo, and a short twitch, leave it where it is.
    swipe(photo(3), [200, 100], [230, 300]);
    swipe(photo(3), [200, 100], [185, 100]);
    expect(photo(3)).toBeTruthy();
    expect(photo(3).parentElement?.className).toContain("touch-pan-y");
  });

  it("the lightbox is a dialog that follows swipes and arrow keys", async () => {
    render(<Gallery images={IMAGES} title="Dom" />);
    const enlarge = screen.getByRole("link", { name: "Powiększ (3)" });
    // Without the script (or before it runs) the link shows the photo itself.
    expect(enlarge.getAttribute("href")).toBe(IMAGES[0]);
    await userEvent.setup().click(enlarge);
    const dialog = await screen.findByRole("dialog", { name: "Dom — galeria zdjęć" });
    const big = () => dialog.querySelector("img[src^='/uploads/']") as HTMLImageElement;
    expect(big().getAttribute("src")).toBe(IMAGES[0]);
    swipe(big(), [300, 200], [100, 210]);
    expect(big().getAttribute("src")).toBe(IMAGES[1]);
    expect(dialog.textContent).toContain("2 / 3");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(big().getAttribute("src")).toBe(IMAGES[2]);
  });

  it("the photo is the lightbox's link: a swipe over it turns it and opens nothing, a tap opens it", async () => {
    render(<Gallery images={IMAGES} title="Dom" />);
    const enlarge = screen.getByRole("link", { name: "Powiększ (3)" });
    expect(photo(1).parentElement?.contains(enlarge)).toBe(true);
    swipe(enlarge, [300, 100], [200, 110]);
    // The click a mouse drag ends with.
    fireEvent.click(enlarge);
    expect(photo(2)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.setup().click(enlarge);
    const dialog = await screen.findByRole("dialog", { name: "Dom — galeria zdjęć" });
    expect(dialog.textContent).toContain("2 / 3");
  });
});
