import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Konfiguracja konta");

export default function SetupPage() {
  return (
    <SimplePage title="Konfiguracja konta" links={[{ to: "/auth", label: "Przejdź do logowania" }]}>
      <p>
        Tutaj po rejestracji wybierzesz typ konta: właściciel, pośrednik, agencja nieruchomości lub
        firma usługowa. Najpierw zaloguj się lub załóż konto.
      </p>
    </SimplePage>
  );
}
