// @vitest-environment happy-dom
import { PORTAL_IMPORT_TEXT } from "@shared/portal-import";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentToast } from "../ui/toast";
import { PortalImport } from "./import-portals";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PORTALS = [
  { key: "otodom", label: "Otodom" },
  { key: "olx", label: "OLX" },
] as const;

function Section() {
  return <PortalImport portals={[...PORTALS]} />;
}

/** The form inside a router, as on the admin's import tab. */
function renderImport() {
  const Stub = createRoutesStub([{ path: "/admin/import", Component: Section }]);
  render(<Stub initialEntries={["/admin/import"]} />);
}

describe("PortalImport", () => {
  it("offers the given portals and the four limits, 10 chosen", () => {
    renderImport();
    const portal = screen.getByLabelText<HTMLSelectElement>("Portal");
    expect(
      within(portal)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Otodom", "OLX"]);
    expect(portal.value).toBe("otodom");
    const limit = screen.getByLabelText<HTMLSelectElement>("Liczba ogłoszeń");
    expect(
      within(limit)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["5", "10", "25", "50"]);
    expect(limit.value).toBe("10");
    expect(screen.getByLabelText<HTMLInputElement>("Adres strony wyników wyszukiwania").type).toBe(
      "url",
    );
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("says in Polish at the field that the address is wrong and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderImport();
    const url = screen.getByLabelText("Adres strony wyników wyszukiwania");
    await user.type(url, "http://www.otodom.pl/wyniki");
    await user.click(screen.getByRole("button", { name: "Importuj z portalu" }));
    expect(url.getAttribute("aria-invalid")).toBe("true");
    const described = (url.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      PORTAL_IMPORT_TEXT.urlInvalid,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the checked request as JSON, the limit as a number", async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => Response.json({ imported: 3, total: 5 }));
    vi.stubGlobal("fetch", fetch);
    renderImport();
    await user.selectOptions(screen.getByLabelText("Liczba ogłoszeń"), "25");
    await user.type(
      screen.getByLabelText("Adres strony wyników wyszukiwania"),
      "https://www.otodom.pl/pl/wyniki",
    );
    await user.click(screen.getByRole("button", { name: "Importuj z portalu" }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [endpoint, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(endpoint).toBe("/api/import-properties");
    expect(JSON.parse(String(init.body))).toEqual({
      portal: "otodom",
      url: "https://www.otodom.pl/pl/wyniki",
      limit: 25,
    });
  });

  it("shows the endpoint's refusal, given in the spec's {error: text} shape", async () => {
    const user = userEvent.setup();
    const refusal = { error: "Nie udało się połączyć z portalem.", code: "upstream" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(refusal, { status: 502 })),
    );
    renderImport();
    await user.type(
      screen.getByLabelText("Adres strony wyników wyszukiwania"),
      "https://www.otodom.pl/pl/wyniki",
    );
    await user.click(screen.getByRole("button", { name: "Importuj z portalu" }));
    await vi.waitFor(() =>
      expect(currentToast()).toMatchObject({
        kind: "error",
        title: PORTAL_IMPORT_TEXT.failed,
        description: "Nie udało się połączyć z portalem.",
      }),
    );
  });
});
