import { IMPORT_SECTIONS, type ImportSection } from "@shared/admin";
import { SectionNav } from "./section-nav";

/** /admin/import/{section}: listings from portals' search pages or from a JSON feed. */
export function ImportTab({
  section,
  children,
}: {
  section: ImportSection;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-5">
      <SectionNav tab="import" sections={IMPORT_SECTIONS} active={section} label="Rodzaj importu" />
      {children}
    </div>
  );
}
