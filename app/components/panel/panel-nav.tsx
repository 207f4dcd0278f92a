import { Form, Link, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { PANEL_TABS, type PanelTab } from "~/lib/panel";

/**
 * The role's tabs as links (`?tab=`), so each tab has its own URL and Back works. Phones get a
 * select instead (spec: a dropdown below 768 px); without JavaScript its button submits it.
 */
export function PanelNav({ tabs, active }: { tabs: readonly PanelTab[]; active: PanelTab }) {
  const navigate = useNavigate();
  return (
    <>
      <nav aria-label="Sekcje panelu" className="hidden border-b border-gray-200 md:block">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={`/panel?tab=${tab}`}
                aria-current={tab === active ? "page" : undefined}
                className={cn(
                  "inline-block border-b-2 px-4 py-2.5 text-sm font-medium",
                  tab === active
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900",
                )}
              >
                {PANEL_TABS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action="/panel" className="flex gap-2 md:hidden">
        <label htmlFor="panel-tab" className="sr-only">
          Sekcja panelu
        </label>
        <select
          id="panel-tab"
          name="tab"
          defaultValue={active}
          onChange={(e) => navigate(`/panel?tab=${e.currentTarget.value}`)}
          className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base"
        >
          {tabs.map((tab) => (
            <option key={tab} value={tab}>
              {PANEL_TABS[tab]}
            </option>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            Przejdź
          </button>
        </noscript>
      </Form>
    </>
  );
}
