import { TERMS } from "@shared/legal";
import { LegalPage } from "~/components/legal/legal-page";
import text from "~/content/terms.md?raw";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta(
    "Regulamin",
    "Regulamin serwisu Okolica: usługi, wymagania techniczne, zasady ogłoszeń, płatne plany, prawa konsumenta, reklamacje oraz zgłaszanie treści nielegalnych (DSA).",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { operator: getAppContext(context).config.operator };
}

/**
 * The Regulamin of art. 8 of the Polish e-services act (ustawa o świadczeniu usług drogą
 * elektroniczną), its text in app/content/terms.md. It describes the service as the code runs it:
 * change both together, and give a changed text a new TERMS.version (shared/legal.ts).
 */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Regulamin serwisu Okolica"
      version={TERMS}
      text={text}
      operator={loaderData.operator}
    />
  );
}
