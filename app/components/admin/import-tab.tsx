import { IMPORT_SECTIONS, type ImportSection } from "~/lib/admin";
import type { PanelActionResult } from "~/lib/panel";
import { JsonImport } from "./import-json";
import { PortalImport } from "./import-portals";
import { SectionNav } from "./section-nav";

/** /admin?tab=import: listings from portals' search pages or from a JSON feed. */
export function ImportTab({
  section,
  result,
}: {
  section: ImportSection;
  result: PanelActionResult | undefined;
}) {
  return (
    <div className="space-y-5">
      <SectionNav tab="import" sections={IMPORT_SECTIONS} active={section} label="Rodzaj importu" />
      {section === "json" ? <JsonImport result={result} /> : <PortalImport />}
    </div>
  );
}
