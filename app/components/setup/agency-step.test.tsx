// @vitest-environment happy-dom
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AgencyStep } from "./agency-step";

afterEach(cleanup);

function Page() {
  return <AgencyStep result={useActionData() as FormResult | undefined} />;
}

function renderStep() {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    {
      path: "/konfiguracja",
      Component: Page,
      action: async ({ request }) => {
        posted.push(String((await request.formData()).get("intent")));
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={["/konfiguracja?krok=agencja"]} />);
  return posted;
}

describe("AgencyStep (the form layer)", () => {
  it("names in Polish at the field what is wrong and sends nothing", async () => {
    const user = userEvent.setup();
    const posted = renderStep();
    await user.type(screen.getByLabelText("Email agencji"), "zly-adres");
    await user.click(screen.getByRole("button", { name: "Zapisz i kontynuuj" }));
    const name = screen.getByLabelText(/^Nazwa agencji/);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Nazwa jest wymagana")).toBeTruthy();
    expect(screen.getByText("Podaj prawidłowy adres email")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("'Pomiń' posts a form of its own, which no rule of the profile can hold back", async () => {
    renderStep();
    // The browser submits the form the button names (its `form` attribute); happy-dom does not
    // implement that, so this checks the markup the browser follows.
    const skip = screen.getByRole("button", { name: "Pomiń" });
    const form = document.getElementById(skip.getAttribute("form") ?? "");
    expect(form?.tagName).toBe("FORM");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelectorAll("input, textarea, select")).toHaveLength(0);
    expect(skip.getAttribute("name")).toBe("intent");
    expect(skip.getAttribute("value")).toBe("skip");
  });
});
