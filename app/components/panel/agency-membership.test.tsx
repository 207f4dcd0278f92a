import type { AgencyMembership } from "@shared/agency-membership";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AgencyMembershipBox } from "./agency-membership";

let shown: AgencyMembership = { invitations: [], agency: null };
const Stub = createRoutesStub([
  { path: "/panel", Component: () => <AgencyMembershipBox membership={shown} /> },
]);

function render(membership: AgencyMembership) {
  shown = membership;
  return renderToStaticMarkup(<Stub initialEntries={["/panel"]} />);
}

const AGENCY_ID = "9b2f6f0e-4c1a-4f55-9a7e-2f0d7f3c1a11";

describe("AgencyMembershipBox", () => {
  it("shows an invitation with the agency's name and a form that posts without JavaScript", () => {
    const html = render({
      invitations: [{ agencyId: AGENCY_ID, agencyName: "Biuro <Leżajsk>", position: "agent" }],
      agency: null,
    });
    expect(html).toContain("Zaproszenie do agencji Biuro &lt;Leżajsk&gt;");
    expect(html).toContain('value="agency-invitation-accept"');
    expect(html).toContain('value="agency-invitation-decline"');
    expect(html).toContain(`value="${AGENCY_ID}"`);
    expect(html).toContain("Akceptuj");
    expect(html).toContain("Odrzuć");
    expect(html).not.toContain("Opuść agencję");
  });

  it("shows the current agency with 'Opuść agencję', and nothing without either", () => {
    const html = render({
      invitations: [],
      agency: { agencyId: AGENCY_ID, agencyName: "Nieruchomości Leżajsk", position: "agent" },
    });
    expect(html).toContain("Nieruchomości Leżajsk");
    expect(html).toContain("Opuść agencję");
    expect(render({ invitations: [], agency: null })).toBe("");
  });
});
