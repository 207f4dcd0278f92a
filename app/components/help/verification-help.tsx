import { SELLER_LABELS, VERIFIED_LISTING_LABEL } from "@shared/categories";

/**
 * /pomoc#weryfikacja: the one place that explains the marks. Each names what was checked — the
 * seller's account or one listing — so 'Sprawdzony sprzedawca' and 'Zweryfikowane ogłoszenie'
 * never read as the same idea twice.
 */
export function VerificationHelp() {
  return (
    <section id="weryfikacja" aria-labelledby="weryfikacja-heading" className="scroll-mt-20">
      <h2 id="weryfikacja-heading">Oznaczenia: kto sprzedaje i co sprawdziliśmy</h2>
      <p>
        Karta oferty ma najwyżej dwie etykiety: kto sprzedaje i — jeśli ogłoszeniodawca zapłacił za
        promocję — jedną etykietę płatną. Każde oznaczenie mówi, czego dotyczy:
      </p>
      <ul>
        <li>
          <strong>{SELLER_LABELS.klient}</strong> — ogłoszenie dodał sam właściciel nieruchomości.
        </li>
        <li>
          <strong>{SELLER_LABELS.posrednik}</strong> — ofertę prowadzi pośrednik lub agencja
          nieruchomości.
        </li>
        <li>
          <strong>{SELLER_LABELS.sprawdzone}</strong> — cecha konta, nie pojedynczej oferty:
          administrator Okolicy potwierdził, kto sprzedaje. Etykietę mają ogłoszenia, które to konto
          dodało po sprawdzeniu.
        </li>
        <li>
          <strong>{VERIFIED_LISTING_LABEL}</strong> — cecha jednej oferty: administrator Okolicy
          sprawdził to ogłoszenie. Widać ją na stronie oferty, nie na karcie w wynikach.
        </li>
        <li>
          <strong>Zweryfikowana agencja</strong>, <strong>Zweryfikowana firma</strong> —
          administrator sprawdził dane agencji nieruchomości lub firmy usługowej.
        </li>
        <li>
          <strong>Premium</strong>, <strong>Wyróżnione</strong>, <strong>Pilne</strong> — płatne
          promocje ogłoszeniodawcy. Nie oznaczają, że sprawdziliśmy ofertę lub sprzedającego.
        </li>
      </ul>
    </section>
  );
}
