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
      <p>
        Szanujemy Twoją prywatność. Poniżej wyjaśniamy, jakie dane osobowe przetwarzamy w serwisie
        Okolica, w jakim celu i jakie prawa przysługują Ci na podstawie RODO (rozporządzenia
        Parlamentu Europejskiego i Rady (UE) 2016/679).
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
        <li>rozliczenia płatnych wyróżnień — obowiązek prawny (art. 6 ust. 1 lit. c RODO).</li>
      </ul>

      <h2>4. Komu przekazujemy dane</h2>
      <p>
        Dane ogłoszenia (w tym numer telefonu, jeśli go podasz) są publiczne. Pozostałe dane
        powierzamy wyłącznie dostawcom usług, bez których serwis nie działa (hosting, wysyłka
        e-maili), na podstawie umów powierzenia. Jeśli logujesz się przez Google lub Facebook,
        otrzymujemy od nich Twoje imię, nazwisko i adres e-mail. Nie sprzedajemy danych.
      </p>

      <h2>5. Jak długo przechowujemy dane</h2>
      <p>
        Dane konta i ogłoszeń — do czasu usunięcia konta. Załączniki wiadomości wygasają
        automatycznie. Dzienniki serwera przechowujemy do 90 dni, a dokumenty rozliczeniowe — przez
        okres wymagany przepisami podatkowymi.
      </p>

      <h2>6. Twoje prawa</h2>
      <p>Masz prawo do:</p>
      <ul>
        <li>dostępu do swoich danych i otrzymania ich kopii;</li>
        <li>sprostowania i usunięcia danych;</li>
        <li>ograniczenia przetwarzania i przeniesienia danych;</li>
        <li>sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie;</li>
        <li>
          wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193
          Warszawa).
        </li>
      </ul>

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

      <h2>9. Zmiany polityki</h2>
      <p>
        O istotnych zmianach tej polityki poinformujemy na stronie serwisu i e-mailem
        zarejestrowanych użytkowników.
      </p>
    </ProsePage>
  );
}
