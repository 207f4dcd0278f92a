import type { AgencyProfile } from "@shared/agency-schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AgencyTab } from "./agency-form";

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

/** The profile the stub's route renders (set by render). */
let shown: AgencyProfile | null = AGENCY;
function Tab() {
  return <AgencyTab agency={shown} />;
}
const Stub = createRoutesStub([{ path: "/panel/agency", Component: Tab }]);

function render(agency: AgencyProfile | null) {
  shown = agency;
  return renderToStaticMarkup(<Stub initialEntries={["/panel/agency"]} />);
}

describe("AgencyTab", () => {
  it("starts from the saved profile, logo included, with the remove button", () => {
    const html = render(AGENCY);
    expect(html).toContain('value="Okolica Nieruchomości"');
    expect(html).toContain('value="biuro@okolica.pl"');
    expect(html).toContain('src="https://cdn.okolica.pl/logo.png"');
    expect(html).toContain("Usuń logo");
    expect(html).toContain('value="agency-save"');
  });

  it("has no remove button without a logo", () => {
    expect(render({ ...AGENCY, logoUrl: "" })).not.toContain("Usuń logo");
  });

  it("says the agency's data could not be read instead of an empty form", () => {
    const html = render(null);
    expect(html).toContain("Nie udało się pobrać danych agencji.");
    expect(html).not.toContain('value="agency-save"');
  });
});
