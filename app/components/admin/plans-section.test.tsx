import type { PanelActionResult } from "@shared/panel";
import type { PlanRow } from "@shared/plan-schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlansData } from "~/routes/admin/plans";
import { PlanFormDialog } from "./plan-form-dialog";
import { PlansSection } from "./plans-section";

const PLANS: PlanRow[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    name: "Start",
    description: null,
    price: 0,
    durationDays: 1,
    features: [],
    maxProperties: 1,
    maxServices: 0,
    priorityDisplay: false,
    isActive: false,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    name: "Agencja <pro>",
    description: "Dla biur nieruchomości.",
    price: 1250,
    durationDays: 30,
    features: ["Nielimitowane ogłoszenia", "Profil agencji"],
    maxProperties: -1,
    maxServices: 10,
    priorityDisplay: true,
    isActive: true,
  },
];

let shown: { data: PlansData; result?: PanelActionResult } = { data: { plans: PLANS } };
function Section() {
  return <PlansSection data={shown.data} result={shown.result} />;
}
const Stub = createRoutesStub([{ path: "/admin/promotion/plans", Component: Section }]);

function render(data: PlansData, result?: PanelActionResult) {
  shown = { data, result };
  return renderToStaticMarkup(<Stub initialEntries={["/admin/promotion/plans"]} />);
}

describe("PlansSection", () => {
  it("shows each plan's offer, its state, and its edit and on/off buttons", () => {
    const html = render({ plans: PLANS });
    expect(html).toContain("2 plany, aktywne w cenniku: 1");
    expect(html).toContain("Dodaj plan");
    expect(html).toContain("1\u00a0250\u00a0zł");
    expect(html).toContain("/ 30 dni");
    expect(html).toContain("/ 1 dzień");
    expect(html).toContain("Dla biur nieruchomości.");
    expect(html).toContain("<li");
    expect(html).toContain("Profil agencji");
    expect(html).toContain("Ogłoszenia: bez limitu");
    expect(html).toContain("Usługi: 10");
    expect(html).toContain("Ogłoszenia: 1");
    expect(html).toContain("Wyróżnienie w wynikach");
    expect(html).toContain("Nieaktywny");
    expect(html).toContain("Aktywny");
    // Names are escaped, buttons are named after their plan.
    expect(html).toContain("Agencja &lt;pro&gt;");
    expect(html).toContain('aria-label="Edytuj plan: Agencja &lt;pro&gt;"');
    expect(html).toContain('aria-label="Wyłącz plan: Agencja &lt;pro&gt;"');
    expect(html).toContain('aria-label="Włącz plan: Start"');
    // The switch works without JavaScript, posting back to this section.
    expect(html).toContain('action="/admin/promotion/plans"');
    expect(html).toContain('name="intent" value="plan-toggle"');
    expect(html.indexOf("Start")).toBeLessThan(html.indexOf("Agencja &lt;pro&gt;"));
  });

  it("says when there are no plans, and shows an answer posted without JavaScript", () => {
    const html = render(
      { plans: [] },
      { intent: "plan-toggle", ok: true, title: "Sukces", message: "Plan został wyłączony." },
    );
    expect(html).toContain("Nie ma jeszcze żadnych planów.");
    expect(html).toContain("Plan został wyłączony.");
  });
});

let dialogPlan: PlanRow | null = null;
function Dialog() {
  return <PlanFormDialog plan={dialogPlan} onClose={() => {}} />;
}
const DialogStub = createRoutesStub([{ path: "/admin", Component: Dialog }]);

function renderDialog(plan: PlanRow | null) {
  dialogPlan = plan;
  return renderToStaticMarkup(<DialogStub initialEntries={["/admin"]} />);
}

describe("PlanFormDialog", () => {
  it("labels every field and posts plan-update with the plan's id, without 'Aktywny'", () => {
    const html = renderDialog(PLANS[1]);
    for (const label of [
      "Nazwa",
      "Opis",
      "Cena (zł)",
      "Czas trwania (dni)",
      "Funkcje (jedna w wierszu)",
      "Limit ogłoszeń",
      "Limit usług",
      "Wyróżnienie w wynikach",
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain("Edycja planu");
    expect(html).toContain('name="intent" value="plan-update"');
    expect(html).toContain(`name="id" value="${PLANS[1].id}"`);
    expect(html).toContain("Nielimitowane ogłoszenia\nProfil agencji");
    expect(html).toContain('Bez limitu<span class="sr-only"> ogłoszeń</span>');
    expect(html).toMatch(/name="maxPropertiesUnlimited" checked=""/);
    expect(html).not.toContain('name="isActive"');
    expect(html).toContain("Zapisz plan");
  });

  it("starts a new plan empty and active, posting plan-create", () => {
    const html = renderDialog(null);
    expect(html).toContain("Nowy plan");
    expect(html).toContain('name="intent" value="plan-create"');
    expect(html).not.toContain('name="id"');
    expect(html).toMatch(/name="isActive" checked=""/);
    expect(html).toContain(">Aktywny</label>");
  });
});
