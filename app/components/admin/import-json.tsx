import type { PanelActionResult } from "~/lib/panel";

/** The JSON import (paste or file). */
export function JsonImport(_props: { result: PanelActionResult | undefined }) {
  return <p className="text-gray-700">Sekcja w przygotowaniu.</p>;
}
