// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordForm } from "./password-form";

afterEach(cleanup);

function Profile() {
  return <PasswordForm hasPassword result={undefined} />;
}

function renderForm(action: () => unknown = () => null) {
  const Stub = createRoutesStub([{ path: "/profil", Component: Profile, action }]);
  render(<Stub initialEntries={["/profil"]} />);
}

describe("PasswordForm (the form layer)", () => {
  it("says in Polish at the field what is wrong when the form is sent", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Nowe hasło"), "Nowe-haslo-9");
    await user.type(screen.getByLabelText("Powtórz nowe hasło"), "Inne-haslo-9");
    await user.click(screen.getByRole("button", { name: "Zmień hasło" }));
    const confirm = screen.getByLabelText("Powtórz nowe hasło");
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    // The message is the field's description: a screen reader reads it with the field.
    const described = confirm.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Hasła nie są identyczne");
  });

  it("does not send a form the schema refuses", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.click(screen.getByRole("button", { name: "Zmień hasło" }));
    expect(await screen.findByText("Podaj obecne hasło.")).toBeTruthy();
    expect(posted).toBe(0);
  });
});
