import { MODERATION_TEXT } from "@shared/moderation";
import { RulesNote } from "~/components/moderation/rules-note";
import { Card } from "~/components/ui/card";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/report-sent";

export const meta = () => [
  ...pageMeta("Zgłoszenie wysłane"),
  { name: "robots", content: "noindex" },
];

/**
 * Where the confirmation link's button leads once the report is filed: the link itself stops
 * working then, so its own page could only answer 404 (with or without JavaScript).
 */
export function loader({ request }: Route.LoaderArgs) {
  const again = new URL(request.url).searchParams.has("ponownie");
  return { message: again ? MODERATION_TEXT.reportDuplicate : MODERATION_TEXT.reportSent };
}

export default function ReportSentPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">Zgłoszenie wysłane</h1>
        <p className="mt-3 text-gray-700" role="status">
          {loaderData.message}
        </p>
        <RulesNote />
      </Card>
    </div>
  );
}
