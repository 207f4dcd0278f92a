// @vitest-environment happy-dom

import type { PlansData } from "@shared/admin-types";
import type { FormResult } from "@shared/form-result";
import type { PlanRow } from "@shared/plan-schemas";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PlansSection } from "./plans-section";

afterEach(cleanup);

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
    maxPhotos: -1,
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
    maxPhotos: -1,
    priorityDisplay: true,
    isActive: true,
  },
];

let shown: { data: PlansData; result?: FormResult } = { data: { plans: PLANS, orders: [] } };
function Section() {
  return <PlansSection data={shown.data} result={shown.result} />;
}

/** The section on its route; `action` answers the posts (the real action's result shape). */
function renderSection(
  data: PlansData,
  {
    result,
    action = () => null,
  }: { result?: FormResult; action?: (args: { request: Request }) => unknown } = {},
) {
  shown = { data, result };
  const Stub = createRoutesStub([{ path: "/admin/promotion/plans", Component: Section, action }]);
  render(<Stub initialEntries={["/admin/promotion/plans"]} />);
}

describe("PlansSection", () => {
  it("shows each plan's offer and state, with buttons named after their plan", async () => {
    renderSection({ plans: PLANS, orders: [] });
    expect(await screen.findByText("2 plany, aktywne w cenniku: 1", { exact: false })).toBeTruthy();
    const card = (name: string) => screen.getByText(name).closest("li") as HTMLElement;
    const [start, pro] = [card("Start"), card("Agencja <pro>")];
    expect(start.compareDocumentPosition(pro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(start).getByText("Start")).toBeTruthy();
    expect(within(start).getByText("Nieaktywny")).toBeTruthy();
    expect(within(pro).getByText("Ogłoszenia: bez limitu")).toBeTruthy();
    expect(within(pro).getByText("Usługi: 10")).toBeTruthy();
    expect(within(pro).getByText("Profil agencji")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edytuj plan: Agencja <pro>" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Wyłącz plan: Agencja <pro>" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Włącz plan: Start" })).toBeTruthy();
  });

  it("says when there are no plans, and shows an answer posted without JavaScript", () => {
    renderSection(
      { plans: [], orders: [] },
      {
        result: {
          intent: "plan-toggle",
          ok: true,
          title: "Sukces",
          message: "Plan został wyłączony.",
        },
      },
    );
    expect(screen.getByText("Nie ma jeszcze żadnych planów.")).toBeTruthy();
    expect(screen.getByText("Plan został wyłączony.")).toBeTruthy();
  });
});

describe("the plan form (the form layer)", () => {
  it("opens an edited plan's values, with 'Bez limitu' ticked and no 'Aktywny'", async () => {
    const user = userEvent.setup();
    renderSection({ plans: PLANS, orders: [] });
    await user.click(await screen.findByRole("button", { name: "Edytuj plan: Agencja <pro>" }));
    const dialog = screen.getByRole("dialog", { name: "Edycja planu" });
    const form = within(dialog);
    expect(form.getByLabelText<HTMLInputElement>("Nazwa").value).toBe("Agencja <pro>");
    expect(form.getByLabelText<HTMLInputElement>("Cena (zł)").value).toMatch(/^1\s250$/);
    expect(form.getByLabelText<HTMLTextAreaElement>("Funkcje (jedna w wierszu)").value).toBe(
      "Nielimitowane ogłoszenia\nProfil agencji",
    );
    expect(form.getByLabelText<HTMLInputElement>("Bez limitu ogłoszeń").checked).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>("Limit ogłoszeń").disabled).toBe(true);
    expect(form.getByLabelText<HTMLInputElement>("Limit usług").value).toBe("10");
    expect(form.queryByLabelText("Aktywny")).toBeNull();
  });

  it("says in Polish at the field what is wrong and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderSection(
      { plans: [], orders: [] },
      {
        action: () => {
          posted += 1;
          return null;
        },
      },
    );
    await user.click(await screen.findByRole("button", { name: "Dodaj plan" }));
    const form = within(screen.getByRole("dialog", { name: "Nowy plan" }));
    await user.type(form.getByLabelText("Cena (zł)"), "49,50");
    await user.click(form.getByRole("button", { name: "Zapisz plan" }));
    const price = form.getByLabelText("Cena (zł)");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const described = (price.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain("Podaj cenę w pełnych złotych (0 lub więcej), np. 49 lub 1 250.");
    expect(form.getByText("Podaj nazwę planu.")).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("keeps the dialog and what was typed when the server refuses, the reason at its field", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderSection(
      { plans: [], orders: [] },
      {
        action: async ({ request }: { request: Request }) => {
          const form = await request.formData();
          posted.push(form);
          return {
            intent: "plan-create",
            ok: false,
            title: "Błąd",
            message: "Błąd podczas aktualizacji planu.",
            submission: {
              status: "error",
              initialValue: Object.fromEntries(form) as Record<string, string>,
              error: { name: ["Plan o tej nazwie już istnieje."] },
            },
          } satisfies FormResult;
        },
      },
    );
    await user.click(await screen.findByRole("button", { name: "Dodaj plan" }));
    const form = within(screen.getByRole("dialog", { name: "Nowy plan" }));
    await user.type(form.getByLabelText("Nazwa"), "Standard");
    await user.type(form.getByLabelText("Cena (zł)"), "1 250");
    await user.click(form.getByLabelText("Bez limitu usług"));
    await user.type(form.getByLabelText("Limit usług"), "5");
    await user.click(form.getByRole("button", { name: "Zapisz plan" }));
    expect(await form.findByText("Plan o tej nazwie już istnieje.")).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0])).toMatchObject({
      intent: "plan-create",
      name: "Standard",
      price: "1 250",
      maxServices: "5",
      maxPhotosUnlimited: "on",
      maxPropertiesUnlimited: "on",
      isActive: "on",
    });
    expect(screen.getByRole("dialog", { name: "Nowy plan" })).toBeTruthy();
    expect(form.getByLabelText("Nazwa").getAttribute("aria-invalid")).toBe("true");
    expect(form.getByLabelText<HTMLInputElement>("Nazwa").value).toBe("Standard");
    expect(form.getByLabelText<HTMLInputElement>("Cena (zł)").value).toBe("1 250");
    expect(form.getByLabelText<HTMLInputElement>("Limit usług").value).toBe("5");
  });
});
