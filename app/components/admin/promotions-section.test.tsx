// @vitest-environment happy-dom

import type { PromotionsData } from "@shared/admin-types";
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PromotionsSection } from "./promotions-section";

afterEach(cleanup);

const DATA: PromotionsData = {
  ok: true,
  kind: "property",
  promotions: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      type: "featured",
      price: 1250,
      isActive: true,
      status: "active",
      startsOn: "2026-03-05",
      endsOn: "2026-03-19",
      targetId: "aaaaaaaa-1111-4111-8111-111111111111",
      title: "Dom <z ogrodem>",
      detail: "Leżajsk",
      plan: "Profesjonalny",
    },
    {
      id: "22222222-2222-4222-8222-222222222222",
      type: "urgent",
      price: 19,
      isActive: false,
      status: "ended",
      startsOn: "2026-01-05",
      endsOn: "2026-01-12",
      targetId: "bbbbbbbb-2222-4222-8222-222222222222",
      title: "Działka zakończona",
      detail: "Giedlarowa",
      plan: null,
    },
    {
      id: "33333333-3333-4333-8333-333333333333",
      type: "premium",
      price: 0,
      isActive: false,
      status: "inactive",
      startsOn: "2026-03-01",
      endsOn: "2026-04-01",
      targetId: "cccccccc-3333-4333-8333-333333333333",
      title: "Mieszkanie wyłączone",
      detail: "Leżajsk",
      plan: null,
    },
  ],
  total: 23,
  page: 1,
  pageCount: 2,
  plans: [],
  today: "2026-03-10",
  q: "",
  targets: null,
};

const TARGET = "eeeeeeee-5555-4555-8555-555555555555";

let shown: PromotionsData = DATA;
function Section() {
  return <PromotionsSection kind="property" data={shown} result={undefined} />;
}

/**
 * The section on its route: the loader answers the dialog's title search (?q=) as the real one
 * does, `action` the posts.
 */
function renderSection(
  data: PromotionsData,
  action: (args: { request: Request }) => unknown = () => null,
) {
  shown = data;
  const Stub = createRoutesStub([
    {
      path: "/admin/promotion/listings",
      Component: Section,
      loader: () => ({
        ...DATA,
        targets: [{ id: TARGET, title: "Dom w Leżajsku", detail: "Leżajsk" }],
      }),
      action,
    },
  ]);
  render(<Stub initialEntries={["/admin/promotion/listings"]} />);
}

describe("PromotionsSection", () => {
  it("shows each promotion's listing, kind, price, dates, status and switch", async () => {
    renderSection(DATA);
    expect(await screen.findByRole("heading", { name: "Promocje ogłoszeń" })).toBeTruthy();
    expect(screen.getByText("23 promocje")).toBeTruthy();
    const row = screen.getByRole("link", { name: "Dom <z ogrodem>" });
    expect(row.getAttribute("href")).toBe("/nieruchomosc/aaaaaaaa-1111-4111-8111-111111111111");
    const first = within(row.closest("li") as HTMLElement);
    expect(first.getByText("Wyróżnienie")).toBeTruthy();
    expect(first.getByText(/1\s250\szł/)).toBeTruthy();
    expect(first.getByText("5 marca 2026 – 19 marca 2026", { exact: false })).toBeTruthy();
    expect(first.getByText("plan Profesjonalny", { exact: false })).toBeTruthy();
    expect(first.getByText("Aktywna")).toBeTruthy();
    expect(screen.getByText("Zakończona")).toBeTruthy();
    expect(screen.getByText("Nieaktywna")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Wyłącz promocję: Dom <z ogrodem>" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "Włącz promocję: Mieszkanie wyłączone" }),
    ).toBeTruthy();
    // An ended promotion that is off cannot come back: no switch.
    expect(screen.queryByRole("button", { name: /promocję: Działka zakończona/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Dodaj promocję" })).toBeTruthy();
  });

  it("says when the section's data could not be read", async () => {
    renderSection({ ok: false, kind: "property" });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Błąd podczas ładowania danych promocji.",
    );
    expect(screen.queryByRole("button", { name: "Dodaj promocję" })).toBeNull();
  });
});

describe("'Dodaj promocję' (the form layer)", () => {
  async function openDialog(action?: (args: { request: Request }) => unknown) {
    const user = userEvent.setup();
    renderSection(DATA, action);
    await user.click(await screen.findByRole("button", { name: "Dodaj promocję" }));
    return { user, dialog: within(screen.getByRole("dialog", { name: "Dodaj promocję" })) };
  }

  it("says in Polish at each field what is wrong and sends nothing", async () => {
    let posted = 0;
    const { user, dialog } = await openDialog(() => {
      posted += 1;
      return null;
    });
    await user.type(dialog.getByLabelText("Cena (zł)"), "-5");
    await user.click(dialog.getByRole("button", { name: "Dodaj promocję" }));
    const price = dialog.getByLabelText("Cena (zł)");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const described = price.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe(
      "Podaj cenę w pełnych złotych (od 0 do 1000000).",
    );
    expect(dialog.getByText("Podaj datę końca.")).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("keeps what was typed when the server refuses, the reason at its field", async () => {
    const posted: FormData[] = [];
    const { user, dialog } = await openDialog(async ({ request }) => {
      const form = await request.formData();
      posted.push(form);
      return {
        intent: "promotion-create",
        ok: false,
        title: "Błąd",
        message: "Nie udało się dodać promocji.",
        submission: {
          status: "error",
          initialValue: Object.fromEntries(form) as Record<string, string>,
          error: { endsAt: ["Koniec musi przypadać po dzisiejszym dniu."] },
        },
      } satisfies FormResult;
    });
    await user.type(dialog.getByLabelText("Ogłoszenie"), "Dom");
    await user.click(await dialog.findByRole("radio", { name: /Dom w Leżajsku/ }));
    await user.type(dialog.getByLabelText("Cena (zł)"), "1 250");
    await user.type(dialog.getByLabelText("Koniec"), "2026-03-20");
    await user.click(dialog.getByRole("button", { name: "Dodaj promocję" }));
    expect(await dialog.findByText("Koniec musi przypadać po dzisiejszym dniu.")).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0])).toMatchObject({
      intent: "promotion-create",
      kind: "property",
      targetId: TARGET,
      type: "featured",
      price: "1 250",
      startsAt: "2026-03-10",
      endsAt: "2026-03-20",
    });
    expect(dialog.getByLabelText("Koniec").getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByLabelText<HTMLInputElement>("Cena (zł)").value).toBe("1 250");
    expect(dialog.getByLabelText<HTMLInputElement>("Koniec").value).toBe("2026-03-20");
  });
});
