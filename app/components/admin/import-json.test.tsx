// @vitest-environment happy-dom
import type { FormResult } from "@shared/form-result";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JsonImport } from "./import-json";

afterEach(cleanup);

let result: FormResult | undefined;
function Section() {
  return <JsonImport result={result} />;
}

function renderImport(
  answer?: FormResult,
  action: (args: { request: Request }) => unknown = () => null,
) {
  result = answer;
  const Stub = createRoutesStub([{ path: "/admin/import/json", Component: Section, action }]);
  render(<Stub initialEntries={["/admin/import/json"]} />);
}

const WIPE: FormResult = {
  intent: "import-json",
  ok: false,
  title: "Potwierdź import",
  message: "Import zarchiwizowałby ponad połowę aktywnych ogłoszeń ze źródła Otodom (3 z 4).",
  data: { risks: [{ source: "otodom", active: 4, wouldArchive: 3 }] },
};

describe("JsonImport", () => {
  it("takes pasted text or a file, and offers no confirmation before it is asked for", () => {
    renderImport();
    const section = within(screen.getByRole("region", { name: "Import JSON" }));
    expect(section.getByLabelText("JSON z ogłoszeniami").tagName).toBe("TEXTAREA");
    const file = section.getByLabelText<HTMLInputElement>("Plik JSON");
    expect(file.type).toBe("file");
    expect(file.accept).toBe(".json,application/json");
    expect(section.getByRole("button", { name: "Importuj" })).toBeTruthy();
    expect(section.queryByRole("button", { name: "Potwierdź i importuj" })).toBeNull();
  });

  it("lists every validation error", () => {
    const errors = ["Element 1: pole 'cena' jest wymagane", "Element 2: nieznane źródło 'xyz'"];
    renderImport({
      intent: "import-json",
      ok: false,
      title: "Popraw błędy w JSON przed importem",
      message: errors.join("; "),
      data: { errors },
    });
    const alert = within(screen.getByRole("alert"));
    expect(alert.getByText("Popraw błędy w JSON przed importem")).toBeTruthy();
    expect(alert.getAllByRole("listitem").map((item) => item.textContent)).toEqual(errors);
  });

  it("asks to confirm a wipe, and 'Potwierdź i importuj' posts the text again with confirm=1", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    renderImport(undefined, async ({ request }) => {
      posted.push(await request.formData());
      return posted.length === 1 ? WIPE : null;
    });
    await user.click(screen.getByLabelText("JSON z ogłoszeniami"));
    await user.paste("[]");
    await user.click(screen.getByRole("button", { name: "Importuj" }));
    expect(
      (await screen.findByRole("alert")).textContent?.includes("ze źródła Otodom (3 z 4)"),
    ).toBe(true);
    await user.click(screen.getByRole("button", { name: "Potwierdź i importuj" }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[0].get("confirm")).toBeNull();
    expect(posted[1].get("intent")).toBe("import-json");
    expect(posted[1].get("json")).toBe("[]");
    expect(posted[1].get("confirm")).toBe("1");
  });

  it("shows the summary with its four counts", () => {
    renderImport({
      intent: "import-json",
      ok: true,
      title: "Sukces",
      message: "Import zakończony. Nowe: 3, zaktualizowane: 1, zarchiwizowane: 2, błędy: 1",
      data: { summary: { inserted: 3, updated: 1, archived: 2, unchanged: 4, errors: 1 } },
    });
    const summary = within(screen.getByRole("status"));
    expect(summary.getByText("Import zakończony")).toBeTruthy();
    const terms = summary.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual(["Nowe", "Zaktualizowane", "Zarchiwizowane", "Błędy"]);
    expect(summary.getByText("Bez zmian: 4.", { exact: false })).toBeTruthy();
  });

  it("ignores another action's answer", () => {
    renderImport({ intent: "listing-verify", ok: true, title: "Sukces", message: "x" });
    expect(screen.queryByText("Import zakończony")).toBeNull();
    expect(screen.queryByText("x")).toBeNull();
  });
});
