import { type AdminTab, adminPath } from "@shared/admin";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

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
              className={cn(
                "inline-block rounded-full px-4 py-2 text-sm font-medium ring-1 ring-inset",
                section === active
                  ? "bg-brand-700 text-white ring-brand-700"
                  : "bg-white text-gray-700 ring-gray-300 hover:bg-gray-50",
              )}
            >
              {sections[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
