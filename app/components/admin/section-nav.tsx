import { type AdminTab, adminPath } from "@shared/admin";
import { Link } from "react-router";
import { chipClass } from "../ui/chip";

/** A tab's sub-sections as links (/admin/{tab}/{section}), wrapping on a phone. */
export function SectionNav<Section extends string>({
  tab,
  sections,
  active,
  label,
}: {
  tab: AdminTab;
  sections: Record<Section, string>;
  active: Section;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {(Object.keys(sections) as Section[]).map((section) => (
          <li key={section}>
            <Link
              to={adminPath(tab, section)}
              aria-current={section === active ? "page" : undefined}
              className={chipClass("section", section === active)}
            >
              {sections[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
