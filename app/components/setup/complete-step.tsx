import type { AccountType } from "@shared/roles";
import { CircleCheckBig } from "lucide-react";
import { ButtonLink } from "../ui/button";

const NEXT: Record<AccountType, string> = {
  wlasciciel: "Możesz już dodawać ogłoszenia i odpowiadać na wiadomości od zainteresowanych.",
  posrednik: "Możesz już publikować oferty i prowadzić rozmowy z klientami.",
  agencja: "Możesz już publikować oferty agencji i zapraszać pośredników do zespołu.",
  firma: "Możesz już uzupełnić profil firmy i dodawać swoje usługi.",
};

/** Step 3: done. The final button goes home (spec). */
export function CompleteStep({
  accountType,
  agencyMissing = false,
}: {
  accountType: AccountType | null;
  /** An agency that skipped its profile step. */
  agencyMissing?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col items-center text-center">
      <CircleCheckBig aria-hidden="true" className="size-14 text-brand-600" />
      <p className="mt-4 max-w-md text-gray-600">
        {accountType ? NEXT[accountType] : "Twoje konto jest gotowe."} Dane kontaktowe i zdjęcie
        zmienisz w swoim profilu.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row-reverse">
        <ButtonLink to="/" size="lg">
          Przejdź do strony głównej
        </ButtonLink>
        {agencyMissing ? (
          <ButtonLink to="/konfiguracja?krok=agencja" variant="secondary" size="lg">
            Uzupełnij profil agencji
          </ButtonLink>
        ) : (
          <ButtonLink to="/profil" variant="secondary" size="lg">
            Uzupełnij profil
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
