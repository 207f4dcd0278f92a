import type { ServiceCategoryValue } from "../../../shared/categories.ts";
import type { LocationSlug } from "../../../shared/locations.ts";

/** A local service company; `key` "firma" is the demo account, the others are created without a password. */
export type DemoCompany = {
  key: string;
  companyName: string;
  firstName: string;
  lastName: string;
  phone: string;
  description: string;
  serviceAreas: string[];
};

export type DemoService = {
  company: string;
  category: ServiceCategoryValue;
  location: LocationSlug;
  title: string;
  description: string;
  priceFrom: number;
  availability: string;
  /** Shown with ticks on the detail page. */
  offeredServices: string[];
  /** Months of warranty; none stated when absent. */
  warrantyMonths?: number;
  /** When someone other than the company's owner answers; else the owner and the company phone. */
  contactPerson?: string;
  phone?: string;
  isPremium?: boolean;
  isVerified?: boolean;
};

const AROUND_LEZAJSK = ["Leżajsk", "Giedlarowa", "Stare Miasto", "Hucisko", "Wierzawice"];

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: "firma",
    companyName: "Pieczonka Instalacje",
    firstName: "Grzegorz",
    lastName: "Pieczonka",
    phone: "+48601455278",
    description:
      "Rodzinna firma instalacyjna z Leżajska, działamy od 2006 roku. Instalacje elektryczne, wodne, grzewcze i klimatyzacja – od projektu po odbiór.",
    serviceAreas: [...AROUND_LEZAJSK, "Nowa Sarzyna", "Brzóza Królewska"],
  },
  {
    key: "elektro-lux",
    companyName: "Elektro-Lux Jan Bielecki",
    firstName: "Jan",
    lastName: "Bielecki",
    phone: "+48604781225",
    description: "Elektryk z uprawnieniami SEP do 1 kV, pomiary i odbiory instalacji.",
    serviceAreas: AROUND_LEZAJSK,
  },
  {
    key: "zuh-sowa",
    companyName: "ZUH Elektryk Maciej Sowa",
    firstName: "Maciej",
    lastName: "Sowa",
    phone: "+48697302118",
    description: "Instalacje elektryczne w domach i budynkach gospodarczych, fotowoltaika.",
    serviceAreas: ["Nowa Sarzyna", "Jelna", "Wola Zarczycka", "Dębno", "Ożanna"],
  },
  {
    key: "instal-hydro",
    companyName: "Instal-Hydro Rzeszutek",
    firstName: "Krzysztof",
    lastName: "Rzeszutek",
    phone: "+48665412907",
    description: "Instalacje wodno-kanalizacyjne i grzewcze, pompy ciepła, kotły gazowe.",
    serviceAreas: ["Giedlarowa", "Leżajsk", "Wierzawice", "Rzuchów"],
  },
  {
    key: "hydraulik-24",
    companyName: "Hydraulik 24h Kamil Lis",
    firstName: "Kamil",
    lastName: "Lis",
    phone: "+48512640377",
    description: "Awarie hydrauliczne całą dobę, udrażnianie kanalizacji, biały montaż.",
    serviceAreas: [...AROUND_LEZAJSK, "Piskorowice"],
  },
  {
    key: "bud-rem",
    companyName: "Bud-Rem Stanisław Wróbel",
    firstName: "Stanisław",
    lastName: "Wróbel",
    phone: "+48606238451",
    description: "Remonty mieszkań i domów, wykończenia wnętrz, malowanie.",
    serviceAreas: ["Stare Miasto", "Leżajsk", "Giedlarowa", "Hucisko"],
  },
  {
    key: "domex",
    companyName: "Domex Budownictwo Sp. z o.o.",
    firstName: "Andrzej",
    lastName: "Kuraś",
    phone: "+48172423160",
    description: "Budowa domów jednorodzinnych pod klucz oraz rozbudowy i nadbudowy.",
    serviceAreas: ["Brzóza Królewska", "Leżajsk", "Nowa Sarzyna", "Kuryłówka"],
  },
  {
    key: "nowak-i-syn",
    companyName: "Remonty Kompleksowe Nowak i Syn",
    firstName: "Zbigniew",
    lastName: "Nowak",
    phone: "+48693117520",
    description: "Kompleksowe remonty łazienek i kuchni, glazura, instalacje.",
    serviceAreas: ["Kuryłówka", "Ożanna", "Żuklin", "Leżajsk"],
  },
  {
    key: "klima-tech",
    companyName: "Klima-Tech Podkarpacie",
    firstName: "Łukasz",
    lastName: "Chmiel",
    phone: "+48609555184",
    description: "Klimatyzacja i pompy ciepła powietrze-powietrze, serwis i przeglądy.",
    serviceAreas: [...AROUND_LEZAJSK, "Nowa Sarzyna"],
  },
  {
    key: "frost",
    companyName: "Chłodnictwo i Klimatyzacja Frost",
    firstName: "Dawid",
    lastName: "Ryba",
    phone: "+48518204663",
    description: "Montaż klimatyzacji w domach, biurach i sklepach; certyfikat F-gazowy.",
    serviceAreas: ["Nowa Sarzyna", "Jelna", "Leżajsk"],
  },
  {
    key: "okna-mazurek",
    companyName: "Okna-Drzwi Leżajsk Mazurek",
    firstName: "Robert",
    lastName: "Mazurek",
    phone: "+48602873410",
    description: "Salon i montaż okien PCV, drzwi zewnętrznych i bram garażowych.",
    serviceAreas: [...AROUND_LEZAJSK, "Rzuchów"],
  },
  {
    key: "pcv-max",
    companyName: "PCV-Max Montaż Okien",
    firstName: "Sebastian",
    lastName: "Gil",
    phone: "+48661329058",
    description: "Ciepły montaż okien, parapety, rolety zewnętrzne i moskitiery.",
    serviceAreas: ["Wierzawice", "Leżajsk", "Stare Miasto", "Brzóza Królewska"],
  },
  {
    key: "stolarka-kozak",
    companyName: "Stolarka Drzwiowa Kozak",
    firstName: "Wiesław",
    lastName: "Kozak",
    phone: "+48691448302",
    description: "Drzwi wewnętrzne i zewnętrzne z drewna, renowacja stolarki.",
    serviceAreas: ["Piskorowice", "Leżajsk", "Kuryłówka"],
  },
  {
    key: "zielony-ogrod",
    companyName: "Zielony Ogród Katarzyna Bąk",
    firstName: "Katarzyna",
    lastName: "Bąk",
    phone: "+48507612984",
    description: "Projektowanie i zakładanie ogrodów, trawniki z rolki, nawadnianie.",
    serviceAreas: ["Hucisko", "Leżajsk", "Giedlarowa", "Stare Miasto"],
  },
  {
    key: "lesniak",
    companyName: "Usługi Ogrodnicze Leśniak",
    firstName: "Marian",
    lastName: "Leśniak",
    phone: "+48600287145",
    description: "Koszenie, przycinanie żywopłotów i drzew, porządki w ogrodzie.",
    serviceAreas: ["Dębno", "Nowa Sarzyna", "Wola Zarczycka"],
  },
  {
    key: "ogrody-sarzyna",
    companyName: "Ogrody Sarzyna",
    firstName: "Ewelina",
    lastName: "Pawlak",
    phone: "+48530914226",
    description: "Pielęgnacja ogrodów i terenów zielonych dla domów i wspólnot.",
    serviceAreas: ["Jelna", "Nowa Sarzyna", "Ożanna"],
  },
  {
    key: "czysty-dom",
    companyName: "Czysty Dom Leżajsk",
    firstName: "Monika",
    lastName: "Sołtys",
    phone: "+48516073391",
    description: "Sprzątanie domów, mieszkań i biur, mycie okien.",
    serviceAreas: [...AROUND_LEZAJSK],
  },
  {
    key: "blask",
    companyName: "Blask Serwis Sprzątający",
    firstName: "Joanna",
    lastName: "Krupa",
    phone: "+48728340615",
    description: "Sprzątanie po remontach, pranie tapicerki i dywanów.",
    serviceAreas: ["Nowa Sarzyna", "Leżajsk", "Dębno"],
  },
  {
    key: "malarz-czech",
    companyName: "Malarstwo Pokojowe Tadeusz Czech",
    firstName: "Tadeusz",
    lastName: "Czech",
    phone: "+48694205883",
    description: "Malowanie mieszkań, tapetowanie, gładzie gipsowe.",
    serviceAreas: ["Rzuchów", "Leżajsk", "Wierzawice"],
  },
];

