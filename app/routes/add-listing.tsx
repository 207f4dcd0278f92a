import { mayAddListings, panelPath } from "@shared/panel";
import { redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ErrorPage } from "~/components/ui/error-page";
import { requireUser } from "~/http/guards.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/add-listing";

export const meta = () => [...pageMeta("Dodaj ogłoszenie"), { name: "robots", content: "noindex" }];

/**
 * The header's "Dodaj ogłoszenie": a visitor goes to sign in and comes back here (requireUser),
 * whoever may add listings goes on to the panel's form, and a service company, which has no
 * listings, is told why and where its own offers go.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  if (mayAddListings(actor.roles)) throw redirect(panelPath("properties", "action=add-property"));
  return null;
}

export default function AddListing() {
  return (
    <ErrorPage
      title="Konto firmy nie dodaje ogłoszeń"
      message="Konto firmy usługowej przedstawia usługi, a nie nieruchomości. Swoje usługi dodasz w panelu; aby sprzedać lub wynająć nieruchomość, załóż osobne konto właściciela."
      action={
        <ButtonLink to={panelPath("services")} size="lg">
          Przejdź do moich usług
        </ButtonLink>
      }
    />
  );
}
