// @vitest-environment happy-dom

import type { ModerationData } from "@shared/admin-types";
import { decisionSchema, MODERATION_GROUND_KEYS, MODERATION_TEXT } from "@shared/moderation";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseSubmission, refused } from "~/http/action-reply.server";
import { ModerationTab } from "./moderation-tab";

afterEach(cleanup);

const DATA = {
  items: [
    {
      kind: "listing",
      id: "aaaaaaaa-1111-4111-8111-111111111111",
      label: "Mieszkanie za 1 zł",
      ownerId: "owner",
      ownerEmail: "wlasciciel@example.com",
      reports: 1,
      userReports: 1,
      reasons: ["oszustwo"],
      signals: [],
      explanations: ["Cena nie z tej ziemi."],
      firstAt: new Date("2026-03-10T10:00:00Z"),
    },
  ],
  total: 1,
  appeals: [],
  adminId: "admin",
} as unknown as ModerationData;

function Tab() {
  return <ModerationTab data={DATA} />;
}

function renderTab(action: (form: FormData) => unknown) {
  const Stub = createRoutesStub([
    {
      path: "/admin/moderation",
      Component: Tab,
      action: async ({ request }) => action(await request.formData()),
    },
  ]);
  render(<Stub initialEntries={["/admin/moderation"]} />);
}

describe("a moderation decision (the form layer)", () => {
  it("says at 'Podstawa' that the ground is missing, and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderTab(() => {
      posted += 1;
      return null;
    });
    const card = within(await screen.findByRole("article"));
    await user.selectOptions(card.getByLabelText("Decyzja"), "hide");
    await user.type(card.getByLabelText("Uzasadnienie dla autora"), "Cena zaniżona, by zwabić.");
    await user.click(card.getByRole("button", { name: "Zapisz decyzję" }));
    const ground = card.getByLabelText("Podstawa");
    await waitFor(() => expect(ground.getAttribute("aria-invalid")).toBe("true"));
    expect(card.getByText(MODERATION_TEXT.ground)).toBeTruthy();
    expect(posted).toBe(0);
  });

  it("shows the server's refusal at the field too, keeping what was typed", async () => {
    const user = userEvent.setup();
    // The server's answer to a form whose ground it did not get (as runAdminAction answers).
    renderTab((form) => {
      form.delete("ground");
      return refused("moderation-decision", parseSubmission(form, decisionSchema), {
        title: "Błąd",
        message: "Nie udało się zapisać decyzji.",
      });
    });
    const card = within(await screen.findByRole("article"));
    await user.selectOptions(card.getByLabelText("Decyzja"), "hide");
    await user.selectOptions(card.getByLabelText("Podstawa"), MODERATION_GROUND_KEYS[0]);
    await user.type(card.getByLabelText("Uzasadnienie dla autora"), "Cena zaniżona, by zwabić.");
    await user.click(card.getByRole("button", { name: "Zapisz decyzję" }));
    expect(await card.findByText(MODERATION_TEXT.ground)).toBeTruthy();
    expect((card.getByLabelText("Uzasadnienie dla autora") as HTMLTextAreaElement).value).toBe(
      "Cena zaniżona, by zwabić.",
    );
  });
});
