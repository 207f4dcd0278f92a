// Placeholder until app/lib/service-schemas.ts lands; replaced by the real list.
import type { PanelActionResult } from "~/lib/panel";

export function MyServices(_props: {
  services: unknown[];
  editing: unknown;
  profilePhone: string;
  result: PanelActionResult | undefined;
}) {
  return null;
}
