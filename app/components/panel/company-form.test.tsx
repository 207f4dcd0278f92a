// @vitest-environment happy-dom
import { COMPANY_TEXT, type CompanyProfile, companySchema } from "@shared/company-schemas";
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { CompanyTab } from "./company-form";

afterEach(cleanup);

const PROFILE: CompanyProfile = {
  companyName: "Elektro-Serwis",
  companyDescription: "",
  nip: "",
  phone: "",
  serviceAreas: ["Leżajsk"],
  specialization: [],
};

let pageResult: FormResult | undefined;

function Tab() {
  return <CompanyTab profile={PROFILE} result={pageResult} />;
}

function renderTab(action: (form: FormData) => unknown, result?: FormResult) {
  pageResult = result;
  const Stub = createRoutesStub([
    {
      path: "/panel/company",
      Component: Tab,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/panel/company"]} />);
}

/** The company tab's refusal of a post with a domain's reason at the name. */
function refusal(form: FormData) {
  return refused("company-save", parseSubmission(form, companySchema), {
    title: COMPANY_TEXT.errorTitle,
    message: COMPANY_TEXT.updateFailed,
    fieldErrors: { companyName: "Ta nazwa jest już zajęta." },
  });
}

describe("CompanyTab (the form layer)", () => {
  it("says in Polish at the NIP field that the number is wrong, and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderTab(() => {
      posted += 1;
      return null;
    });
    await user.type(screen.getByLabelText("NIP"), "123-456-32-19");
    await user.click(screen.getByRole("button", { name: "Zapisz profil firmy" }));
    const nip = screen.getByLabelText("NIP");
    await waitFor(() => expect(nip.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(COMPANY_TEXT.invalidNip)).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderTab(refusal);
    const name = screen.getByLabelText<HTMLInputElement>("Nazwa firmy");
    await user.clear(name);
    await user.type(name, "Elektro-Serwis Nowak");
    await user.type(screen.getByLabelText("NIP"), "123-456-32-18");
    await user.click(screen.getByRole("button", { name: "Zapisz profil firmy" }));
    expect(await screen.findByText("Ta nazwa jest już zajęta.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa firmy").value).toBe(
      "Elektro-Serwis Nowak",
    );
    expect(screen.getByLabelText<HTMLInputElement>("NIP").value).toBe("123-456-32-18");
  });

  it("shows a reply posted without JavaScript the same way", async () => {
    const form = new FormData();
    form.set("companyName", "Nowa nazwa");
    form.set("nip", "123-456-32-18");
    const reply = refusal(form);
    renderTab(() => null, reply.data);
    expect(await screen.findByText("Ta nazwa jest już zajęta.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa firmy").value).toBe("Nowa nazwa");
    expect(screen.getByLabelText<HTMLInputElement>("NIP").value).toBe("123-456-32-18");
  });
});
