// @vitest-environment happy-dom
import { AGENT_TEXT, type AgencyBroker } from "@shared/agent-schemas";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** The team the stub's route renders (set by renderTab). */
let shown: AgencyBroker[] | null = TEAM;
function Tab() {
  return <AgentsTab team={shown} result={undefined} />;
}

afterEach(cleanup);

function renderTab(team: AgencyBroker[] | null, posted: FormData[] = []) {
  shown = team;
  const action = async ({ request }: { request: Request }) => {
    posted.push(await request.formData());
    return { intent: "agent-remove", ok: true, title: "Sukces", message: "Usunięto." };
  };
  const Stub = createRoutesStub([{ path: "/panel/agents", Component: Tab, action }]);
  render(<Stub initialEntries={["/panel/agents"]} />);
}

const rowOf = (text: string) =>
  within(screen.getByText(text, { exact: false }).closest("li") as HTMLElement);

describe("AgentsTab", () => {
  it("lists the brokers with badge, e-mail, start date and position", () => {
    renderTab(TEAM);
    const anna = rowOf("Anna Nowak");
    expect(anna.getByText("Aktywny")).toBeTruthy();
    for (const text of ["anna@example.com", "5 marca 2025", "starszy agent"]) {
      expect(anna.getByText(text, { exact: false })).toBeTruthy();
    }
    expect(rowOf("Jan Kowalski").getByText("Nieaktywny")).toBeTruthy();
    // Only a current broker can be removed.
    expect(screen.getByRole("button", { name: "Usuń z agencji: Anna Nowak" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Usuń z agencji: Jan Kowalski" })).toBeNull();
    // An invitation shows what the agency typed, its state, and can be withdrawn.
    expect(screen.getByText("Zaproszenie oczekuje")).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Wycofaj zaproszenie: zaproszony@example.com" }),
    ).toBeTruthy();
    expect(screen.getByRole("form", { name: "Przypisz istniejącego pośrednika" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dodaj pośrednika" })).toBeTruthy();
  });

  it("asks before removing a broker, then posts the removal of that broker", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderTab(TEAM, posted);
    await user.click(screen.getByRole("button", { name: "Usuń z agencji: Anna Nowak" }));
    const dialog = within(screen.getByRole("dialog", { name: "Usunąć pośrednika z agencji?" }));
    expect(posted).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Usuń" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0])).toEqual({ intent: "agent-remove", id: "b1" });
  });

  it("counts brokers only, lists invitations apart and clears a declined one", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    const declined: AgencyBroker = {
      ...TEAM[2],
      id: "b4",
      email: "odmowa@example.com",
      status: "declined",
    };
    renderTab([...TEAM, declined], posted);
    // Anna works for the agency; Jan left, two addresses were only invited.
    expect(screen.getByText("1 pośrednik")).toBeTruthy();
    const invitations = within(screen.getByRole("region", { name: "Zaproszenia (2)" }));
    expect(invitations.getByRole("link", { name: "zaproszony@example.com" })).toBeTruthy();
    expect(invitations.getByText("Zaproszenie nieprzyjęte")).toBeTruthy();
    expect(invitations.queryByText("Anna Nowak")).toBeNull();
    // Only the declined invitation can be cleared; the pending one is withdrawn.
    expect(
      screen.queryByRole("button", { name: "Usuń z listy: zaproszony@example.com" }),
    ).toBeNull();
    await user.click(screen.getByRole("button", { name: "Usuń z listy: odmowa@example.com" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0])).toEqual({ intent: "agent-clear", id: "b4" });
  });

  it("asks for the agency profile first when there is none", () => {
    renderTab(null);
    expect(screen.getByText(AGENT_TEXT.noAgency)).toBeTruthy();
    const link = screen.getByRole("link", { name: "Uzupełnij profil agencji" });
    expect(link.getAttribute("href")).toBe("/panel/agency");
    expect(screen.queryByRole("button", { name: "Dodaj pośrednika" })).toBeNull();
  });
});
