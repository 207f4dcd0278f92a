import { AGENT_TEXT, type AgencyBroker } from "@shared/agent-schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AgentsTab } from "./agents-tab";

const TEAM: AgencyBroker[] = [
  {
    id: "b1",
    firstName: "Anna",
    lastName: "Nowak",
    email: "anna@example.com",
    status: "active",
    isActive: true,
    startDate: "2025-03-05",
    position: "starszy agent",
  },
  {
    id: "b2",
    firstName: "Jan",
    lastName: "Kowalski",
    email: "jan@example.com",
    status: "ended",
    isActive: false,
    startDate: "2023-11-01",
    position: "agent",
  },
  {
    id: "b3",
    firstName: "",
    lastName: "",
    email: "zaproszony@example.com",
    status: "pending",
    isActive: false,
    startDate: "2025-04-01",
    position: "agent",
  },
];

/** The team the stub's route renders (set by render). */
let shown: AgencyBroker[] | null = TEAM;
function Tab() {
  return <AgentsTab team={shown} result={undefined} />;
}
const Stub = createRoutesStub([{ path: "/panel/agents", Component: Tab }]);

function render(team: AgencyBroker[] | null) {
  shown = team;
  return renderToStaticMarkup(<Stub initialEntries={["/panel/agents"]} />);
}

describe("AgentsTab", () => {
  it("lists the brokers with badge, e-mail, start date and position", () => {
    const html = render(TEAM);
    expect(html).toContain("Anna Nowak");
    expect(html).toContain("Aktywny");
    expect(html).toContain("Nieaktywny");
    expect(html).toContain("anna@example.com");
    expect(html).toContain("5 marca 2025");
    expect(html).toContain("starszy agent");
    // Only a current broker can be removed.
    expect(html).toContain("Usuń z agencji: Anna Nowak");
    expect(html).not.toContain("Usuń z agencji: Jan Kowalski");
    // An invitation shows what the agency typed, its state, and can be withdrawn.
    expect(html).toContain("Zaproszenie oczekuje");
    expect(html).toContain("Wycofaj zaproszenie: zaproszony@example.com");
    expect(html).toContain('value="agent-assign"');
    expect(html).toContain("Dodaj pośrednika");
  });

  it("asks for the agency profile first when there is none", () => {
    const html = render(null);
    expect(html).toContain(AGENT_TEXT.noAgency);
    expect(html).toContain('href="/panel/agency"');
    expect(html).not.toContain("Dodaj pośrednika");
  });
});
