import { PRIVACY_PATH, TERMS } from "@shared/legal";
import { Link } from "react-router";
import { DocumentVersion, MailLink, OperatorIdentity } from "~/components/legal/legal-document";
import { ProsePage } from "~/components/ui/prose-page";
import { publicPageHeaders } from "~/http/cache-headers";
import { getAppContext } from "~/http/context";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms";

/** The same for every visitor who is not signed in (cached: app/http/cache-headers.ts). */
export const headers = publicPageHeaders;

export const meta = () =>
  pageMeta(
    "Regulamin",
    "Regulamin serwisu Okolica: usługi, wymagania techniczne, zasady ogłoszeń, płatne plany, prawa konsumenta, reklamacje oraz zgłaszanie treści nielegalnych (DSA).",
  );

export function loader({ context }: Route.LoaderArgs) {
  return { operator: getAppContext(context).config.operator };
}

/**
 * The Regulamin of art. 8 of the Polish e-services act (ustawa o świadczeniu usług drogą
 * elektroniczną). It describes the service as the code runs it: change both together, and give
 * a changed text a new TERMS.version (shared/legal.ts).
 */
export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { operator } = loaderData;
  const email = <MailLink to={operator.email} />;
  return (
    <ProsePage title="Regulamin serwisu Okolica">
      <DocumentVersion {...TERMS} />

      <h2>§ 1. Postanowienia ogólne</h2>
      <ol>
        <li>
          Regulamin określa zasady korzystania z serwisu internetowego Okolica (dalej: „Serwis”) —
          lokalnego serwisu ogłoszeń nieruchomości oraz katalogu firm usługowych z Leżajska i
          okolicznych miejscowości. Jest regulaminem, o którym mowa w art. 8 ustawy z dnia 18 lipca
          2002 r. o świadczeniu usług drogą elektroniczną.
        </li>
        <li>
          Usługodawcą i operatorem Serwisu (dalej: „Operator”) jest{" "}
          <OperatorIdentity operator={operator} />. Adres e-mail do kontaktu z Operatorem: {email}.
        </li>
        <li>
          Regulamin jest udostępniony nieodpłatnie pod adresem /regulamin, w sposób, który umożliwia
          jego pobranie, utrwalenie i wydrukowanie. Każda wersja ma numer i datę, od której
          obowiązuje.
        </li>
      </ol>

      <h2>§ 2. Definicje</h2>
      <ul>
        <li>
          <strong>Użytkownik</strong> — każdy, kto korzysta z Serwisu, z kontem lub bez niego.
        </li>
        <li>
          <strong>Konsument</strong> — Użytkownik będący osobą fizyczną, który korzysta z Serwisu w
          celu niezwiązanym bezpośrednio z jego działalnością gospodarczą lub zawodową (art. 22¹
          Kodeksu cywilnego). Postanowienia o Konsumentach stosuje się też do osoby fizycznej
          prowadzącej działalność gospodarczą, jeżeli umowa nie ma dla niej charakteru zawodowego
          (art. 38a ustawy o prawach konsumenta).
        </li>
        <li>
          <strong>Konto</strong> — miejsce w Serwisie chronione hasłem lub logowaniem przez Google
          albo Facebook, w jednym z typów: właściciel, pośrednik (niezależny), agencja
          nieruchomości, firma usługowa.
        </li>
        <li>
          <strong>Ogłoszenie</strong> — oferta sprzedaży lub wynajmu mieszkania, domu, działki albo
          lokalu komercyjnego opublikowana w Serwisie.
        </li>
        <li>
          <strong>Usługa firmy</strong> — oferta firmy usługowej w katalogu usług (np. usługi
          elektryczne, remonty, sprzątanie).
        </li>
        <li>
          <strong>Oferta zewnętrzna</strong> — ogłoszenie przeniesione z innego portalu
          ogłoszeniowego, oznaczone nazwą źródła i linkiem do oryginału.
        </li>
        <li>
          <strong>Plan płatny</strong> i <strong>promocja</strong> — odpłatne usługi opisane w{" "}
          <Link to="/cennik">Cenniku</Link>: plan zwiększający limity ogłoszeń i usług oraz
          wyróżnienia „Premium”, „Wyróżnione” i „Pilne”.
        </li>
        <li>
          <strong>Treść nielegalna</strong> — informacja niezgodna z prawem Unii Europejskiej lub
          prawem polskim, w tym fikcyjne ogłoszenie służące oszustwu.
        </li>
      </ul>

      <h2>§ 3. Rodzaje i zakres usług</h2>
      <p>Operator świadczy drogą elektroniczną następujące usługi:</p>
      <ol>
        <li>
          przeglądanie i wyszukiwanie Ogłoszeń, Usług firm, profili agencji i opinii — bez Konta,
          bezpłatnie;
        </li>
        <li>
          prowadzenie Konta: profil, panel ogłoszeń i usług, wiadomości, ustawienia — bezpłatnie;
        </li>
        <li>
          publikowanie Ogłoszeń — wpisanych w formularzu albo przeniesionych z innego portalu na
          podstawie linku do własnego ogłoszenia Użytkownika — w limicie przypisanym do Konta;
        </li>
        <li>publikowanie Usług firm przez Konta firm usługowych;</li>
        <li>
          profil agencji nieruchomości, w tym dodawanie pośredników do agencji: agencja może założyć
          Konto pośrednika, który sam akceptuje Regulamin przed rozpoczęciem korzystania z Konta;
        </li>
        <li>
          wiadomości między Użytkownikami w sprawie Ogłoszenia lub Usługi firmy, z załącznikami
          dostępnymi przez 10 dni od wysłania, i powiadomienia e-mail o nowych wiadomościach;
        </li>
        <li>pokazanie numeru telefonu ogłoszeniodawcy — tylko zalogowanym Użytkownikom;</li>
        <li>wystawianie opinii o Usługach firm (jedna opinia Użytkownika o danej usłudze);</li>
        <li>
          prezentowanie Ofert zewnętrznych, które Operator przenosi z innych portali, aktualizuje i
          archiwizuje;
        </li>
        <li>Plany płatne i promocje na zasadach § 8.</li>
      </ol>

      <h2>§ 4. Wymagania techniczne</h2>
      <ul>
        <li>urządzenie z dostępem do Internetu i aktualną przeglądarką internetową;</li>
        <li>
          włączona obsługa plików cookies niezbędnych do logowania (opisuje je{" "}
          <Link to={PRIVACY_PATH}>Polityka prywatności</Link>);
        </li>
        <li>czynny adres e-mail — do założenia Konta, potwierdzeń i odzyskiwania hasła.</li>
      </ul>
      <p>
        Korzystanie z Internetu wiąże się z typowymi zagrożeniami (złośliwe oprogramowanie,
        wyłudzanie danych, przejęcie hasła). Połączenie z Serwisem jest szyfrowane; Operator nigdy
        nie prosi o hasło w wiadomości ani e-mailu.
      </p>

      <h2>§ 5. Zawarcie i rozwiązanie umów</h2>
      <ol>
        <li>
          Umowa o przeglądanie Serwisu zostaje zawarta z chwilą otwarcia strony Serwisu i rozwiązuje
          się z chwilą jej opuszczenia.
        </li>
        <li>
          Umowa o prowadzenie Konta zostaje zawarta na czas nieoznaczony, gdy Użytkownik zaakceptuje
          Regulamin i potwierdzi adres e-mail (przy rejestracji e-mailem i hasłem) albo zaakceptuje
          Regulamin po pierwszym logowaniu przez Google lub Facebook. Pośrednik, któremu Konto
          założyła agencja, zawiera umowę, akceptując Regulamin po potwierdzeniu adresu e-mail.
          Serwis zapisuje wersję zaakceptowanego Regulaminu i czas akceptacji.
        </li>
        <li>
          Użytkownik może w każdej chwili, bez podania przyczyny i bez kosztów, rozwiązać umowę o
          prowadzenie Konta: usuwając Konto na stronie „Mój profil” albo pisząc na {email}.
        </li>
        <li>
          Operator może rozwiązać umowę o prowadzenie Konta z ważnych powodów (uporczywe lub rażące
          naruszanie Regulaminu, publikowanie Treści nielegalnych, podawanie fałszywych danych) z
          zachowaniem 14-dniowego terminu wypowiedzenia, a w razie rażącego naruszenia — ze skutkiem
          natychmiastowym, podając uzasadnienie zgodnie z § 9 ust. 5.
        </li>
        <li>
          Usunięcie Konta usuwa profil, Ogłoszenia, Usługi firm, opinie i profil agencji
          Użytkownika. Wiadomości wysłane przez Użytkownika pozostają widoczne dla ich odbiorców z
          oznaczeniem „Konto usunięte”.
        </li>
      </ol>

      <h2>§ 6. Zasady publikowania treści</h2>
      <ol>
        <li>
          Zakazane jest dostarczanie przez Użytkownika treści o charakterze bezprawnym, w tym
          naruszających prawa osób trzecich (np. prawa autorskie do zdjęć, dobra osobiste, dane
          osobowe innych osób), wprowadzających w błąd, obraźliwych oraz niezwiązanych z ofertą.
        </li>
        <li>
          Ogłoszenie dotyczy rzeczywistej nieruchomości, do której oferowania Użytkownik jest
          uprawniony, i zawiera prawdziwe informacje (cena, powierzchnia, lokalizacja). Ta sama
          nieruchomość nie może być ogłaszana wielokrotnie.
        </li>
        <li>
          Przenosząc ogłoszenie z innego portalu na podstawie linku, Użytkownik oświadcza, że jest
          to jego własne ogłoszenie i ma prawo do jego treści i zdjęć.
        </li>
        <li>
          Pośrednicy i agencje publikują Ogłoszenia jako pośrednik; etykieta „Sprawdzony sprzedawca”
          przysługuje sprzedającym, których tożsamość zweryfikował Operator.
        </li>
        <li>
          Opinia o Usłudze firmy opisuje własne doświadczenie Użytkownika; firma nie ocenia własnych
          usług. Opinie nie są sponsorowane, a ocena firmy to średnia wszystkich opinii.
        </li>
        <li>
          Wiadomości służą kontaktowi w sprawie Ogłoszenia lub Usługi firmy; zakazane jest
          rozsyłanie w nich reklam i treści niezamówionych.
        </li>
        <li>
          Użytkownik udziela Operatorowi nieodpłatnej, niewyłącznej licencji na wyświetlanie
          publikowanych treści w Serwisie przez czas ich publikacji.
        </li>
      </ol>

      <h2>§ 7. Oferty zewnętrzne</h2>
      <p>
        Oferty zewnętrzne Operator prezentuje w celach informacyjnych. Każda wskazuje portal
        źródłowy i prowadzi do ogłoszenia oryginalnego, gdzie znajdują się dane kontaktowe
        ogłoszeniodawcy; Serwis nie przekazuje do niego wiadomości. Operator aktualizuje i
        archiwizuje takie oferty według danych źródła. Za treść Oferty zewnętrznej odpowiada jej
        autor w serwisie źródłowym; nieprawidłową ofertę można zgłosić zgodnie z § 9.
      </p>

      <h2>§ 8. Plany płatne i promocje</h2>
      <ol>
        <li>
          Aktualne Plany płatne, ich ceny (kwoty brutto, z podatkiem VAT), limity i okres
          obowiązywania podaje <Link to="/cennik">Cennik</Link>. Serwis nie przyjmuje płatności
          internetowych.
        </li>
        <li>
          Aby zamówić Plan płatny, zalogowany Użytkownik wybiera „Zamów plan” w Cenniku; promocję
          (albo plan) może też zamówić, pisząc na {email}, wskazując Konto i wybraną usługę. Umowa
          zostaje zawarta z chwilą, gdy Operator potwierdzi zamówienie e-mailem, podając cenę, okres
          świadczenia i dane do płatności. Operator włącza usługę po zaksięgowaniu płatności, chyba
          że strony uzgodnią inaczej.
        </li>
        <li>
          Konto bez Planu płatnego korzysta z limitów planu bezpłatnego podanych w Cenniku. Limity
          planu (liczba aktywnych ogłoszeń, usług i zdjęć w ogłoszeniu) są sprawdzane przy dodawaniu
          treści; treści dodane wcześniej ponad limit pozostają opublikowane. Na 7 dni przed końcem
          Planu płatnego Operator przypomina o nim e-mailem (przypomnienia można wyłączyć w
          profilu).
        </li>
        <li>
          Konsument może odstąpić od umowy w terminie 14 dni od jej zawarcia bez podania przyczyny
          (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta), wysyłając oświadczenie na{" "}
          {email} (może skorzystać ze wzoru stanowiącego załącznik nr 2 do tej ustawy). Operator
          zwraca płatność w ciągu 14 dni od otrzymania oświadczenia, tym samym sposobem, jakim ją
          otrzymał.
        </li>
        <li>
          Jeżeli Konsument wyraźnie zażąda rozpoczęcia świadczenia przed upływem terminu na
          odstąpienie, a następnie odstąpi od umowy, płaci za usługę świadczoną do chwili
          odstąpienia (art. 35 ustawy o prawach konsumenta). Prawo odstąpienia nie przysługuje, gdy
          Operator wykonał usługę w pełni za wyraźną zgodą Konsumenta, który przyjął do wiadomości,
          że po jej wykonaniu utraci prawo odstąpienia (art. 38 ust. 1 pkt 1 tej ustawy).
        </li>
        <li>
          Jeżeli usługa nie jest zgodna z umową, Konsumentowi przysługują uprawnienia przewidziane w
          rozdziale 5b ustawy o prawach konsumenta (doprowadzenie do zgodności, obniżenie ceny albo
          odstąpienie od umowy).
        </li>
      </ol>

      <h2 id="dsa">§ 9. Punkt kontaktowy i zgłaszanie treści nielegalnych (DSA)</h2>
      <ol>
        <li>
          Pojedynczym punktem kontaktowym w rozumieniu art. 11 i 12 rozporządzenia (UE) 2022/2065
          (akt o usługach cyfrowych, „DSA”) — dla organów państw członkowskich, Komisji Europejskiej
          i Użytkowników — jest adres {email}. Korespondencję prowadzimy po polsku lub angielsku.
        </li>
        <li>
          Każdy może zgłosić treść, którą uważa za nielegalną lub niezgodną z Regulaminem (art. 16
          DSA): przyciskiem „Zgłoś” przy Ogłoszeniu, Usłudze firmy, profilu agencji, opinii albo
          otrzymanej wiadomości (wiadomość zgłasza tylko jej odbiorca), a także pisząc na {email}.
          Formularz zgłoszenia zawiera: (a) powód (oszustwo, treść niezgodna z prawem, nieaktualne,
          duplikat, spam, inne) i uzasadnienie, dlaczego treść jest nielegalna lub narusza
          Regulamin, (b) wskazanie treści — formularz otwiera się przy niej, (c) adres e-mail
          zgłaszającego (zalogowany Użytkownik podaje go w Koncie; nie dotyczy zgłoszeń przestępstw
          wykorzystywania seksualnego dzieci), (d) oświadczenie o działaniu w dobrej wierze i
          przekonaniu, że informacje są prawidłowe i kompletne. Zgłoszenie bez logowania zostaje
          wysłane dopiero po potwierdzeniu adresu e-mail linkiem, który wysyłamy na ten adres (link
          działa 24 godziny). Ta sama osoba zgłasza daną treść raz, dopóki zgłoszenie czeka na
          decyzję; z jednego Konta lub adresu IP (przy IPv6: z jednej sieci /64) można wysłać do 10
          zgłoszeń na godzinę.
        </li>
        <li>
          Operator potwierdza otrzymanie zgłoszenia e-mailem bez zbędnej zwłoki, rozpatruje je w
          sposób staranny, obiektywny i niearbitralny, zwykle w ciągu 7 dni, i informuje
          zgłaszającego e-mailem o decyzji oraz o możliwościach jej zaskarżenia. Serwis ostrzega też
          przed typowymi oszustwami: automatyczne reguły (cena za m² znacznie poniżej mediany w
          miejscowości, wiele ogłoszeń nowego, niezweryfikowanego Konta w krótkim czasie, prośba o
          przedpłatę przed obejrzeniem, o kod BLIK lub dane karty, kuriera lub zewnętrzny link do
          płatności w wiadomości) kierują treść do sprawdzenia przez zespół; przy wiadomości od razu
          wyświetlają spokojną uwagę jej odbiorcy, a przy Ogłoszeniu — dopiero gdy administrator
          potwierdzi sygnał. Reguła ceny porównuje z ogłoszeniami co najmniej trzech różnych
          ogłoszeniodawców, każdego liczonego raz. Reguły niczego same nie ukrywają ani nie usuwają.
        </li>
        <li>
          Treść nielegalną lub naruszającą Regulamin Operator może ukryć (Ogłoszenie trafia do
          archiwum, Usługa firmy lub profil agencji przestaje być widoczny), usunąć albo ograniczyć
          Konto (dezaktywować je). Decyzje podejmują osoby z zespołu Operatora, nigdy reguły
          automatyczne; każda decyzja jest zapisywana w dzienniku działań administratorów.
        </li>
        <li>
          O ukryciu lub usunięciu treści albo ograniczeniu Konta Operator informuje autora e-mailem
          i w Panelu Użytkownika, podając uzasadnienie (art. 17 DSA): co postanowiono i na jak
          długo, fakty i okoliczności, czy decyzja wynika ze zgłoszenia, czy z własnej weryfikacji
          Operatora (także po sygnale reguły automatycznej), podstawę — postanowienie Regulaminu
          albo przepis prawa — oraz możliwości odwołania. Uzasadnienie jest dostępne pod linkiem z
          wiadomości, także bez logowania. Od decyzji można odwołać się raz, w ciągu 6 miesięcy,
          formularzem pod tym linkiem (art. 20 DSA); odwołanie rozpatruje inny administrator niż
          ten, który podjął decyzję (jeśli Operator ma więcej niż jednego), a wynik Operator
          przesyła tą samą drogą. Po uwzględnieniu odwołania ukryta treść wraca, a Konto zostaje
          przywrócone; treści usuniętej nie da się przywrócić, ale można ją opublikować ponownie.
          Użytkownik może też skorzystać z certyfikowanego pozasądowego organu rozstrzygania sporów
          (art. 21 DSA) lub drogi sądowej.
        </li>
        <li>
          Rozpatrywanie zgłoszeń osoby, która często składa zgłoszenia oczywiście bezzasadne, może
          zostać czasowo wstrzymane po uprzednim ostrzeżeniu (art. 23 DSA). O podejrzeniu
          przestępstwa zagrażającego życiu lub bezpieczeństwu osób Operator niezwłocznie zawiadamia
          właściwe organy (art. 18 DSA).
        </li>
      </ol>

      <h2>§ 10. Reklamacje</h2>
      <ol>
        <li>Reklamacje dotyczące działania Serwisu i usług Operatora można składać na {email}.</li>
        <li>
          Reklamacja powinna zawierać adres e-mail do odpowiedzi, opis problemu i — jeśli dotyczy —
          adres strony, której dotyczy.
        </li>
        <li>
          Operator rozpatruje reklamację w ciągu 14 dni od jej otrzymania i odpowiada na podany
          adres e-mail.
        </li>
        <li>
          Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy
          miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu Inspekcji
          Handlowej. Informacje o nich udostępnia Urząd Ochrony Konkurencji i Konsumentów.
        </li>
      </ol>

      <h2>§ 11. Odpowiedzialność</h2>
      <ol>
        <li>
          Operator udostępnia Serwis jako platformę ogłoszeniową (usługa hostingu) i nie jest stroną
          umów zawieranych między Użytkownikami, w szczególności umów sprzedaży lub najmu
          nieruchomości i umów o usługi firm.
        </li>
        <li>
          Operator dokłada starań, aby Serwis działał bez przerw; przerwy techniczne w miarę
          możliwości zapowiada z wyprzedzeniem.
        </li>
        <li>
          Postanowienia Regulaminu nie wyłączają ani nie ograniczają odpowiedzialności Operatora
          wobec Konsumentów w zakresie, w jakim zabraniają tego przepisy prawa.
        </li>
      </ol>

      <h2>§ 12. Zmiany Regulaminu</h2>
      <p>
        Operator może zmienić Regulamin z ważnych przyczyn: zmiany przepisów, zmiany zakresu usług
        lub zasad bezpieczeństwa. O zmianie informuje co najmniej 14 dni przed jej wejściem w życie
        na stronie Serwisu i e-mailem wysłanym do Użytkowników mających Konto. Użytkownik, który nie
        akceptuje zmian, może przed ich wejściem w życie rozwiązać umowę o prowadzenie Konta zgodnie
        z § 5 ust. 3. Zmiany nie dotyczą Planów płatnych zamówionych przed ich wejściem w życie.
      </p>

      <h2>§ 13. Postanowienia końcowe</h2>
      <p>
        Zasady przetwarzania danych osobowych opisuje{" "}
        <Link to={PRIVACY_PATH}>Polityka prywatności</Link>. W sprawach nieuregulowanych stosuje się
        prawo polskie, w szczególności Kodeks cywilny, ustawę o świadczeniu usług drogą
        elektroniczną i ustawę o prawach konsumenta, oraz rozporządzenie (UE) 2022/2065. Wybór prawa
        nie pozbawia Konsumenta ochrony, jaką dają mu przepisy państwa jego zwykłego pobytu.
      </p>
    </ProsePage>
  );
}
