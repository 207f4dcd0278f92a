import { Link } from "react-router";
import { ProsePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Regulamin",
    "Regulamin serwisu Okolica: rodzaje usług elektronicznych, warunki techniczne, zasady ogłoszeń, reklamacje oraz zgłaszanie treści nielegalnych (DSA).",
  );

const CONTACT_EMAIL = "kontakt@okolica.pl";
/** The single point of contact required by art. 11–12 DSA (authorities and users alike). */
const DSA_EMAIL = "dsa@okolica.pl";

export default function TermsPage() {
  return (
    <ProsePage title="Regulamin serwisu Okolica" updated="1 stycznia 2025">
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900"
      >
        Wersja robocza — wymaga weryfikacji prawnej. Treść może się zmienić przed uruchomieniem
        serwisu.
      </p>

      <h2>§ 1. Postanowienia ogólne</h2>
      <ol>
        <li>
          Regulamin określa zasady świadczenia usług drogą elektroniczną w serwisie internetowym
          Okolica (dalej: „Serwis”), służącym do publikowania i przeglądania ogłoszeń nieruchomości
          oraz ofert usług z Leżajska i okolicznych miejscowości. Jest regulaminem, o którym mowa w
          art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.
        </li>
        <li>
          Usługodawcą jest operator Serwisu z siedzibą w Leżajsku, woj. podkarpackie (dalej:
          „Operator”). Kontakt: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </li>
        <li>
          Regulamin jest udostępniany nieodpłatnie na tej stronie w formie, która umożliwia jego
          pobranie, utrwalenie i wydrukowanie.
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
        <li>
          <strong>Treść nielegalna</strong> — informacja niezgodna z prawem Unii Europejskiej lub
          prawem polskim, w tym ogłoszenie fikcyjne służące oszustwu.
        </li>
      </ul>

      <h2>§ 3. Rodzaje i zakres usług elektronicznych</h2>
      <p>Operator świadczy drogą elektroniczną następujące usługi:</p>
      <ol>
        <li>przeglądanie i wyszukiwanie ogłoszeń oraz ofert usług — bez konta, bezpłatnie;</li>
        <li>prowadzenie konta Użytkownika (profil, panel ogłoszeń, ustawienia);</li>
        <li>publikowanie ogłoszeń, w tym import ogłoszenia z innego portalu na podstawie linku;</li>
        <li>wiadomości między Użytkownikami w sprawie ogłoszeń;</li>
        <li>wystawianie opinii o firmach usługowych (jedna opinia Użytkownika o danej usłudze);</li>
        <li>
          płatne wyróżnienia ogłoszeń (Premium, Wyróżnione, Pilne) — na warunkach podanych przy
          zakupie.
        </li>
      </ol>
      <p>
        Umowa o prowadzenie konta zostaje zawarta z chwilą potwierdzenia adresu e-mail i jest
        zawierana na czas nieoznaczony. Umowy o pozostałe usługi bezpłatne zawierane są z chwilą
        rozpoczęcia korzystania z nich i wygasają z chwilą jego zakończenia. Użytkownik może w
        każdej chwili rozwiązać umowę, usuwając konto lub pisząc do Operatora.
      </p>

      <h2>§ 4. Wymagania techniczne</h2>
      <ul>
        <li>
          urządzenie z dostępem do Internetu i aktualną przeglądarką (Chrome, Firefox, Safari,
          Edge);
        </li>
        <li>włączona obsługa plików cookies niezbędnych do logowania;</li>
        <li>aktywny adres e-mail — do założenia konta i odzyskiwania hasła.</li>
      </ul>
      <p>
        Korzystanie z Internetu wiąże się z typowymi zagrożeniami (np. złośliwe oprogramowanie,
        wyłudzanie danych). Operator szyfruje połączenie i nigdy nie prosi o podanie hasła w
        wiadomości.
      </p>

      <h2>§ 5. Konto</h2>
      <ol>
        <li>
          Konto można założyć, podając adres e-mail i hasło albo logując się przez Google lub
          Facebook. Użytkownik wybiera typ konta: właściciel, pośrednik, agencja nieruchomości lub
          firma usługowa, i podaje prawdziwe dane.
        </li>
        <li>Użytkownik nie udostępnia hasła innym osobom i odpowiada za działania na koncie.</li>
        <li>Usunięcie konta usuwa jego ogłoszenia.</li>
      </ol>

      <h2>§ 6. Ogłoszenia i opinie</h2>
      <ol>
        <li>
          Ogłoszenie musi dotyczyć rzeczywistej nieruchomości lub usługi, zawierać prawdziwe
          informacje (cena, powierzchnia, lokalizacja) oraz zdjęcia, do których Użytkownik ma prawa.
        </li>
        <li>
          Zakazane jest dostarczanie treści o charakterze bezprawnym, obraźliwych, wprowadzających w
          błąd, reklam niezwiązanych z ofertą oraz powielanie tego samego ogłoszenia.
        </li>
        <li>
          Opinia o firmie opisuje własne doświadczenie Użytkownika. Firma nie może oceniać własnych
          usług. Opinie nie są sponsorowane; ocena firmy to średnia wszystkich opinii.
        </li>
        <li>
          Pośrednicy i agencje oznaczają ogłoszenia jako prowadzone przez pośrednika; etykieta
          „Sprawdzone” przysługuje sprzedającym zweryfikowanym przez Operatora.
        </li>
        <li>
          Oferty zewnętrzne pokazujemy w celach informacyjnych; za ich treść odpowiada publikujący
          je w serwisie źródłowym.
        </li>
      </ol>

      <h2 id="dsa">§ 7. Punkt kontaktowy i zgłaszanie treści nielegalnych (DSA)</h2>
      <ol>
        <li>
          Pojedynczym punktem kontaktowym w rozumieniu art. 11 i 12 rozporządzenia (UE) 2022/2065 o
          jednolitym rynku usług cyfrowych (DSA) — dla organów państw członkowskich, Komisji
          Europejskiej i Użytkowników — jest adres <a href={`mailto:${DSA_EMAIL}`}>{DSA_EMAIL}</a>.
          Korespondencję prowadzimy po polsku lub angielsku.
        </li>
        <li>
          Każdy może zgłosić treść, którą uważa za nielegalną (art. 16 DSA), pisząc na{" "}
          <a href={`mailto:${DSA_EMAIL}`}>{DSA_EMAIL}</a>. Zgłoszenie powinno zawierać: (a)
          uzasadnienie, dlaczego treść jest nielegalna, (b) dokładny adres URL ogłoszenia, opinii
          lub profilu, (c) imię i nazwisko oraz adres e-mail zgłaszającego (nie dotyczy zgłoszeń
          przestępstw wykorzystywania seksualnego dzieci), (d) oświadczenie o działaniu w dobrej
          wierze i przekonaniu, że informacje są prawidłowe i kompletne.
        </li>
        <li>
          Potwierdzamy otrzymanie zgłoszenia bez zbędnej zwłoki, rozpatrujemy je w sposób obiektywny
          i niearbitralny, zwykle w ciągu 7 dni, i informujemy zgłaszającego o decyzji oraz
          możliwości jej zaskarżenia.
        </li>
        <li>
          Jeżeli usuniemy lub ograniczymy treść albo zablokujemy konto, autor otrzymuje uzasadnienie
          (art. 17 DSA) ze wskazaniem podstawy decyzji. Od decyzji można się odwołać w ciągu 6
          miesięcy, pisząc na ten sam adres; odwołanie rozpatruje osoba, która nie podjęła decyzji.
          Użytkownik może też skorzystać z pozasądowego organu rozstrzygania sporów (art. 21 DSA)
          lub drogi sądowej.
        </li>
        <li>
          Zgłoszenia oczywiście bezzasadne, składane często, mogą skutkować czasowym wstrzymaniem
          ich rozpatrywania (art. 23 DSA). O podejrzeniu przestępstwa zagrażającego życiu lub
          bezpieczeństwu osób Operator niezwłocznie zawiadamia właściwe organy.
        </li>
      </ol>

      <h2>§ 8. Reklamacje</h2>
      <ol>
        <li>
          Reklamacje dotyczące usług świadczonych drogą elektroniczną można składać na adres{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </li>
        <li>
          Reklamacja powinna zawierać adres e-mail do odpowiedzi, opis problemu i — jeśli dotyczy —
          adres strony, której problem dotyczy.
        </li>
        <li>
          Operator rozpatruje reklamację w ciągu 14 dni od jej otrzymania i odpowiada na podany
          adres e-mail. Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, np.
          pomocy miejskiego rzecznika konsumentów.
        </li>
      </ol>

      <h2>§ 9. Odpowiedzialność</h2>
      <p>
        Operator udostępnia Serwis jako platformę ogłoszeniową (usługa hostingu) i nie jest stroną
        umów zawieranych między Użytkownikami. Operator dokłada starań, aby Serwis działał bez
        przerw, ale zastrzega sobie prawo do przerw technicznych, o ile to możliwe zapowiadanych z
        wyprzedzeniem.
      </p>

      <h2>§ 10. Dane osobowe</h2>
      <p>
        Zasady przetwarzania danych osobowych opisuje{" "}
        <Link to="/polityka-prywatnosci">Polityka prywatności</Link>.
      </p>

      <h2>§ 11. Postanowienia końcowe</h2>
      <p>
        O zmianach Regulaminu Operator informuje z co najmniej 14-dniowym wyprzedzeniem na stronie
        Serwisu i e-mailem zarejestrowanych Użytkowników. W sprawach nieuregulowanych stosuje się
        przepisy prawa polskiego, w tym Kodeksu cywilnego i ustawy o świadczeniu usług drogą
        elektroniczną, oraz rozporządzenia (UE) 2022/2065.
      </p>
    </ProsePage>
  );
}
