import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Panel Użytkownika");

export default function PanelPage() {
  return (
    <SimplePage title="Panel Użytkownika" links={[{ to: "/auth", label: "Zaloguj się" }]}>
      <p>Zarządzaj swoimi danymi, ogłoszeniami i usługami — po zalogowaniu.</p>
    </SimplePage>
  );
}
