// @vitest-environment happy-dom

import type { AuditLogView } from "@shared/admin-types";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AuditLogSection } from "./audit-log";

const entry = (after: Record<string, unknown>, before: Record<string, unknown> | null = null) => ({
  id: crypto.randomUUID(),
  action: "import-json",
  label: "Import JSON",
  targetType: "listing",
  targetId: null,
  targetLabel: "Import JSON: 3 ogłoszenia",
  actorEmail: "admin@okolica.local",
  createdAt: new Date("2026-03-05T12:00:00Z"),
  before,
  after,
});

let shown: AuditLogView;
function Section() {
  return <AuditLogSection log={shown} />;
}
const Stub = createRoutesStub([{ path: "/admin", Component: Section }]);

afterEach(cleanup);

/** The lines the log shows for its one entry (the action, the record, then each change). */
function renderLog(entries: ReturnType<typeof entry>[]) {
  shown = {
    entries,
    total: entries.length,
    page: 1,
    pageSize: 20,
    filters: {},
    actions: [],
  } as unknown as AuditLogView;
  render(<Stub initialEntries={["/admin"]} />);
  const log = within(screen.getByRole("region", { name: "Ostatnia aktywność administratorów" }));
  const [item] = log.getAllByRole("listitem");
  return within(item)
    .getAllByRole("paragraph")
    .map((line) => line.textContent);
}

describe("AuditLogSection", () => {
  it("names an import's counts and sources in Polish, never by their English keys", () => {
    const lines = renderLog([
      entry({ inserted: 2, updated: 1, archived: 0, unchanged: 4, errors: 1, sources: ["otodom"] }),
    ]).join("\n");
    for (const line of [
      "dodane: 2",
      "zaktualizowane: 1",
      "zarchiwizowane: 0",
      "bez zmian: 4",
      "błędy: 1",
      "źródła: Otodom",
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines).not.toMatch(/inserted|updated|archived|unchanged|errors|sources/);
  });

  it("names an API token's fields in Polish", () => {
    const lines = renderLog([entry({ revoked: true }, { revoked: false })]);
    expect(lines).toContain("unieważniony: nie → tak");
  });
});
