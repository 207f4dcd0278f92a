// @vitest-environment happy-dom
import { signUpSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { SignUpForm } from "./sign-up-form";

afterEach(cleanup);

/** The form as /auth renders it, with the action's last answer. */
function Page() {
  return <SignUpForm result={useActionData() as FormResult | undefined} />;
}

function renderForm(action: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/auth",
      Component: Page,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/auth"]} />);
}

function description(control: HTMLElement) {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const PASSWORD = "Sosnowa-17-Lezajsk";

describe("SignUpForm (the form layer)", () => {
  it("a too short password is named at its field when sent, not when the field is left", async () => {
    const user = userEvent.setup();
    renderForm(() => null);
    const password = screen.getByLabelText(/^Hasło/);
    await user.type(password, "abc");
    // An error shown on leaving a field would move the controls below it under the pointer.
    await user.tab();
    expect(password.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Utwórz konto" }));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(description(password)).toContain("Hasło musi mieć co najmniej 6 znaków");
  });

  it("without the Regulamin ticked says so at the box and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.type(screen.getByLabelText(/^E-mail/), "nowa@example.com");
    await user.type(screen.getByLabelText(/^Hasło/), PASSWORD);
    await user.type(screen.getByLabelText("Potwierdź hasło"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Utwórz konto" }));
    const box = screen.getByRole("checkbox", { name: /Akceptuję Regulamin/ });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(description(box)).toBe("Aby założyć konto, zaakceptuj Regulamin.");
    expect(posted).toBe(0);

    await user.click(box);
    expect(box.getAttribute("aria-invalid")).toBeNull();
  });

  it("a password the server refuses is named at its field; what was typed stays, passwords are not sent back", async () => {
    const user = userEvent.setup();
    let sent: ReturnType<typeof refused> | undefined;
    renderForm((form) => {
      sent = refused("sign-up", parseSubmission(form, signUpSchema()), {
        fieldErrors: {
          password: "To hasło jest zbyt popularne i łatwe do odgadnięcia. Wybierz inne.",
        },
        hideFields: ["password", "confirmPassword"],
      });
      return sent;
    });
    await user.type(screen.getByLabelText(/^Imię/), "Anna");
    await user.type(screen.getByLabelText(/^E-mail/), "anna@example.com");
    await user.type(screen.getByLabelText(/^Hasło/), "qwerty123");
    await user.type(screen.getByLabelText("Potwierdź hasło"), "qwerty123");
    await user.click(screen.getByRole("checkbox", { name: /Akceptuję Regulamin/ }));
    await user.click(screen.getByRole("button", { name: "Utwórz konto" }));
    expect(await screen.findByText(/To hasło jest zbyt popularne/)).toBeTruthy();
    expect(screen.getByLabelText(/^Hasło/).getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe("anna@example.com");
    expect((screen.getByLabelText(/^Imię/) as HTMLInputElement).value).toBe("Anna");
    expect(
      (screen.getByRole("checkbox", { name: /Akceptuję Regulamin/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(Object.keys(sent?.data.submission?.initialValue ?? {})).not.toContain("password");
    expect(Object.keys(sent?.data.submission?.initialValue ?? {})).not.toContain("confirmPassword");
  });
});
