import type { PanelActionResult } from "@shared/panel";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { JsonImport } from "./import-json";

let result: PanelActionResult | undefined;
const Stub = createRoutesStub([
  { path: "/admin/import/json", Component: () => <JsonImport result={result} /> },
]);

function render(answer?: PanelActionResult) {
  result = answer;
  return renderToStaticMarkup(<Stub initialEntries={["/admin/import/json"]} />);
}

describe("JsonImport", () => {
  it("posts the text or the file to the import section without JavaScript", () => {
    const html = render();
    expect(html).toContain('action="/admin/import/json"');
    expect(html).toContain('encType="multipart/form-data"');
    expect(html).toContain('value="import-json"');
    expect(html).toContain(">JSON z ogłoszeniami</label>");
    expect(html).toContain(">Plik JSON</label>");
    expect(html).toContain('accept=".json,application/json"');
    expect(html).toContain("Importuj");
    expect(html).not.toContain("Potwierdź i importuj");
  });

  it("lists every validation error", () => {
    const errors = ["Element 1: pole 'cena' jest wymagane", "Element 2: nieznane źródło 'xyz'"];
    const html = render({
      intent: "import-json",
      ok: false,
      title: "Popraw błędy w JSON przed importem",
      message: errors.join("; "),
      data: { errors },
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Popraw błędy w JSON przed importem");
    expect(html).toContain("<li>Element 1: pole &#x27;cena&#x27; jest wymagane</li>");
    expect(html).toContain("<li>Element 2: nieznane źródło &#x27;xyz&#x27;</li>");
  });

  it("asks to confirm a wipe with 'Potwierdź i importuj'", () => {
    const html = render({
      intent: "import-json",
      ok: false,
      title: "Potwierdź import",
      message: "Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ze źródła Otodom (3 z 4).",
      data: { risks: [{ source: "otodom", active: 4, wouldArchive: 3 }] },
    });
    expect(html).toContain("ze źródła Otodom (3 z 4)");
    expect(html).toMatch(
      /<button type="submit" value="1"[^>]* name="confirm">.*Potwierdź i importuj/,
    );
  });

  it("shows the summary with its four counts", () => {
    const html = render({
      intent: "import-json",
      ok: true,
      title: "Sukces",
      message: "Import zakończony. Nowe: 3, zaktualizowane: 1, zarchiwizowane: 2, błędy: 1",
      data: { summary: { inserted: 3, updated: 1, archived: 2, unchanged: 4, errors: 1 } },
    });
    expect(html).toContain('role="status"');
    expect(html).toContain("Import zakończony");
    for (const label of ["Nowe", "Zaktualizowane", "Zarchiwizowane", "Błędy"]) {
      expect(html).toContain(`<dt class="text-sm text-gray-600">${label}</dt>`);
    }
    expect(html).toContain("Bez zmian: 4.");
  });

  it("ignores another action's answer", () => {
    const html = render({ intent: "listing-verify", ok: true, title: "Sukces", message: "x" });
    expect(html).not.toContain('role="status"');
  });
});
