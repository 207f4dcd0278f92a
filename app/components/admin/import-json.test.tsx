// @vitest-environment happy-dom
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormResult } from "@shared/form-result";
import { jsonImportSchema } from "@shared/json-import";
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

const REASON = "Element 1: pole 'kategoria' jest wymagane";

/** What a screen reader reads after the control's name: its hint and error. */
function description(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

/** The action's answer to a feed with errors: the reason at the text area, the form's reply. */
function refusedFeed(form: FormData): FormResult {
  const submission = parseWithZod(form, { schema: jsonImportSchema, disableAutoCoercion: true });
  return {
    intent: "import-json",
    ok: false,
    title: "Popraw błędy w JSON przed importem",
    message: REASON,
    data: { errors: [REASON] },
    submission: submission.reply({ fieldErrors: { json: [REASON] } }),
  };
}

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

  it("shows a refused feed's reason at the text area and keeps the pasted text", async () => {
    const user = userEvent.setup();
    renderImport(undefined, async ({ request }) => refusedFeed(await request.formData()));
    const text = screen.getByLabelText("JSON z ogłoszeniami");
    await user.click(text);
    await user.paste('[{ "tytul": "A" }]');
    await user.click(screen.getByRole("button", { name: "Importuj" }));
    await vi.waitFor(() => expect(text.getAttribute("aria-invalid")).toBe("true"));
    expect(description(text)).toContain(REASON);
    expect((screen.getByLabelText("JSON z ogłoszeniami") as HTMLTextAreaElement).value).toBe(
      '[{ "tytul": "A" }]',
    );
  });

  it("shows the reason and the pasted text again after a post without JavaScript", () => {
    const form = new FormData();
    form.set("intent", "import-json");
    form.set("json", '[{ "tytul": "A" }]');
    renderImport(refusedFeed(form));
    const text = screen.getByLabelText<HTMLTextAreaElement>("JSON z ogłoszeniami");
    expect(text.value).toBe('[{ "tytul": "A" }]');
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(description(text)).toContain(REASON);
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
