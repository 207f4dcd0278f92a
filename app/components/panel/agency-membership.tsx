import type { AgencyMembership } from "@shared/agency-membership";
import { Building2, Check, LogOut, X } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { toastResult, useActionFetcher } from "../ui/use-action-fetcher";

/**
 * A broker's agency, above every panel tab: invitations waiting for an answer (accept or
 * decline) and the agency they belong to (leave, after a confirmation). Accepting is what lets
 * an agency manage the broker's listings, so the box says so.
 */
export function AgencyMembershipBox({ membership }: { membership: AgencyMembership }) {
  const hydrated = useHydrated();
  const [leaving, setLeaving] = useState(false);
  const fetcher = useActionFetcher((answer) => {
    toastResult(answer);
    if (answer.ok) setLeaving(false);
  }, "/panel");
  const { invitations, agency } = membership;
  if (!invitations.length && !agency) return null;

  return (
    <div className="mt-6 space-y-3">
      {invitations.map((invitation) => (
        <section
          key={invitation.agencyId}
          aria-label={`Zaproszenie od agencji ${invitation.agencyName}`}
          className="rounded-xl border border-amber-300 bg-amber-50 p-4"
        >
          <h2 className="flex items-center gap-2 font-semibold text-gray-900">
            <Building2 aria-hidden="true" className="size-5 text-amber-700" />
            Zaproszenie do agencji {invitation.agencyName}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            Agencja zaprasza Cię do swojego zespołu. Jeśli zaakceptujesz, będzie mogła przeglądać,
            edytować i usuwać Twoje ogłoszenia. Agencję możesz w każdej chwili opuścić.
          </p>
          <form
            method="post"
            action="/panel"
            encType="multipart/form-data"
            onSubmit={fetcher.onSubmit}
            className="mt-3 flex flex-wrap gap-2"
          >
            <input type="hidden" name="agencyId" value={invitation.agencyId} />
            <Button
              type="submit"
              name="intent"
              value="agency-invitation-accept"
              disabled={fetcher.busy}
            >
              <Check aria-hidden="true" className="size-4" />
              Akceptuj
            </Button>
            <Button
              variant="secondary"
              type="submit"
              name="intent"
              value="agency-invitation-decline"
              disabled={fetcher.busy}
            >
              <X aria-hidden="true" className="size-4" />
              Odrzuć
            </Button>
          </form>
        </section>
      ))}
      {agency ? (
        <Card
          as="section"
          padding="sm"
          item
          aria-label="Twoja agencja"
          className="flex flex-col gap-3 sm:flex-row sm:items-center"
        >
          <p className="flex flex-1 items-center gap-2 text-gray-800">
            <Building2 aria-hidden="true" className="size-5 text-emerald-700" />
            <span>
              Należysz do agencji <strong>{agency.agencyName}</strong>, która zarządza Twoimi
              ogłoszeniami.
            </span>
          </p>
          <Button
            variant="danger-outline"
            type="button"
            onClick={() => setLeaving(true)}
            disabled={!hydrated}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Opuść agencję
          </Button>
        </Card>
      ) : null}
      {hydrated && leaving && agency ? (
        <ConfirmDialog
          title="Opuścić agencję?"
          text="Agencja od razu straci dostęp do Twoich ogłoszeń i dostanie o tym e-mail. Wrócić możesz tylko przez nowe zaproszenie."
          itemTitle={agency.agencyName}
          busy={fetcher.busy}
          confirm={{ label: "Opuść agencję", busyLabel: "Opuszczanie...", icon: LogOut }}
          onClose={() => setLeaving(false)}
          onConfirm={() => {
            const form = new FormData();
            form.set("intent", "agency-leave");
            form.set("agencyId", agency.agencyId);
            void fetcher.submit(form);
          }}
        />
      ) : null}
    </div>
  );
}
