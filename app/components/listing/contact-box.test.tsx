// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactBox } from "./contact-box";

afterEach(cleanup);

const OVER_LIMIT = "Zbyt wiele wyświetleń numerów telefonu. Spróbuj ponownie za kilka minut.";

function Box() {
  return <ContactBox sellerName="Jan" signedIn loginHref="/auth" revealed={null} />;
}

function renderBox(action: () => unknown) {
  const Stub = createRoutesStub([{ path: "/nieruchomosc/:id", Component: Box, action }]);
  render(<Stub initialEntries={["/nieruchomosc/1"]} />);
}

describe("ContactBox phone reveal", () => {
  it("shows the number the action reveals", async () => {
    renderBox(() => ({ status: "shown", phone: "+48 600 100 200" }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Pokaż numer" }));
    expect(
      (await screen.findByRole("link", { name: "+48 600 100 200" })).getAttribute("href"),
    ).toBe("tel:+48600100200");
  });

  it("tells a visitor over the reveal limit why, in Polish (the action's 429)", async () => {
    renderBox(() => data({ intent: "reveal-phone", ok: false, message: OVER_LIMIT }, 429));
    await userEvent.setup().click(screen.getByRole("button", { name: "Pokaż numer" }));
    expect((await screen.findByRole("status")).textContent).toBe(OVER_LIMIT);
    expect(screen.getByRole("button", { name: "Pokaż numer" })).toBeTruthy();
  });
});
