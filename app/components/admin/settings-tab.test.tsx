import type { PanelActionResult } from "@shared/panel";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SettingsData } from "~/routes/admin/settings";
import { SettingsTab } from "./settings-tab";

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

let result: PanelActionResult | undefined;
const Stub = createRoutesStub([
  { path: "/admin/settings", Component: () => <SettingsTab data={DATA} result={result} /> },
]);

function render(answer?: PanelActionResult) {
  result = answer;
  return renderToStaticMarkup(<Stub initialEntries={["/admin/settings"]} />);
}

describe("SettingsTab", () => {
  it("shows each branding image or 'Domyślne', with upload forms and removal only when set", () => {
    const html = render();
    for (const title of ["Logo w nagłówku", "Logo w stopce", "Ikona strony (favicon)"]) {
      expect(html).toContain(`Wgraj: ${title}`);
    }
    expect(html).toContain('src="/uploads/site/header-logo-1767225600000-1a2b3c4d.webp"');
    expect(html.match(/Domyślne/g)).toHaveLength(2);
    expect(html).toContain("Usuń: Logo w nagłówku");
    expect(html).not.toContain("Usuń: Logo w stopce");
    expect(html).toContain('accept="image/png,image/jpeg,image/webp,.ico,image/x-icon"');
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain('action="/admin/settings"');
    expect(html).toContain("PNG, JPG lub ICO do 2 MB");
  });

  it("selects the current photo limit and lists the tokens with revocation of active ones", () => {
    const html = render();
    expect(html).toContain("Maksymalna liczba zdjęć w ogłoszeniu");
    expect(html).toMatch(/<option value="10" selected="">10<\/option>/);
    expect(html).toContain("okl_AbCdEfGh…");
    expect(html).toContain("admin@example.com");
    expect(html).toContain("Unieważnij token: Import Otodom");
    expect(html).not.toContain("Unieważnij token: Stary import");
    expect(html).toContain("Unieważniony");
    expect(html).toContain("nigdy");
    expect(html).not.toContain("Skopiuj token teraz");
  });

  it("shows a token created without JavaScript once, with the warning", () => {
    const token = `okl_${"x".repeat(43)}`;
    const html = render({
      intent: "api-token-create",
      ok: true,
      title: "Sukces",
      message: "Token został utworzony.",
      data: { token },
    });
    expect(html).toContain("Skopiuj token teraz — nie będzie można go ponownie wyświetlić.");
    expect(html).toContain(`value="${token}"`);
  });
});
