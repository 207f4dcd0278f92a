import { PRIVACY_POLICY, TERMS_PATH } from "@shared/legal";
import { Link } from "react-router";
import { DocumentVersion, MailLink, OperatorIdentity } from "~/components/legal/legal-document";
import { ProsePage } from "~/components/ui/prose-page";
import { publicPageHeaders } from "~/http/cache-headers";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.ts). */
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta(
    "Polityka prywatności",
    "Jakie dane zbiera Okolica, w jakim celu i na jakiej podstawie, jak długo je przechowujemy, komu je powierzamy i jakie masz prawa.",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { operator: getAppContext(context).config.operator };
}

/**
 * The information of art. 13 GDPR, per processing, as the code does it: the session cookie
 * (server/auth/auth.ts), request logs without addresses (server/http.ts), daily salted view
 * hashes kept 2 days (server/kernel/visitor-count.ts), attachments deleted after 10 days and sent
 * mail after 30 (server/messages, server/mail/outbox.ts), what account deletion keeps
 * (server/accounts/delete-account.ts). Change both together and give a new PRIVACY_POLICY.version.
 */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { operator } = loaderData;
  const privacyEmail = <MailLink to={operator.privacyEmail} />;
  return (
    <ProsePage title="Polityka prywatności">
      <DocumentVersion {...PRIVACY_POLICY} />
      <p>
        Ta polityka to informacja, o której mowa w art. 13 i 14 rozporządzenia (UE) 2016/679 (RODO):
        kto przetwarza Twoje dane osobowe w serwisie Okolica, w jakim celu, na jakiej podstawie, jak
        długo i jakie masz prawa.
      </p>

      <h2>1. Administrator danych</h2>
      <p>
        Administratorem danych jest <OperatorIdentity operator={operator} />. W sprawach danych
        osobowych napisz na {privacyEmail}.
      </p>

      <h2>2. Cele, podstawy prawne i okresy przechowywania</h2>
      <ol>
        <li>
          <strong>Konto</strong>: adres e-mail, imię i nazwisko, skrót hasła (nigdy samo hasło), typ
          Konta, dane profilu, które sam podasz (telefon, zdjęcie, nazwa firmy, NIP, opis), wersja i
          czas akceptacji Regulaminu. Cel: zawarcie i wykonanie umowy o prowadzenie Konta (art. 6
          ust. 1 lit. b RODO). Przechowujemy do usunięcia Konta. Przy logowaniu przez Google lub
          Facebook otrzymujemy od nich imię, nazwisko, adres e-mail i identyfikator konta.
        </li>
        <li>
          <strong>Ogłoszenia, Usługi firm, profile agencji i opinie</strong>: treści, zdjęcia,
          lokalizacja, dane kontaktowe i imię autora opinii. Cel: publikacja (art. 6 ust. 1 lit. b
          RODO). Są publiczne; numer telefonu z Ogłoszenia lub Usługi pokazujemy tylko zalogowanym
          osobom, które o niego poproszą. Przechowujemy do ich usunięcia lub usunięcia Konta
          (ogłoszenia zarchiwizowane — także do usunięcia przez Ciebie).
        </li>
        <li>
          <strong>Dane pośrednika dodanego przez agencję</strong> (imię, nazwisko, e-mail,
          stanowisko) otrzymujemy od agencji, która zakłada mu Konto. Cel: prowadzenie Konta i
          profilu agencji (art. 6 ust. 1 lit. b i f RODO); okres jak dla Konta.
        </li>
        <li>
          <strong>Wiadomości i załączniki</strong>. Cel: przekazanie korespondencji między
          Użytkownikami (art. 6 ust. 1 lit. b RODO). Pliki załączników usuwamy automatycznie po 10
          dniach od wysłania. Wiadomości przechowujemy do usunięcia Konta; wiadomości, które
          wysłałeś, zostają u odbiorcy z oznaczeniem „Konto usunięte” — to jego korespondencja
          (prawnie uzasadniony interes odbiorcy, art. 6 ust. 1 lit. f RODO).
        </li>
        <li>
          <strong>Wyświetlenia numeru telefonu</strong>: liczymy je na Twoim Koncie w 10-minutowym
          oknie, aby chronić ogłoszeniodawców przed zbieraniem numerów (art. 6 ust. 1 lit. f RODO);
          licznik traci znaczenie po upływie okna.
        </li>
        <li>
          <strong>Liczenie wyświetleń ogłoszeń i usług</strong>: zalogowanego Użytkownika
          rozpoznajemy po identyfikatorze Konta, pozostałych — po jednodniowym skrócie adresu IP z
          tajnym kluczem (samego adresu nie zapisujemy). Cel: statystyki dla ogłoszeniodawcy, każda
          osoba liczona raz dziennie (art. 6 ust. 1 lit. f RODO). Zapisy odwiedzających usuwamy po 2
          dniach; zostają tylko liczby wyświetleń bez danych osobowych.
        </li>
        <li>
          <strong>Sesja i bezpieczeństwo logowania</strong>: zapis sesji z adresem IP i nazwą
          przeglądarki, liczniki prób logowania i zakładania Kont (według adresu IP lub skrótu
          adresu e-mail). Cel: utrzymanie zalogowania i ochrona przed przejęciem Kont (art. 6 ust. 1
          lit. b i f RODO). Sesja wygasa po 30 dniach bez aktywności lub przy wylogowaniu; liczniki
          prób wygasają po kilku minutach.
        </li>
        <li>
          <strong>E-maile</strong>: potwierdzenie adresu, reset hasła, powiadomienia o nowych
          wiadomościach, zaproszenia agencji. Cel: wykonanie umowy (art. 6 ust. 1 lit. b RODO).
          Kopię wysłanego e-maila przechowujemy 30 dni, by móc sprawdzić, czy wyszedł (art. 6 ust. 1
          lit. f RODO). Nie wysyłamy newslettera ani reklam.
        </li>
        <li>
          <strong>Dzienniki serwera</strong>: identyfikator żądania, metoda, adres strony bez
          parametrów, kod odpowiedzi i czas — bez adresu IP. Cel: wykrywanie błędów i nadużyć (art.
          6 ust. 1 lit. f RODO). Przechowujemy do 30 dni.
        </li>
        <li>
          <strong>Kopie zapasowe</strong> bazy danych i plików. Cel: odtworzenie Serwisu po awarii
          (art. 6 ust. 1 lit. f RODO). Przechowujemy do 30 dni; dane usunięte z Serwisu znikają z
          kopii wraz z ich rotacją.
        </li>
        <li>
          <strong>Plany płatne</strong>: zamówienie złożone w Cenniku (konto, plan, data), okresy
          planów przypisanych do konta, korespondencja z zamówieniem, dane do rachunku lub faktury.
          Cel: wykonanie umowy i obowiązki podatkowe (art. 6 ust. 1 lit. b i c RODO). Dokumenty
          rozliczeniowe przechowujemy 5 lat od końca roku, w którym powstał obowiązek podatkowy.
        </li>
        <li>
          <strong>Reklamacje, zgłoszenia treści, decyzje moderacji i odwołania</strong>: przy
          zgłoszeniu przyciskiem „Zgłoś” — powód, uzasadnienie, adres e-mail zgłaszającego (lub jego
          Konto) i wskazana treść (przy wiadomości: jej fragment, który widzi administrator); bez
          logowania zgłoszenie czeka na potwierdzenie adresu linkiem z e-maila najwyżej 24 godziny,
          a niepotwierdzone usuwamy; przy decyzji — jej treść, podstawa i uzasadnienie, adres e-mail
          autora treści, a przy odwołaniu — jego treść i wynik. Sygnały reguł ostrzegających przed
          oszustwami (cena za m², tempo publikacji nowego Konta, wzorce próśb o przedpłatę w
          wiadomościach) zapisujemy przy treści, której dotyczą. Cel: rozpatrzenie zgłoszeń i
          odwołań, ochrona Użytkowników przed oszustwami, obowiązki z rozporządzenia (UE) 2022/2065
          i sprawozdania przejrzystości (art. 6 ust. 1 lit. c i f RODO). Przechowujemy do 3 lat od
          zakończenia sprawy (okres przedawnienia roszczeń); sprawozdania zawierają tylko liczby.
        </li>
        <li>
          <strong>Dziennik działań administratorów Serwisu</strong>: kto z zespołu Operatora i kiedy
          zmienił ogłoszenie, usługę lub Konto, z nazwą zmienionego elementu. Cel: rozliczalność
          moderacji (art. 6 ust. 1 lit. f RODO). Wpisy nie są usuwane automatycznie; przeglądamy je
          co najmniej raz w roku i usuwamy zbędne.
        </li>
        <li>
          <strong>Oferty zewnętrzne</strong> przenosimy z publicznych portali ogłoszeniowych wraz z
          danymi, które opublikował tam ogłoszeniodawca (np. nazwa biura). Cel: informacja o
          ofertach z okolicy (art. 6 ust. 1 lit. f RODO); przechowujemy, dopóki oferta jest w
          źródle, a po jej zniknięciu — w archiwum do usunięcia przez Operatora.
        </li>
      </ol>
      <p>
        Podanie danych przy zakładaniu Konta jest dobrowolne, ale bez adresu e-mail i hasła (albo
        logowania zewnętrznego) Konta nie da się prowadzić. Nie podejmujemy decyzji opartych
        wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu.
      </p>

      <h2>3. Odbiorcy danych</h2>
      <ul>
        <li>
          dostawcy, którym powierzamy dane na podstawie umów powierzenia (art. 28 RODO): hosting
          serwera i bazy danych, przechowywanie plików (dysk serwera lub magazyn plików zgodny z
          S3), wysyłka e-maili, przechowywanie kopii zapasowych, biuro rachunkowe;
        </li>
        <li>
          Google lub Meta (Facebook) — jeśli sam wybierzesz logowanie przez nie; te firmy mogą
          przekazywać dane do USA na podstawie decyzji Komisji Europejskiej o odpowiednim stopniu
          ochrony (EU-U.S. Data Privacy Framework). Poza tym nie przekazujemy danych poza Europejski
          Obszar Gospodarczy;
        </li>
        <li>
          inni Użytkownicy i każdy odwiedzający — w zakresie treści publicznych i wiadomości, które
          im wysyłasz;
        </li>
        <li>organy publiczne — gdy wymaga tego prawo.</li>
      </ul>
      <p>Nie sprzedajemy danych i nie wyświetlamy reklam firm trzecich.</p>

      <h2>4. Pliki cookies i pamięć przeglądarki</h2>
      <p>
        Używamy wyłącznie plików niezbędnych do świadczenia usługi, o którą prosisz (art. 399 ust. 3
        ustawy — Prawo komunikacji elektronicznej), dlatego nie pytamy o zgodę:
      </p>
      <ul>
        <li>plik cookie sesji — utrzymuje zalogowanie, najwyżej 30 dni;</li>
        <li>
          plik cookie stanu logowania przez Google lub Facebook — tylko na czas tego logowania;
        </li>
        <li>plik cookie zakończenia konfiguracji Konta (okolica_setup_done) — 10 minut;</li>
        <li>
          szkice formularzy ogłoszeń i usług w pamięci Twojej przeglądarki (localStorage) — nie
          trafiają do nas, dopóki nie zapiszesz formularza.
        </li>
      </ul>
      <p>Nie stosujemy cookies reklamowych, analitycznych ani śledzących.</p>

      <h2>5. Twoje prawa</h2>
      <ul>
        <li>
          dostęp do danych i otrzymanie ich kopii (art. 15 RODO) — także samodzielnie: w profilu
          przycisk „Pobierz moje dane” przygotowuje plik ZIP z profilem, ogłoszeniami, usługami,
          opiniami, wiadomościami (z załącznikami, które jeszcze przechowujemy), zapisanymi
          wyszukiwaniami, obserwowanymi, planami i zdjęciami (dane w formacie JSON, nadającym się do
          przeniesienia, art. 20). Załączniki wiadomości trafiają do pliku łącznie do 200 MB (od
          najstarszych); pozostałe plik tylko wymienia, z nazwą, rozmiarem i datą (w{" "}
          <code>zalaczniki-pominiete.json</code>) — pobierzesz je w rozmowach, dopóki je
          przechowujemy. Link do pliku wysyłamy na adres e-mail Konta; działa 7 dni i tylko po
          zalogowaniu na to Konto, potem plik usuwamy (od razu, gdy Konto zostanie usunięte);
        </li>
        <li>sprostowanie (art. 16) i usunięcie danych (art. 17) — także usuwając Konto;</li>
        <li>ograniczenie przetwarzania (art. 18) i przeniesienie danych (art. 20);</li>
        <li>
          sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO);
        </li>
        <li>
          skarga do organu nadzorczego — Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2,
          00-193 Warszawa — jeśli uważasz, że przetwarzamy dane niezgodnie z prawem.
        </li>
      </ul>
      <p>Aby skorzystać z praw, napisz na {privacyEmail}. Odpowiemy w ciągu miesiąca.</p>

      <h2>6. Bezpieczeństwo</h2>
      <p>
        Połączenie z Serwisem jest szyfrowane, hasła przechowujemy jako jednokierunkowy skrót, pliki
        zdjęć oczyszczamy z metadanych (np. położenia GPS), załączniki wiadomości widzą tylko
        nadawca i odbiorca, a dostęp do danych mają wyłącznie upoważnione osoby.
      </p>

      <h2>7. Treści naruszające prawo</h2>
      <p>
        Treści naruszające prawo, także Twoje dane opublikowane bez zgody, zgłoś przyciskiem „Zgłoś”
        przy tej treści albo zgodnie z <Link to={`${TERMS_PATH}#dsa`}>§ 9 Regulaminu</Link>. Autor
        treści, wobec której podjęliśmy decyzję, dostaje jej uzasadnienie i może się odwołać.
      </p>

      <h2>8. Zmiany polityki</h2>
      <p>
        O istotnych zmianach tej polityki poinformujemy na stronie Serwisu i e-mailem
        zarejestrowanych Użytkowników. Każda wersja ma numer i datę, od której obowiązuje.
      </p>
    </ProsePage>
  );
}
