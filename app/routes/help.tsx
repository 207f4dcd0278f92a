import { panelPath } from "@shared/panel";
import { Link } from "react-router";
import { VerificationHelp } from "~/components/help/verification-help";
import { OperatorEmail } from "~/components/legal/legal-document";
import { ProsePage } from "~/components/ui/prose-page";
import { publicPageHeaders } from "~/http/cache-headers.server";
import { pageMeta } from "~/lib/meta";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.server.ts). */
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta(
    "Pomoc",
    "Jak dodać i zaimportować ogłoszenie, jak działają wiadomości, opinie o firmach i konta w Okolicy — odpowiedzi na najczęstsze pytania.",
  );

const FAQ: { section: string; items: { q: string; a: React.ReactNode }[] }[] = [
  {
    section: "Ogłoszenia",
    items: [
      {
        q: "Jak dodać ogłoszenie nieruchomości?",
        a: (
          <>
            <p>
              Zaloguj się (lub załóż konto na stronie <Link to="/auth">Logowanie</Link>), wybierz
              typ konta, a potem w <Link to="/panel">Panelu Użytkownika</Link> kliknij „Dodaj
              ogłoszenie”. Podaj tytuł, kategorię (mieszkanie, dom, działka lub lokal komercyjny),
              miejscowość, cenę, powierzchnię i opis, a następnie dodaj zdjęcia.
            </p>
            <p>
              Masz już ogłoszenie na innym portalu? Możesz je zaimportować, wklejając link —
              sprawdzisz dane przed zapisaniem.
            </p>
          </>
        ),
      },
      {
        q: "Ile kosztuje dodanie ogłoszenia?",
        a: (
          <p>
            Podstawowe ogłoszenie jest bezpłatne. Płatne są tylko dobrowolne wyróżnienia (np. oferta
            Premium z zieloną ramką lub oznaczenie „Pilne”), które pokazują ofertę wyżej na listach.
          </p>
        ),
      },
      {
        q: "Jak edytować lub zakończyć ogłoszenie?",
        a: (
          <p>
            W Panelu Użytkownika, na karcie „Moje ogłoszenia”, przy każdej ofercie są przyciski
            edycji i usuwania. Usunięcie wymaga potwierdzenia.
          </p>
        ),
      },
      {
        q: "Skąd pochodzą oferty oznaczone nazwą innego portalu?",
        a: (
          <p>
            Oprócz ogłoszeń dodanych bezpośrednio w Okolicy pokazujemy oferty z okolicy opublikowane
            w serwisach takich jak Otodom, OLX czy Morizon. Przy każdej takiej ofercie widać jej
            źródło i link do oryginału — tam znajdziesz kontakt do sprzedającego. Oferty dodane w
            Okolicy zawsze pokazujemy jako pierwsze.
          </p>
        ),
      },
    ],
  },
  {
    section: "Kontakt ze sprzedającym",
    items: [
      {
        q: "Jak skontaktować się ze sprzedającym lub firmą?",
        a: (
          <p>
            Na stronie oferty lub usługi kliknij „Pokaż numer telefonu” — numer widzą tylko
            zalogowani użytkownicy, dlatego najpierw <Link to="/auth">zaloguj się</Link>. Oferty z
            innych portali mają zamiast tego link do oryginału: kontakt odbywa się przez tamten
            serwis.
          </p>
        ),
      },
      {
        q: "Co oznaczają etykiety na ofertach?",
        a: (
          <p>
            Wyjaśniamy je w części{" "}
            <a href="#weryfikacja">Oznaczenia: kto sprzedaje i co sprawdziliśmy</a>.
          </p>
        ),
      },
      {
        q: "Jak bezpiecznie kupować i wynajmować?",
        a: (
          <p>
            Nie wpłacaj zaliczek przed obejrzeniem nieruchomości i sprawdzeniem księgi wieczystej.
            Nie podawaj nikomu haseł ani kodów z SMS. Podejrzane ogłoszenie zgłoś na adres{" "}
            <OperatorEmail />.
          </p>
        ),
      },
    ],
  },
  {
    section: "Import ogłoszeń",
    items: [
      {
        q: "Jak zaimportować ogłoszenie z innego portalu?",
        a: (
          <ol>
            <li>
              W <Link to={panelPath("properties")}>Panelu Użytkownika</Link> otwórz zakładkę „Moje
              ogłoszenia” i wybierz „Importuj z portalu”.
            </li>
            <li>
              Wklej pełny adres (URL) swojego ogłoszenia z innego portalu i kliknij „Importuj”.
            </li>
            <li>
              Dane (tytuł, cena, powierzchnia, opis, zdjęcia) otworzą się w formularzu edycji.
              Sprawdź je, popraw kategorię i miejscowość, a potem zapisz.
            </li>
            <li>
              Obsługujemy Otodom, OLX, Morizon, Gratka, Domiporta, Nieruchomosci-online i Adresowo.
              Zdjęcia pobieramy z portalu dopiero przy zapisie.
            </li>
          </ol>
        ),
      },
      {
        q: "Czego nie wolno importować?",
        a: (
          <p>
            Importuj tylko własne ogłoszenia albo te, które prowadzisz na podstawie umowy z
            właścicielem. Zdjęcia i opisy cudzych ofert są chronione prawem autorskim.
          </p>
        ),
      },
    ],
  },
  {
    section: "Wiadomości",
    items: [
      {
        q: "Gdzie znajdę wiadomości?",
        a: (
          <p>
            Wiadomości od zainteresowanych są w Panelu Użytkownika, w zakładce „Wiadomości”, a
            liczba nieprzeczytanych pojawia się przy dzwonku w nagłówku. Aby napisać do właściciela,
            użyj formularza „Wyślij wiadomość” na stronie oferty lub firmy (po zalogowaniu). Do
            wiadomości możesz dołączyć zdjęcia, PDF lub dokumenty Word (do 5 plików po 10 MB);
            załączniki są dostępne przez 10 dni.
          </p>
        ),
      },
      {
        q: "Ktoś wysyła mi podejrzane wiadomości. Co zrobić?",
        a: (
          <p>
            Nie klikaj w linki do „płatności” ani „kurierów”, nie podawaj danych karty ani kodu BLIK
            i nie wpłacaj pieniędzy przed obejrzeniem nieruchomości. Zgłoś wiadomość przyciskiem
            „Zgłoś” pod nią w rozmowie (albo napisz na <OperatorEmail />, podając datę wiadomości i
            adres ogłoszenia).
          </p>
        ),
      },
    ],
  },
  {
    section: "Usługi i opinie",
    items: [
      {
        q: "Jak wystawić opinię firmie?",
        a: (
          <p>
            Zaloguj się, otwórz stronę usługi w dziale <Link to="/uslugi">Usługi</Link> i w sekcji
            „Opinie klientów” wybierz od 1 do 5 gwiazdek oraz opisz swoje doświadczenie (10–2000
            znaków). Każdy może wystawić jedną opinię danej usłudze i później ją edytować lub
            usunąć. Firma nie może oceniać własnych usług.
          </p>
        ),
      },
      {
        q: "Skąd bierze się ocena firmy?",
        a: (
          <p>
            To średnia wszystkich opinii użytkowników, zaokrąglona do jednego miejsca po przecinku.
            Nie wpisujemy ocen ręcznie i nie przyjmujemy opłat za opinie.
          </p>
        ),
      },
    ],
  },
  {
    section: "Konta",
    items: [
      {
        q: "Jakie są typy kont?",
        a: (
          <ul>
            <li>
              <strong>Właściciel</strong> — dodajesz i prowadzisz ogłoszenia własnych nieruchomości.
            </li>
            <li>
              <strong>Pośrednik (niezależny)</strong> — prowadzisz oferty klientów i widzisz
              statystyki wyświetleń i wiadomości.
            </li>
            <li>
              <strong>Agencja nieruchomości</strong> — profil agencji, zespół pośredników i wspólne
              oferty.
            </li>
            <li>
              <strong>Firma usługowa</strong> — profil firmy i oferty usług (np. elektryk,
              hydraulik, ekipa remontowa).
            </li>
          </ul>
        ),
      },
      {
        q: "Czy mogę zmienić typ konta?",
        a: (
          <p>
            Typ konta wybierasz raz, przy pierwszej konfiguracji. Jeśli potrzebujesz zmiany, napisz
            do nas — administrator może dodać Twojemu kontu odpowiednią rolę.
          </p>
        ),
      },
      {
        q: "Nie pamiętam hasła albo nie dostałem e-maila z potwierdzeniem.",
        a: (
          <p>
            Na stronie <Link to="/auth">logowania</Link> wybierz „Nie pamiętasz hasła?” i podaj
            adres e-mail — wyślemy link do ustawienia nowego hasła. Ten sam link pozwala dokończyć
            potwierdzanie adresu. Sprawdź też folder spam.
          </p>
        ),
      },
      {
        q: "Jak zgłosić nielegalną treść?",
        a: (
          <p>
            Użyj przycisku „Zgłoś” przy ogłoszeniu, usłudze, profilu agencji, opinii lub otrzymanej
            wiadomości: wybierz powód i opisz problem. Potwierdzenie i decyzję dostaniesz e-mailem.
            Możesz też napisać na <OperatorEmail /> (punkt kontaktowy DSA). Procedurę opisuje{" "}
            <Link to="/regulamin#dsa">§ 9 Regulaminu</Link>.
          </p>
        ),
      },
      {
        q: "Jak usunąć konto?",
        a: (
          <p>
            Na stronie <Link to="/profil">Mój profil</Link> wybierz „Usuń konto” (albo napisz na{" "}
            <OperatorEmail /> z adresu przypisanego do konta). Konto znika wraz z ogłoszeniami i
            usługami; więcej o Twoich danych przeczytasz w{" "}
            <Link to="/polityka-prywatnosci">Polityce prywatności</Link>.
          </p>
        ),
      },
    ],
  },
];

export default function HelpPage() {
  return (
    <ProsePage title="Pomoc">
      <p>
        Odpowiedzi na najczęstsze pytania o Okolicę. Nie znalazłeś swojej? Napisz do nas na{" "}
        <OperatorEmail /> — odpowiadamy w dni robocze.
      </p>
      {FAQ.map((group) => (
        <section key={group.section}>
          <h2>{group.section}</h2>
          <div className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {group.items.map((item) => (
              <details key={item.q} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-semibold text-gray-900 marker:hidden group-open:text-brand-800 [&::-webkit-details-marker]:hidden">
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-block transition group-open:rotate-90"
                  >
                    ›
                  </span>
                  {item.q}
                </summary>
                <div className="mt-3 space-y-3">{item.a}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <VerificationHelp />
    </ProsePage>
  );
}
