// @vitest-environment happy-dom

import type { SettingsData } from "@shared/admin-types";
import type { FormResult } from "@shared/form-result";
import { API_TOKEN_TEXT } from "@shared/settings-texts";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SettingsTab } from "./settings-tab";

afterEach(cleanup);

const DATA: SettingsData = {
  branding: {
    header_logo_url: "/uploads/site/header-logo-1767225600000-1a2b3c4d.webp",
    footer_logo_url: null,
    favicon_url: null,
  },
  maxPhotos: 10,
  tokens: [
    {
      id: "t1",
      name: "Import Otodom",
      prefix: "AbCdEfGh",
      ownerEmail: "admin@example.com",
      createdAt: new Date("2026-03-05T10:00:00Z"),
      lastUsedAt: null,
      revokedAt: null,
    },
    {
      id: "t2",
      name: "Stary import",
      prefix: "ZyXwVuTs",
      ownerEmail: "inny@example.com",
      createdAt: new Date("2026-01-05T10:00:00Z"),
      lastUsedAt: new Date("2026-02-01T10:00:00Z"),
      revokedAt: new Date("2026-02-02T10:00:00Z"),
    },
  ],
  more: false,
};

let result: FormResult | undefined;
function Settings() {
  return <SettingsTab data={DATA} result={result} />;
}

function renderTab(
  answer?: FormResult,
  action: (args: { request: Request }) => unknown = () => null,
) {
  result = answer;
  const Stub = createRoutesStub([{ path: "/admin/settings", Component: Settings, action }]);
  render(<Stub initialEntries={["/admin/settings"]} />);
}

describe("SettingsTab", () => {
  it("shows each branding image or 'Domyślne', with upload forms and removal only when set", () => {
    renderTab();
    for (const title of ["Logo w nagłówku", "Logo w stopce", "Ikona strony (favicon)"]) {
      expect(screen.getByRole("button", { name: `Wgraj: ${title}` })).toBeTruthy();
    }
    const header = screen.getByRole("img", { name: /Logo w nagłówku/ });
    expect(header.getAttribute("src")).toBe(
      "/uploads/site/header-logo-1767225600000-1a2b3c4d.webp",
    );
    expect(screen.getAllByText("Domyślne")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Usuń: Logo w nagłówku" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Usuń: Logo w stopce" })).toBeNull();
    const favicon = screen.getByLabelText<HTMLInputElement>(/Ikona strony \(favicon\)/, {
      selector: "input",
    });
    expect(favicon.accept).toBe("image/png,image/jpeg,image/webp,.ico,image/x-icon");
    expect(screen.getByText("PNG, JPG lub ICO do 2 MB", { exact: false })).toBeTruthy();
  });

  it("selects the current photo limit and lists the tokens with revocation of active ones", () => {
    renderTab();
    const limit = screen.getByLabelText<HTMLSelectElement>("Maksymalna liczba zdjęć w ogłoszeniu");
    expect(limit.value).toBe("10");
    const tokens = within(screen.getByRole("list", { name: "Tokeny API" }));
    expect(tokens.getByText("okl_AbCdEfGh…")).toBeTruthy();
    expect(tokens.getByText("admin@example.com", { exact: false })).toBeTruthy();
    expect(tokens.getByRole("button", { name: "Unieważnij token: Import Otodom" })).toBeTruthy();
    expect(tokens.queryByRole("button", { name: "Unieważnij token: Stary import" })).toBeNull();
    expect(tokens.getByText("Unieważniony")).toBeTruthy();
    expect(screen.queryByText(API_TOKEN_TEXT.copyNow)).toBeNull();
  });

  it("shows a token created without JavaScript once, with the warning", () => {
    const token = `okl_${"x".repeat(43)}`;
    renderTab({
      intent: "api-token-create",
      ok: true,
      title: "Sukces",
      message: "Token został utworzony.",
      data: { token },
    });
    expect(screen.getByText(API_TOKEN_TEXT.copyNow)).toBeTruthy();
    expect(screen.getByDisplayValue(token)).toBeTruthy();
  });
});

describe("'Utwórz token' (the form layer)", () => {
  it("says in Polish at the field that the name is missing and sends nothing", async () => {
    const user = userEvent.setup();
    let posted = 0;
    renderTab(undefined, () => {
      posted += 1;
      return null;
    });
    await user.click(screen.getByRole("button", { name: "Utwórz token" }));
    const name = screen.getByLabelText("Nazwa tokenu");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      API_TOKEN_TEXT.nameInvalid,
    );
    expect(posted).toBe(0);
  });

  it("keeps the name typed when the server refuses it without JavaScript", () => {
    renderTab({
      intent: "api-token-create",
      ok: false,
      title: "Błąd",
      message: API_TOKEN_TEXT.createFailed,
      submission: {
        status: "error",
        initialValue: { intent: "api-token-create", name: "Import" },
        error: { name: [API_TOKEN_TEXT.nameInvalid] },
      },
    });
    const name = screen.getByLabelText<HTMLInputElement>("Nazwa tokenu");
    expect(name.value).toBe("Import");
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });
});
