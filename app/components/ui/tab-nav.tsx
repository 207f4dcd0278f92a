import { Form, Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { Select } from "./input";

/**
 * A page's tabs as links (`tabHref(tab)`, by default `{path}?tab=`), so each tab has its own URL
 * and Back works (the user panel, the administrator panel). Phones get a select instead (spec: a
 * dropdown below 768 px); without JavaScript its button submits it as `{path}?tab=`.
 */
export function TabNav<Tab extends string>({
  path,
  tabs,
  labels,
  active,
  tabHref = (tab) => `${path}?tab=${tab}`,
  navLabel,
  selectLabel,
}: {
  path: string;
  tabs: readonly Tab[];
  labels: Record<Tab, string>;
  active: Tab;
  tabHref?: (tab: Tab) => string;
  navLabel: string;
  selectLabel: string;
}) {
  const navigate = useNavigate();
  const selectId = `${path.slice(1)}-tab`;
  return (
    <>
      <nav aria-label={navLabel} className="hidden border-b border-gray-200 md:block">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={tabHref(tab)}
                aria-current={tab === active ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-4 py-2.5 text-sm font-medium",
                  tab === active
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                )}
              >
                {labels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={path} className="flex gap-2 md:hidden">
        <label htmlFor={selectId} className="sr-only">
          {selectLabel}
        </label>
        <Select
          id={selectId}
          name="tab"
          defaultValue={active}
          onChange={(e) => navigate(tabHref(e.currentTarget.value as Tab))}
          className="h-11"
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {labels[tab]}
            </option>
          ))}
        </Select>
        <noscript>
          <Button type="submit" size="lg">
            Przejdź
          </Button>
        </noscript>
      </Form>
    </>
  );
}
