// @vitest-environment happy-dom
import type { PlanRow } from "@shared/plan-schemas";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import PricingPage from "./pricing";

afterEach(cleanup);

const PLAN: PlanRow = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Standard",
  description: "Dla właścicieli kilku nieruchomości.",
  price: 49,
  durationDays: 30,
  features: ["Do 10 ogłoszeń", "Statystyki wyświetleń"],
  maxProperties: 10,
  maxServices: -1,
  maxPhotos: -1,
  priorityDisplay: false,
  isActive: true,
};

async function renderPage(plans: PlanRow[], ordered: string[] = []) {
  const Page = PricingPage as unknown as React.ComponentType;
  const Stub = createRoutesStub([
    { path: "/cennik", Component: Page, loader: () => ({ plans, ordered, canonical: "x" }) },
  ]);
  render(
    <Stub
      initialEntries={["/cennik"]}
      hydrationData={{ loaderData: { "0": { plans, ordered, canonical: "x" } } }}
    />,
  );
  await screen.findByRole("heading", { level: 1, name: "Cennik" });
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("/cennik", () => {
  it("shows each plan with its price per period, features, limits, and how to order", async () => {
    await renderPage([PLAN]);
    const plan = screen.getByRole("heading", { level: 2, name: "Standard" }).closest("li");
    if (!plan) throw new Error("the plan is not a list item");
    expect(within(plan).getByText("49 zł")).toBeTruthy();
    expect(within(plan).getByText("/ 30 dni")).toBeTruthy();
    expect(items(within(plan).getByRole("list", { name: "Funkcje planu" }))).toEqual([
      "Do 10 ogłoszeń",
      "Statystyki wyświetleń",
    ]);
    // No priority display in this plan, so no such promise.
    expect(items(within(plan).getByRole("list", { name: "Limity planu" }))).toEqual([
      "Ogłoszenia: 10",
      "Usługi: bez limitu",
    ]);

    const order = screen.getByRole("region", { name: "Jak zamówić?" });
    expect(within(order).getByText(/Nie przyjmujemy płatności przez internet\./)).toBeTruthy();
    const mail = within(order).getByRole("link", { name: "kontakt@okolica.pl" });
    expect(mail.getAttribute("href")).toBe("mailto:kontakt@okolica.pl");
  });

  it("shows a plan the user ordered and nobody assigned yet as ordered, the others not", async () => {
    const other = { ...PLAN, id: "22222222-2222-4222-8222-222222222222", name: "Premium" };
    await renderPage([PLAN, other], [PLAN.id]);
    const card = (name: string) =>
      within(screen.getByRole("heading", { level: 2, name }).closest("li") as HTMLElement);
    expect(card("Standard").getByRole("status").textContent).toBe(
      "Zamówiono plan „Standard” — czekamy na przypisanie.",
    );
    expect(card("Premium").queryByRole("status")).toBeNull();
  });

  it("says when no plan is offered", async () => {
    await renderPage([]);
    expect(screen.getByText(/W tej chwili nie oferujemy żadnych planów\./)).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Standard" })).toBeNull();
    expect(screen.getByRole("region", { name: "Jak zamówić?" })).toBeTruthy();
  });
});
