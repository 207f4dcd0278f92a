import { PRIVACY_POLICY } from "@shared/legal";
import { LegalPage } from "~/components/legal/legal-page";
import text from "~/content/privacy.md?raw";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta(
    "Polityka prywatności",
    "Jakie dane zbiera Okolica, w jakim celu i na jakiej podstawie, jak długo je przechowujemy, komu je powierzamy i jakie masz prawa.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { operator: getAppContext(context).config.operator };
}

/**
 * The information of art. 13 GDPR (its text in app/content/privacy.md), per processing, as the
 * code does it: the session cookie (server/auth/auth.ts), request logs without addresses
 * (server/http.ts), daily salted view hashes kept 2 days (server/kernel/visitor-count.ts),
 * attachments deleted after 10 days and sent mail after 30 (server/messages,
 * server/mail/outbox.ts), what account deletion keeps (server/accounts/delete-account.ts). Change
 * both together and give a new PRIVACY_POLICY.version.
 */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      title="Polityka prywatności"
      version={PRIVACY_POLICY}
      text={text}
      operator={loaderData.operator}
    />
  );
}
