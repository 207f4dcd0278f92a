import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Logowanie");

// The sign-in and sign-up forms arrive with the accounts work.
export default function AuthPage() {
  return (
    <SimplePage title="Logowanie i rejestracja">
      <p>
        Logowanie i zakładanie kont uruchomimy wkrótce. Do tego czasu możesz przeglądać wszystkie
        oferty i usługi bez konta.
      </p>
    </SimplePage>
  );
}
