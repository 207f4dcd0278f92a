import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Agencja nieruchomości");

export default function AgencyPage() {
  return (
    <SimplePage
      title="Agencja nieruchomości"
      links={[
        { to: "/mieszkania", label: "Przeglądaj oferty" },
        { to: "/", label: "Strona główna" },
      ]}
    >
      <p>Profile agencji z ich zespołem i ofertami pojawią się tutaj wkrótce.</p>
    </SimplePage>
  );
}
