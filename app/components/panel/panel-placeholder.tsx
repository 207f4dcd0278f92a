import { PANEL_TABS, type PanelTab } from "~/lib/panel";

/** What the tabs that later features fill say until then: honest, no fake controls. */
const COMING: Partial<Record<PanelTab, string>> = {
  agents: "Tu zarządzisz zespołem pośredników swojej agencji.",
};

export function PanelPlaceholder({ tab }: { tab: PanelTab }) {
  return (
    <section
      aria-labelledby="panel-placeholder"
      className="rounded-2xl border border-dashed border-gray-300 bg-white p-8 text-center"
    >
      <h2 id="panel-placeholder" className="text-xl font-semibold text-gray-900">
        {PANEL_TABS[tab]}
      </h2>
      <p className="mt-2 text-gray-600">{COMING[tab]}</p>
      <p className="mt-1 text-sm text-gray-500">Ta sekcja jest w przygotowaniu.</p>
    </section>
  );
}
