import { IMPORT_SECTIONS, type ImportSection } from "@shared/admin";
import type { PanelActionResult } from "@shared/panel";
import type { PortalOption } from "@shared/portal-import";
import { JsonImport } from "./import-json";
import { PortalImport } from "./import-portals";
import { SectionNav } from "./section-nav";

/** /admin?tab=import: listings from portals' search pages or from a JSON feed. */
export function ImportTab({
  section,
  portals,
  result,
}: {
  section: ImportSection;
  /** The portals whose search pages can be imported. */
  portals: PortalOption[];
  result: PanelActionResult | undefined;
}) {
  return (
    <div className="space-y-5">
      <SectionNav tab="import" sections={IMPORT_SECTIONS} active={section} label="Rodzaj importu" />
      {section === "json" ? <JsonImport result={result} /> : <PortalImport portals={portals} />}
    </div>
  );
}
