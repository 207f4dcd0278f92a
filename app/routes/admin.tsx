import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "../../server/auth/actor";
import type { Route } from "./+types/admin";

export const meta = () => [
  ...pageMeta("Panel administratora"),
  { name: "robots", content: "noindex" },
];

// Anonymous visitors go to /auth and come back; signed-in non-administrators get 403.
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireRole(context, request, "administrator");
  return null;
}

export default function AdminPage() {
  return (
    <SimplePage title="Panel administratora">
      <p>Tu pojawią się narzędzia administratora: ogłoszenia, użytkownicy, importy i ustawienia.</p>
    </SimplePage>
  );
}
