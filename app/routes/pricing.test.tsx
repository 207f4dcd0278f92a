import type { PlanRow } from "@shared/plan-schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import PricingPage from "./pricing";

const PLAN: PlanRow = {
  id: "11111111-1111-4111-8111-111111111111",
  name: "Standard",
  description: "Dla właścicieli kilku nieruchomości.",
  price: 49,
  durationDays: 30,
  features: ["Do 10 ogłoszeń", "Statystyki wyświetleń"],
  maxProperties: 10,
  maxServices: -1,
  priorityDisplay: false,
  isActive: true,
};

function render(plans: PlanRow[]) {
  const Page = PricingPage as unknown as React.ComponentType;
  const Stub = createRoutesStub([
    { path: "/cennik", Component: Page, loader: () => ({ plans, canonical: "x" }) },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={["/cennik"]}
      hydrationData={{ loaderData: { "0": { plans, canonical: "x" } } }}
    />,
  );
}

describe("/cennik", () => {
  it("shows each plan with its price per period, features, limits, and how to order", () => {
    const html = render([PLAN]);
    expect(html).toMatch(/<h1[^>]*>Cennik<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Standard<\/h2>/);
    expect(html).toContain("49\u00a0zł");
    expect(html).toContain("/ 30 dni");
    expect(html).toContain("Do 10 ogłoszeń");
    expect(html).toContain("Ogłoszenia: 10");
    expect(html).toContain("Usługi: bez limitu");
    expect(html).not.toContain("Wyróżnienie w wynikach");
    expect(html).toContain("Jak zamówić?");
    expect(html).toContain("Nie przyjmujemy płatności przez internet.");
    expect(html).toContain('href="mailto:kontakt@okolica.pl"');
  });

  it("says when no plan is offered", () => {
    const html = render([]);
    expect(html).toContain("W tej chwili nie oferujemy żadnych planów.");
    expect(html).toContain("Jak zamówić?");
  });
});
