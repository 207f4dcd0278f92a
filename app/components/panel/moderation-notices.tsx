import { formatDate } from "@shared/format";
import { APPEAL_OUTCOMES, MODERATION_DECISIONS, type ModerationDecision } from "@shared/moderation";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Card } from "../ui/card";

type Notice = {
  what: string;
  decision: ModerationDecision;
  decidedAt: Date | string;
  path: string;
  appealedAt: Date | string | null;
  appealOutcome: keyof typeof APPEAL_OUTCOMES | null;
};

/**
 * Above every panel tab: the moderation decisions about the user's content of the last six
 * months (the appeal term), each with where it stands and the link to its statement of reasons.
 */
export function ModerationNotices({ decisions }: { decisions: readonly Notice[] }) {
  return (
    <Card
      as="section"
      variant="warning"
      padding="sm"
      item
      flat
      aria-labelledby="moderation-notices-heading"
      className="mt-6"
    >
      <h2
        id="moderation-notices-heading"
        className="flex items-center gap-2 font-semibold text-amber-950"
      >
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        Decyzje moderacji dotyczące Twoich treści
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-gray-800">
        {decisions.map((notice) => (
          <li key={notice.path} className="break-words">
            {formatDate(notice.decidedAt)}: {MODERATION_DECISIONS[notice.decision]} — {notice.what}.{" "}
            {notice.appealOutcome
              ? `${APPEAL_OUTCOMES[notice.appealOutcome]}.`
              : notice.appealedAt
                ? "Odwołanie czeka na rozpatrzenie."
                : ""}{" "}
            <Link to={notice.path} className="font-semibold text-brand-700 underline">
              {notice.appealedAt ? "Zobacz uzasadnienie" : "Zobacz uzasadnienie i odwołaj się"}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
