import { Link } from "react-router";
import { ProsePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Regulamin", "Regulamin serwisu ogłoszeń nieruchomości i usług lokalnych Okolica.");

export default function TermsPage() {
  return (
    <ProsePage title="Regulamin serwisu Okolica" updated="1 stycznia 2025">
      <h2>§ 1. Postanowienia ogólne</h2>
      <ol>
        <li>
          Regulamin określa zasady korzystania z serwisu internetowego Okolica (dalej: „Serwis”),
          służącego do publikowania i przeglądania ogłoszeń nieruchomości oraz ofert usług z
          Leżajska i okolicznych miejscowości.
        </li>
        <li>
          Serwis prowadzi operator Okolicy z siedzibą w Leżajsku, woj. podkarpackie (dalej:
          „Operator”). Kontakt z Operatorem:{" "}
          <a href="mailto:kontakt@okolica.pl">kontakt@okolica.pl</a>.
        </li>
        <li>
          Przeglądanie ogłoszeń jest bezpłatne i nie wymaga konta. Dodawanie ogłoszeń i wysyłanie
          wiadomości wymaga rejestracji.
        </li>
      </ol>

      <h2>§ 2. Definicje</h2>
      <ul>
        <li>
          <strong>Użytkownik</strong> — osoba korzystająca z Serwisu, w tym osoba posiadająca konto.
        </li>
        <li>
          <strong>Ogłoszenie</strong> — oferta sprzedaży lub wynajmu nieruchomości albo oferta usług
          opublikowana w Serwisie.
        </li>
        <li>
          <strong>Oferta zewnętrzna</strong> — ogłoszenie pochodzące z innego portalu, oznaczone
          nazwą źródła i linkiem do oryginału.
        </li>
      </ul>

      <h2>§ 3. Konto</h2>
      <ol>
        <li>
          Konto można założyć, podając adres e-mail i hasło albo logując się przez Google lub
          Facebook. Adres e-mail trzeba potwierdzić.
        </li>
        <li>
          Użytkownik wybiera typ konta: właściciel, pośrednik, agencja nieruchomości lub firma
          usługowa, i podaje prawdziwe dane.
        </li>
        <li>Użytkownik nie udostępnia hasła innym osobom i odpowiada za działania na koncie.</li>
        <li>
          Użytkownik może w każdej chwili usunąć konto, pisząc do Operatora. Usunięcie konta usuwa
          jego ogłoszenia.
        </li>
      </ol>

      <h2>§ 4. Ogłoszenia</h2>
      <ol>
        <li>
          Ogłoszenie musi dotyczyć rzeczywistej nieruchomości lub usługi, zawierać prawdziwe
          informacje (cena, powierzchnia, lokalizacja) oraz zdjęcia, do których Użytkownik ma prawa.
        </li>
        <li>
          Zabronione jest publikowanie treści niezgodnych z prawem, obraźliwych, wprowadzających w
          błąd, reklam niezwiązanych z ofertą oraz powielanie tego samego ogłoszenia.
        </li>
        <li>
          Pośrednicy i agencje oznaczają ogłoszenia jako prowadzone przez pośrednika; etykieta
          „Sprawdzone” przysługuje sprzedającym zweryfikowanym przez Operatora.
        </li>
        <li>
          Operator może przenieść ogłoszenie do archiwum lub je usunąć, jeśli narusza ono Regulamin,
          a w razie powtarzających się naruszeń — zablokować konto.
        </li>
        <li>
          Podstawowe ogłoszenia są bezpłatne. Wyróżnienia płatne (Premium, Wyróżnione, Pilne)
          działają przez czas wskazany przy zakupie.
        </li>
      </ol>

      <h2>§ 5. Oferty zewnętrzne</h2>
      <p>
        Oferty zewnętrzne pokazujemy w celach informacyjnych. Za ich treść odpowiada publikujący je
        w serwisie źródłowym; kontakt ze sprzedającym odbywa się przez ten serwis.
      </p>

      <h2>§ 6. Wiadomości</h2>
      <p>
        Wiadomości służą do kontaktu w sprawie ogłoszeń. Zabronione jest wysyłanie spamu, treści
        obraźliwych i prób wyłudzenia danych lub pieniędzy. Załączniki są widoczne tylko dla nadawcy
        i odbiorcy.
      </p>

      <h2>§ 7. Odpowiedzialność</h2>
      <p>
        Operator udostępnia Serwis jako platformę ogłoszeniową i nie jest stroną umów zawieranych
        między Użytkownikami. Operator dokłada starań, aby Serwis działał bez przerw, ale zastrzega
        sobie prawo do przerw technicznych.
      </p>

      <h2>§ 8. Reklamacje</h2>
      <p>
        Reklamacje dotyczące działania Serwisu można zgłaszać na adres{" "}
        <a href="mailto:kontakt@okolica.pl">kontakt@okolica.pl</a>. Operator odpowiada w ciągu 14
        dni.
      </p>

      <h2>§ 9. Dane osobowe</h2>
      <p>
        Zasady przetwarzania danych osobowych opisuje{" "}
        <Link to="/polityka-prywatnosci">Polityka prywatności</Link>.
      </p>

      <h2>§ 10. Postanowienia końcowe</h2>
      <p>
        O zmianach Regulaminu Operator informuje z co najmniej 14-dniowym wyprzedzeniem na stronie
        Serwisu. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w tym Kodeksu
        cywilnego i ustawy o świadczeniu usług drogą elektroniczną.
      </p>
    </ProsePage>
  );
}
