import { Link } from "react-router";
import { ProsePage } from "~/components/ui/simple-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Polityka prywatności",
    "Jakie dane zbiera Okolica, w jakim celu, jak długo je przechowujemy i jakie masz prawa.",
  );

export default function PrivacyPage() {
  return (
    <ProsePage title="Polityka prywatności" updated="1 stycznia 2025">
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900"
      >
        Wersja robocza — wymaga weryfikacji prawnej. Treść może się zmienić przed uruchomieniem
        serwisu.
      </p>
      <p>
        Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy w serwisie
        Okolica, w jakim celu i jakie prawa przysługują Ci na podstawie RODO (rozporządzenia
        Parlamentu Europejskiego i Rady (UE) 2016/679) — to jest informacja, o której mowa w art. 13
        RODO.
      </p>

      <h2>1. Administrator danych</h2>
      <p>
        Administratorem danych jest operator serwisu Okolica z siedzibą w Leżajsku, woj.
        podkarpackie. We wszystkich sprawach dotyczących danych osobowych napisz na{" "}
        <a href="mailto:kontakt@okolica.pl">kontakt@okolica.pl</a>.
      </p>

      <h2>2. Jakie dane przetwarzamy</h2>
      <ul>
        <li>dane konta: imię, nazwisko, adres e-mail, hasło (wyłącznie w postaci skrótu);</li>
        <li>dane profilu, które sam podasz: telefon, zdjęcie, nazwa firmy, NIP, opis;</li>
        <li>treść ogłoszeń i wiadomości wraz z załącznikami;</li>
        <li>
          dane techniczne: adres IP, informacje o przeglądarce i dzienniki serwera, potrzebne do
          bezpieczeństwa serwisu.
        </li>
      </ul>

      <h2>3. Cele i podstawy prawne</h2>
      <ul>
        <li>
          prowadzenie konta, publikacja ogłoszeń i przekazywanie wiadomości — wykonanie umowy (art.
          6 ust. 1 lit. b RODO);
        </li>
        <li>
          bezpieczeństwo, zapobieganie nadużyciom i obsługa reklamacji — nasz prawnie uzasadniony
          interes (art. 6 ust. 1 lit. f RODO);
        </li>
        <li>rozliczenia płatnych wyróżnień — obowiązek prawny (art. 6 ust. 1 lit. c RODO);</li>
        <li>
          rozpatrywanie zgłoszeń treści nielegalnych i odwołań (rozporządzenie (UE) 2022/2065, DSA)
          — obowiązek prawny (art. 6 ust. 1 lit. c RODO);
        </li>
        <li>
          liczenie wyświetleń ogłoszeń bez przechowywania adresu IP (zapisujemy tylko jednodniowy,
          solony skrót) — prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).
        </li>
      </ul>
      <p>
        Podanie danych przy zakładaniu konta jest dobrowolne, ale niezbędne do jego prowadzenia. Nie
        podejmujemy decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym
        profilowania, wywołujących wobec Ciebie skutki prawne. Nie przekazujemy danych poza
        Europejski Obszar Gospodarczy, chyba że dostawca logowania (Google, Meta) robi to na
        podstawie standardowych klauzul umownych lub decyzji Komisji Europejskiej o odpowiednim
        stopniu ochrony.
      </p>

      <h2>4. Odbiorcy danych</h2>
      <p>
        Dane ogłoszenia (w tym numer telefonu, jeśli go podasz) są publiczne. Pozostałe dane
        powierzamy wyłącznie dostawcom usług, bez których serwis nie działa (hosting, wysyłka
        e-maili), na podstawie umów powierzenia. Jeśli logujesz się przez Google lub Facebook,
        otrzymujemy od nich Twoje imię, nazwisko i adres e-mail. Dane możemy udostępnić organom
        publicznym, gdy wymaga tego prawo. Nie sprzedajemy danych. Numer telefonu w ogłoszeniu
        pokazujemy wyłącznie zalogowanym użytkownikom.
      </p>

      <h2>5. Okres przechowywania danych</h2>
      <p>
        Dane konta i ogłoszeń — do czasu usunięcia konta. Załączniki wiadomości wygasają
        automatycznie. Skróty adresów IP służące liczeniu wyświetleń usuwamy po kilku dniach.
        Dzienniki serwera przechowujemy do 90 dni, zgłoszenia DSA — 2 lata od ich rozpatrzenia, a
        dokumenty rozliczeniowe — przez okres wymagany przepisami podatkowymi (5 lat).
      </p>

      <h2>6. Twoje prawa</h2>
      <p>Masz prawo do:</p>
      <ul>
        <li>dostępu do swoich danych i otrzymania ich kopii;</li>
        <li>sprostowania i usunięcia danych;</li>
        <li>ograniczenia przetwarzania i przeniesienia danych;</li>
        <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie;</li>
        <li>
          wniesienia skargi do organu nadzorczego — Prezesa Urzędu Ochrony Danych Osobowych (PUODO),
          ul. Stawki 2, 00-193 Warszawa, jeśli uważasz, że przetwarzamy dane niezgodnie z prawem.
        </li>
      </ul>
      <p>
        Aby skorzystać z praw, napisz na <a href="mailto:kontakt@okolica.pl">kontakt@okolica.pl</a>.
        Odpowiemy w ciągu miesiąca.
      </p>

      <h2>7. Pliki cookies</h2>
      <p>
        Używamy wyłącznie niezbędnych plików cookies: do utrzymania sesji zalogowania i ochrony
        formularzy. Nie stosujemy cookies reklamowych ani śledzących.
      </p>

      <h2>8. Bezpieczeństwo</h2>
      <p>
        Połączenie z serwisem jest szyfrowane, hasła przechowujemy w postaci jednokierunkowego
        skrótu, a dostęp do danych mają tylko upoważnione osoby.
      </p>

      <h2>9. Zgłaszanie treści nielegalnych</h2>
      <p>
        Treści naruszające prawo (także Twoje dane osobowe opublikowane bez zgody) zgłoś na adres
        punktu kontaktowego <a href="mailto:dsa@okolica.pl">dsa@okolica.pl</a>. Procedurę opisuje{" "}
        <Link to="/regulamin#dsa">§ 7 Regulaminu</Link>.
      </p>

      <h2>10. Zmiany polityki</h2>
      <p>
        O istotnych zmianach tej polityki poinformujemy na stronie serwisu i e-mailem
        zarejestrowanych użytkowników.
      </p>
    </ProsePage>
  );
}
