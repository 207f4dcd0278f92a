// @vitest-environment happy-dom
import { signInSchema } from "@shared/auth-schemas";
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { SignInForm } from "./sign-in-form";

afterEach(cleanup);

/** The form as /auth renders it, with the action's last answer. */
function Page() {
  return <SignInForm result={useActionData() as FormResult | undefined} redirectTo="/" />;
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

/** The message a screen reader reads with the control (its aria-describedby). */
function description(control: HTMLElement) {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("SignInForm (the form layer)", () => {
  it("says in Polish at each field what is missing and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderForm(() => {
      posted += 1;
      return null;
    });
    await user.click(screen.getByRole("button", { name: "Zaloguj się" }));
    const email = screen.getByLabelText(/^E-mail/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toContain("Podaj adres e-mail.");
    expect(description(screen.getByLabelText(/^Hasło/))).toContain("Podaj hasło.");
    expect(posted).toBe(0);
  });

  it("after a refused sign-in shows the server's Polish message and keeps the e-mail; the password is not sent back", async () => {
    const user = userEvent.setup();
    let sent: ReturnType<typeof refused> | undefined;
    renderForm((form) => {
      sent = refused("sign-in", parseSubmission(form, signInSchema), {
        message: "Nieprawidłowy e-mail lub hasło.",
        hideFields: ["password"],
      });
      return sent;
    });
    await user.type(screen.getByLabelText(/^E-mail/), "ewa@example.com");
    await user.type(screen.getByLabelText(/^Hasło/), "zle-haslo-123");
    await user.click(screen.getByRole("button", { name: "Zaloguj się" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Nieprawidłowy e-mail lub hasło.",
    );
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe("ewa@example.com");
    // The reply carries the e-mail back (a page without JavaScript shows it), never the password.
    const replied = sent?.data.submission?.initialValue ?? {};
    expect(replied).toMatchObject({ email: "ewa@example.com" });
    expect(Object.keys(replied)).not.toContain("password");
  });
});