export const DEMO_SERVICES: readonly DemoService[] = [
  {
    company: "firma",
    category: "elektryczne",
    location: "lezajsk",
    title: "Instalacje elektryczne w domach i mieszkaniach",
    description:
      "Wykonujemy nowe instalacje elektryczne i wymieniamy stare aluminiowe przewody na miedziane. Montujemy rozdzielnice z zabezpieczeniami różnicowoprądowymi, gniazda, oświetlenie LED i instalacje inteligentnego domu. Po pracy wykonujemy pomiary i wystawiamy protokół. Dojeżdżamy w promieniu 20 km od Leżajska.",
    priceFrom: 90,
    availability: "Pn-Pt 7-17, Sob 8-13",
    offeredServices: [
      "Nowe instalacje elektryczne",
      "Wymiana instalacji aluminiowej na miedzianą",
      "Montaż rozdzielnic i zabezpieczeń",
      "Oświetlenie LED wewnątrz i na zewnątrz",
      "Instalacje inteligentnego domu",
      "Pomiary z protokołem",
    ],
    warrantyMonths: 24,
    isPremium: true,
    isVerified: true,
  },
  {
    company: "firma",
    category: "hydrauliczne",
    location: "lezajsk",
    title: "Instalacje wodne, kanalizacyjne i grzewcze",
    description:
      "Projektujemy i wykonujemy instalacje wodno-kanalizacyjne oraz centralnego ogrzewania w domach jednorodzinnych. Montujemy ogrzewanie podłogowe, kotły gazowe i pompy ciepła. Udzielamy 24 miesięcy gwarancji na wykonane prace.",
    priceFrom: 100,
    availability: "Pn-Pt 7-17",
    offeredServices: [
      "Instalacje wodno-kanalizacyjne",
      "Centralne ogrzewanie",
      "Ogrzewanie podłogowe",
      "Montaż kotłów gazowych",
      "Montaż pomp ciepła",
    ],
    warrantyMonths: 24,
    isVerified: true,
  },
  {
    company: "firma",
    category: "klimatyzacja",
    location: "giedlarowa",
    title: "Montaż klimatyzacji split z gwarancją",
    description:
      "Dobieramy klimatyzator do pomieszczenia, montujemy jednostki split i multisplit w domach i biurach. Czysty montaż, ukryte przewody, uruchomienie i instruktaż. Oferujemy coroczne przeglądy i odgrzybianie.",
    priceFrom: 130,
    availability: "Pn-Sob 8-18",
    offeredServices: [
      "Dobór klimatyzatora do pomieszczenia",
      "Montaż jednostek split i multisplit",
      "Uruchomienie i instruktaż",
      "Coroczne przeglądy",
      "Odgrzybianie i czyszczenie",
    ],
    warrantyMonths: 36,
    contactPerson: "Łukasz Pieczonka",
    phone: "+48601455279",
  },
  {
    company: "elektro-lux",
    category: "elektryczne",
    location: "lezajsk",
    title: "Elektryk Leżajsk – awarie, gniazda, oświetlenie",
    description:
      "Szybkie naprawy awarii elektrycznych, wymiana gniazd i włączników, montaż lamp i oświetlenia zewnętrznego. Uprawnienia SEP E i D do 1 kV. Przyjeżdżam zwykle tego samego lub następnego dnia.",
    priceFrom: 80,
    availability: "Pn-Pt 8-18",
    offeredServices: [
      "Usuwanie awarii elektrycznych",
      "Wymiana gniazd i włączników",
      "Montaż lamp",
      "Oświetlenie zewnętrzne",
    ],
    warrantyMonths: 12,
  },
  {
    company: "elektro-lux",
    category: "elektryczne",
    location: "stare-miasto",
    title: "Pomiary elektryczne i odbiory instalacji",
    description:
      "Okresowe pomiary instalacji elektrycznej dla domów, mieszkań i lokali usługowych – wymagane przez ubezpieczycieli i zarządców. Pomiary rezystancji izolacji, impedancji pętli zwarcia i wyłączników różnicowoprądowych, protokół w dniu badania.",
    priceFrom: 120,
    availability: "Pn-Pt 8-16",
    offeredServices: [
      "Pomiary rezystancji izolacji",
      "Pomiary impedancji pętli zwarcia",
      "Badanie wyłączników różnicowoprądowych",
      "Protokoły dla ubezpieczycieli i zarządców",
    ],
  },
  {
    company: "zuh-sowa",
    category: "elektryczne",
    location: "nowa-sarzyna",
    title: "Fotowoltaika i instalacje elektryczne – Nowa Sarzyna",
    description:
      "Montaż instalacji fotowoltaicznych na dachach i gruncie wraz ze zgłoszeniem do operatora. Wykonuję też instalacje w budynkach gospodarczych, przyłącza i zasilanie bram. Pomagam w uzyskaniu dofinansowania z programu Mój Prąd.",
    priceFrom: 85,
    availability: "Pn-Sob 7-19",
    offeredServices: [
      "Fotowoltaika na dachu i na gruncie",
      "Zgłoszenie instalacji do operatora",
      "Instalacje w budynkach gospodarczych",
      "Przyłącza i zasilanie bram",
      "Pomoc we wniosku Mój Prąd",
    ],
    warrantyMonths: 60,
    isPremium: true,
  },
  {
    company: "instal-hydro",
    category: "hydrauliczne",
    location: "giedlarowa",
    title: "Hydraulik – instalacje wod-kan i c.o.",
    description:
      "Kompleksowe instalacje wodne i kanalizacyjne w nowych domach oraz wymiana starych rur w budynkach z lat 80. Podłączenia do sieci, montaż wodomierzy i stacji uzdatniania wody. Solidnie i w umówionym terminie.",
    priceFrom: 95,
    availability: "Pn-Pt 7-16",
    offeredServices: [
      "Instalacje wodne i kanalizacyjne",
      "Wymiana starych rur",
      "Podłączenia do sieci",
      "Montaż wodomierzy",
      "Stacje uzdatniania wody",
    ],
    warrantyMonths: 24,
  },
  {
    company: "instal-hydro",
    category: "hydrauliczne",
    location: "wierzawice",
    title: "Montaż pomp ciepła i kotłów gazowych",
    description:
      "Wymiana starych pieców na kotły kondensacyjne i pompy ciepła. Pomagamy przy wniosku do programu Czyste Powietrze, dobieramy moc urządzenia do budynku i wykonujemy pierwsze uruchomienie. Serwis gwarancyjny i pogwarancyjny.",
    priceFrom: 110,
    availability: "Pn-Pt 8-17",
    offeredServices: [
      "Montaż pomp ciepła",
      "Kotły kondensacyjne",
      "Pomoc przy wniosku Czyste Powietrze",
      "Pierwsze uruchomienie",
      "Serwis gwarancyjny i pogwarancyjny",
    ],
    warrantyMonths: 24,
    contactPerson: "Adam Rzeszutek",
    phone: "+48665412908",
    isVerified: true,
  },
  {
    company: "hydraulik-24",
    category: "hydrauliczne",
    location: "lezajsk",
    title: "Pogotowie hydrauliczne 24h – Leżajsk i okolice",
    description:
      "Cieknące rury, zapchany odpływ, awaria bojlera? Przyjeżdżam także w nocy i w weekendy. Udrażnianie kanalizacji spiralą, wymiana baterii i zaworów, biały montaż w łazienkach.",
    priceFrom: 120,
    availability: "Całodobowo, 7 dni w tygodniu",
    offeredServices: [
      "Awarie hydrauliczne całą dobę",
      "Udrażnianie kanalizacji spiralą",
      "Wymiana baterii i zaworów",
      "Biały montaż w łazienkach",
    ],
    warrantyMonths: 6,
    isPremium: true,
  },
  {
    company: "bud-rem",
    category: "remonty",
    location: "stare-miasto",
    title: "Remonty mieszkań i domów pod klucz",
    description:
      "Przeprowadzamy pełne remonty: skuwanie i tynki, gładzie, zabudowy z płyt g-k, układanie paneli i płytek, montaż drzwi. Jedna ekipa od początku do końca, ustalony kosztorys i termin. Sprzątamy po sobie.",
    priceFrom: 70,
    availability: "Pn-Pt 7-17, Sob 8-14",
    offeredServices: [
      "Skuwanie i tynki",
      "Gładzie gipsowe",
      "Zabudowy z płyt g-k",
      "Układanie paneli i płytek",
      "Montaż drzwi",
      "Sprzątanie po remoncie",
    ],
    warrantyMonths: 24,
  },
  {
    company: "bud-rem",
    category: "malowanie",
    location: "lezajsk",
    title: "Malowanie wnętrz i gładzie gipsowe",
    description:
      "Malowanie mieszkań, domów i klatek schodowych farbami lateksowymi i ceramicznymi. Przygotowanie ścian, gładzie, naprawa pęknięć, zabezpieczenie mebli i podłóg na czas prac.",
    priceFrom: 60,
    availability: "Pn-Sob 7-18",
    offeredServices: [
      "Malowanie mieszkań i domów",
      "Malowanie klatek schodowych",
      "Gładzie gipsowe",
      "Naprawa pęknięć",
      "Zabezpieczenie mebli i podłóg",
    ],
    warrantyMonths: 12,
  },
  {
    company: "domex",
    category: "remonty",
    location: "brzoza-krolewska",
    title: "Budowa domów jednorodzinnych w stanie surowym",
    description:
      "Budujemy domy od fundamentów po stan surowy zamknięty: ściany z bloczków lub ceramiki, stropy, więźba dachowa i pokrycie. Mamy własny sprzęt i doświadczoną ekipę. Zapraszamy do obejrzenia naszych realizacji w gminie Leżajsk.",
    priceFrom: 85,
    availability: "Pn-Pt 7-16",
    offeredServices: [
      "Fundamenty",
      "Ściany z bloczków i ceramiki",
      "Stropy",
      "Więźba dachowa i pokrycie",
      "Stan surowy zamknięty",
    ],
    warrantyMonths: 60,
    contactPerson: "Robert Domański",
    phone: "+48693118402",
    isVerified: true,
  },
  {
    company: "domex",
    category: "remonty",
    location: "lezajsk",
    title: "Rozbudowy, nadbudowy i docieplenia budynków",
    description:
      "Docieplamy domy styropianem i wełną, wykonujemy elewacje, dobudowujemy garaże i wiatrołapy. Pomagamy w formalnościach przy zgłoszeniu robót. Bezpłatna wycena na miejscu.",
    priceFrom: 75,
    availability: "Pn-Pt 7-16",
    offeredServices: [
      "Docieplenia styropianem i wełną",
      "Elewacje",
      "Dobudowa garaży i wiatrołapów",
      "Pomoc w zgłoszeniu robót",
      "Bezpłatna wycena",
    ],
    warrantyMonths: 36,
  },
  {
    company: "nowak-i-syn",
    category: "remonty",
    location: "kurylowka",
    title: "Remont łazienki i kuchni – glazura, hydraulika",
    description:
      "Kompleksowo remontujemy łazienki: demontaż, hydroizolacja, płytki, kabiny walk-in, biały montaż. W kuchniach układamy płytki i przygotowujemy instalacje pod zabudowę. Rodzinna firma z 20-letnim doświadczeniem.",
    priceFrom: 65,
    availability: "Pn-Pt 8-17",
    offeredServices: [
      "Demontaż starej łazienki",
      "Hydroizolacja",
      "Układanie płytek",
      "Kabiny walk-in",
      "Biały montaż",
      "Przygotowanie kuchni pod zabudowę",
    ],
    warrantyMonths: 24,
  },
  {
    company: "klima-tech",
    category: "klimatyzacja",
    location: "lezajsk",
    title: "Klimatyzacja i pompy ciepła powietrze-powietrze",
    description:
      "Sprzedaż, montaż i serwis klimatyzatorów renomowanych marek. Urządzenia z funkcją grzania sprawdzają się jako ogrzewanie w okresach przejściowych. Przeglądy, czyszczenie i uzupełnianie czynnika.",
    priceFrom: 140,
    availability: "Pn-Pt 8-17",
    offeredServices: [
      "Sprzedaż klimatyzatorów",
      "Montaż i uruchomienie",
      "Klimatyzatory z funkcją grzania",
      "Przeglądy i czyszczenie",
      "Uzupełnianie czynnika",
    ],
    warrantyMonths: 36,
    isPremium: true,
    isVerified: true,
  },
  {
    company: "frost",
    category: "klimatyzacja",
    location: "nowa-sarzyna",
    title: "Montaż klimatyzacji w biurach i sklepach",
    description:
      "Klimatyzacja dla lokali usługowych, biur i sklepów: kasetony, jednostki kanałowe, systemy multi. Pracujemy po godzinach otwarcia, żeby nie przeszkadzać klientom. Certyfikat F-gazowy.",
    priceFrom: 150,
    availability: "Pn-Sob 7-20",
    offeredServices: [
      "Klimatyzatory kasetonowe",
      "Jednostki kanałowe",
      "Systemy multi",
      "Montaż po godzinach otwarcia",
    ],
    warrantyMonths: 24,
  },
  {
    company: "okna-mazurek",
    category: "okna",
    location: "lezajsk",
    title: "Okna PCV i drzwi zewnętrzne z montażem",
    description:
      "Salon w Leżajsku z oknami PCV i aluminiowymi, drzwiami zewnętrznymi i bramami garażowymi. Bezpłatny pomiar, transport i montaż z demontażem starych okien. Serwis i regulacja okien także innych firm.",
    priceFrom: 100,
    availability: "Pn-Pt 9-17, Sob 9-13",
    offeredServices: [
      "Okna PCV i aluminiowe",
      "Drzwi zewnętrzne",
      "Bramy garażowe",
      "Bezpłatny pomiar",
      "Demontaż starych okien",
      "Serwis i regulacja okien",
    ],
    warrantyMonths: 60,
    contactPerson: "Beata Mazurek",
    phone: "+48609330271",
    isPremium: true,
  },
  {
    company: "pcv-max",
    category: "okna",
    location: "wierzawice",
    title: "Ciepły montaż okien, rolety i moskitiery",
    description:
      "Montujemy okna w warstwie ocieplenia z taśmami paroszczelnymi, co ogranicza straty ciepła. Dodatkowo rolety zewnętrzne, żaluzje, parapety i moskitiery na wymiar.",
    priceFrom: 90,
    availability: "Pn-Pt 8-16",
    offeredServices: [
      "Ciepły montaż okien",
      "Rolety zewnętrzne",
      "Żaluzje",
      "Parapety",
      "Moskitiery na wymiar",
    ],
    warrantyMonths: 24,
  },
  {
    company: "stolarka-kozak",
    category: "okna",
    location: "piskorowice",
    title: "Drzwi drewniane i renowacja stolarki",
    description:
      "Wykonuję drzwi wewnętrzne i zewnętrzne z litego drewna na wymiar oraz odnawiam stare okna i drzwi skrzynkowe. Cyklinowanie, uszczelnianie, malowanie i wymiana okuć.",
    priceFrom: 80,
    availability: "Pn-Pt 7-15",
    offeredServices: [
      "Drzwi z litego drewna na wymiar",
      "Renowacja okien skrzynkowych",
      "Cyklinowanie i malowanie",
      "Wymiana okuć i uszczelek",
    ],
    warrantyMonths: 24,
  },
  {
    company: "zielony-ogrod",
    category: "ogrodowe",
    location: "hucisko",
    title: "Zakładanie ogrodów i trawniki z rolki",
    description:
      "Projektujemy i zakładamy ogrody przydomowe: trawniki z siewu i z rolki, rabaty, żywopłoty, automatyczne nawadnianie. Doradzamy w doborze roślin do gleby i nasłonecznienia.",
    priceFrom: 60,
    availability: "Pn-Sob 7-19 (marzec–listopad)",
    offeredServices: [
      "Projekt ogrodu",
      "Trawniki z siewu i z rolki",
      "Rabaty i żywopłoty",
      "Automatyczne nawadnianie",
      "Dobór roślin",
    ],
    warrantyMonths: 12,
    isPremium: true,
  },
  {
    company: "lesniak",
    category: "ogrodowe",
    location: "debno",
    title: "Koszenie trawy i przycinanie żywopłotów",
    description:
      "Koszenie trawników i działek, także zarośniętych, przycinanie żywopłotów i drzew owocowych, wywóz gałęzi. Stała opieka nad ogrodem dla osób wyjeżdżających.",
    priceFrom: 50,
    availability: "Pn-Sob 7-18",
    offeredServices: [
      "Koszenie trawników i działek",
      "Przycinanie żywopłotów",
      "Cięcie drzew owocowych",
      "Wywóz gałęzi",
    ],
  },
  {
    company: "ogrody-sarzyna",
    category: "ogrodowe",
    location: "jelna",
    title: "Pielęgnacja ogrodów i terenów zielonych",
    description:
      "Sezonowa pielęgnacja ogrodów: wertykulacja, nawożenie, grabienie liści, jesienne porządki. Obsługujemy też tereny wspólnot mieszkaniowych i firm.",
    priceFrom: 55,
    availability: "Pn-Pt 8-16",
    offeredServices: [
      "Wertykulacja",
      "Nawożenie trawników",
      "Grabienie liści",
      "Jesienne porządki",
      "Obsługa terenów wspólnot i firm",
    ],
  },
  {
    company: "czysty-dom",
    category: "sprzatanie",
    location: "lezajsk",
    title: "Sprzątanie domów i mieszkań, mycie okien",
    description:
      "Regularne i jednorazowe sprzątanie domów, mieszkań i biur. Mycie okien, prasowanie, sprzątanie przed świętami. Używamy własnych środków i sprzętu.",
    priceFrom: 45,
    availability: "Pn-Sob 8-18",
    offeredServices: [
      "Sprzątanie domów i mieszkań",
      "Sprzątanie biur",
      "Mycie okien",
      "Prasowanie",
      "Sprzątanie przed świętami",
    ],
    isVerified: true,
  },
  {
    company: "blask",
    category: "sprzatanie",
    location: "nowa-sarzyna",
    title: "Sprzątanie po remoncie i pranie tapicerki",
    description:
      "Usuwamy pył i zabrudzenia po remoncie, doczyszczamy fugi i okna. Pierzemy ekstrakcyjnie kanapy, fotele, dywany i tapicerkę samochodową.",
    priceFrom: 50,
    availability: "Pn-Pt 8-17, Sob 9-14",
    offeredServices: [
      "Sprzątanie po remoncie",
      "Doczyszczanie fug",
      "Pranie kanap i foteli",
      "Pranie dywanów",
      "Pranie tapicerki samochodowej",
    ],
  },
  {
    company: "malarz-czech",
    category: "malowanie",
    location: "rzuchow",
    title: "Malowanie mieszkań i tapetowanie",
    description:
      "Maluję mieszkania i domy, kładę tapety i fototapety, wykonuję dekoracyjne tynki i sztukaterię. Dokładnie, czysto i w uzgodnionym terminie. Ponad 25 lat doświadczenia.",
    priceFrom: 55,
    availability: "Pn-Pt 7-16",
    offeredServices: [
      "Malowanie mieszkań i domów",
      "Tapety i fototapety",
      "Tynki dekoracyjne",
      "Sztukateria",
    ],
    warrantyMonths: 12,
  },
];
