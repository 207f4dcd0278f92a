import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DashboardData } from "~/routes/admin/dashboard";
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

let shown: DashboardData["auditLog"];
function Section() {
  return <AuditLogSection log={shown} />;
}
const Stub = createRoutesStub([{ path: "/admin", Component: Section }]);

function render(entries: ReturnType<typeof entry>[]) {
  shown = {
    entries,
    total: entries.length,
    page: 1,
    pageSize: 20,
    filters: {},
    actions: [],
  } as unknown as DashboardData["auditLog"];
  return renderToStaticMarkup(<Stub initialEntries={["/admin"]} />);
}

describe("AuditLogSection", () => {
  it("names an import's counts and sources in Polish, never by their English keys", () => {
    const html = render([
      entry({ inserted: 2, updated: 1, archived: 0, unchanged: 4, errors: 1, sources: ["otodom"] }),
    ]);
    for (const line of [
      "dodane: 2",
      "zaktualizowane: 1",
      "zarchiwizowane: 0",
      "bez zmian: 4",
      "błędy: 1",
      "źródła: Otodom",
    ]) {
      expect(html).toContain(line);
    }
    expect(html).not.toMatch(/inserted|updated|archived|unchanged|errors|sources/);
  });

  it("names an API token's fields in Polish", () => {
    const html = render([entry({ revoked: true }, { revoked: false })]);
    expect(html).toContain("unieważniony: nie → tak");
  });
});
