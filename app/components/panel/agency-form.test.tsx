// @vitest-environment happy-dom
import { AGENCY_TEXT, type AgencyProfile, agencyFormSchema } from "@shared/agency-schemas";
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { AgencyTab } from "./agency-form";

afterEach(cleanup);

const AGENCY: AgencyProfile = {
  name: "Okolica Nieruchomości",
  licenseNumber: "PL-123",
  email: "biuro@okolica.pl",
  phone: "+48 600 123 456",
  website: "https://okolica.pl",
  logoUrl: "https://cdn.okolica.pl/logo.png",
  address: "ul. Główna 1, Sosnowiec",
  description: "Biuro nieruchomości.",
};

let shown: AgencyProfile | null = AGENCY;
let pageResult: FormResult | undefined;

function Tab() {
  return <AgencyTab agency={shown} result={pageResult} />;
}

function renderTab(
  agency: AgencyProfile | null,
  action: (form: FormData) => unknown = () => null,
  result?: FormResult,
) {
  shown = agency;
  pageResult = result;
  const Stub = createRoutesStub([
    {
      path: "/panel/agency",
      Component: Tab,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/panel/agency"]} />);
}

/** The agency tab's refusal of a logo the image check turned down. */
function logoRefusal(form: FormData) {
  return refused("agency-save", parseSubmission(form, agencyFormSchema), {
    title: "Nieprawidłowy typ pliku",
    message: "Plik logo.png nie jest obrazem.",
    fieldErrors: { photos: "Plik logo.png nie jest obrazem." },
  });
}

const save = () => screen.getByRole("button", { name: "Zapisz profil agencji" });

describe("AgencyTab (the form layer)", () => {
  it("starts from the saved profile, logo included, with the remove button", () => {
    renderTab(AGENCY);
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa agencji").value).toBe(AGENCY.name);
    expect(screen.getByLabelText<HTMLInputElement>("E-mail agencji").value).toBe(AGENCY.email);
    expect(screen.getByRole<HTMLImageElement>("img", { name: "Logo agencji" }).src).toBe(
      AGENCY.logoUrl,
    );
    expect(screen.getByRole("button", { name: "Usuń logo" })).toBeTruthy();
  });

  it("has no remove button without a logo", () => {
    renderTab({ ...AGENCY, logoUrl: "" });
    expect(screen.queryByRole("button", { name: "Usuń logo" })).toBeNull();
  });

  it("says the agency's data could not be read instead of an empty form", () => {
    renderTab(null);
    expect(screen.getByRole("alert").textContent).toBe(AGENCY_TEXT.loadFailed);
    expect(screen.queryByRole("button", { name: "Zapisz profil agencji" })).toBeNull();
  });

  it("says in Polish at the e-mail field that the address is wrong, and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderTab(AGENCY, () => {
      posted += 1;
      return null;
    });
    const email = screen.getByLabelText("E-mail agencji");
    await user.clear(email);
    await user.type(email, "biuro@");
    await user.click(save());
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Podaj prawidłowy adres email")).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("shows the server's logo refusal at the logo and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderTab(AGENCY, logoRefusal);
    const name = screen.getByLabelText("Nazwa agencji");
    await user.clear(name);
    await user.type(name, "Okolica Leżajsk");
    await user.click(save());
    expect(await screen.findByText("Plik logo.png nie jest obrazem.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa agencji").value).toBe("Okolica Leżajsk");
  });

  it("shows a reply posted without JavaScript the same way", async () => {
    const form = new FormData();
    form.set("name", "Nowa Agencja");
    form.set("licenseNumber", "PFRN 1");
    const reply = logoRefusal(form);
    renderTab(AGENCY, () => null, reply.data);
    expect(await screen.findByText("Plik logo.png nie jest obrazem.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Nazwa agencji").value).toBe("Nowa Agencja");
    expect(screen.getByLabelText<HTMLInputElement>("Numer licencji").value).toBe("PFRN 1");
  });
});
