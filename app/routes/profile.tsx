import { SimplePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Mój Profil");

export default function ProfilePage() {
  return (
    <SimplePage title="Mój Profil" links={[{ to: "/auth", label: "Zaloguj się" }]}>
      <p>Po zalogowaniu zmienisz tu swoje imię, nazwisko, telefon i zdjęcie profilowe.</p>
    </SimplePage>
  );
}
