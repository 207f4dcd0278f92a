import type { PaymentPattern } from "./payment-patterns.ts";

/**
 * Crafted messages for the payment rule: advance-payment scams as they are written to people
 * renting or buying (with the pattern the rule should name) and ordinary messages that share
 * their words (kaucja, przelew, kurier, links) but ask for nothing before a viewing. The tests
 * (scam-signals.test.ts) hold the rule to them; scripts/scam-signals.ts reports them.
 */
export const CRAFTED_SCAM_MESSAGES: readonly { text: string; pattern: PaymentPattern }[] = [
  {
    text: "Dzień dobry, mieszkanie jest dostępne. Przed obejrzeniem proszę o wpłatę zaliczki 500 zł na konto, wtedy zarezerwuję termin.",
    pattern: "deposit",
  },
  { text: "Mieszkanie mogę pokazać dopiero po wpłacie zadatku 1000 zł.", pattern: "deposit" },
  { text: "Adres podam po przelewie opłaty rezerwacyjnej.", pattern: "deposit" },
  {
    text: "Zanim Pan przyjedzie, proszę o BLIK na 300 zł jako potwierdzenie rezerwacji.",
    pattern: "deposit",
  },
  {
    text: "Bez oglądania mogę zarezerwować dla Pani mieszkanie, wystarczy przedpłata 800 zł.",
    pattern: "deposit",
  },
  { text: "PRZED OGLĄDANIEM WYMAGAM WPŁATY KAUCJI.", pattern: "deposit" },
  { text: "Przed ogladaniem wymagam wplaty kaucji 1500 zl", pattern: "deposit" },
  {
    text: "Obecnie pracuję za granicą i nie mogę pokazać mieszkania, proszę przelać kaucję, umowę wyślę mailem.",
    pattern: "deposit",
  },
  {
    text: "Obecnie pracuję w Norwegii. Proszę przelać kaucję 2000 zł, a klucze wyślę kurierem.",
    pattern: "keys",
  },
  {
    text: "Klucze nadam Paczkomatem InPost od razu po zaksięgowaniu kaucji.",
    pattern: "keys",
  },
  {
    text: "Wyślę Panu klucze pocztą, proszę tylko o przelew za pierwszy miesiąc.",
    pattern: "keys",
  },
  {
    text: "Zamówiłem kuriera DPD, który odbierze dokumenty – proszę opłacić przesyłkę kartą płatniczą.",
    pattern: "courier",
  },
  {
    text: "Kurier InPost dostarczy umowę najmu, płatność 1500 zł kaucji przy odbiorze przesyłki.",
    pattern: "courier",
  },
  { text: "Mieszkanie zarezerwuję dla Pana po otrzymaniu 500 zł na konto.", pattern: "deposit" },
  { text: "Wyślij kod BLIK, to potwierdzę rezerwację.", pattern: "secret" },
  { text: "Proszę podać numer karty, zwrócę opłatę za ogłoszenie.", pattern: "secret" },
  {
    text: "Żeby odebrać płatność, potrzebuję numeru Pani karty i daty ważności.",
    pattern: "secret",
  },
  {
    text: "Aby otrzymać pieniądze za rezerwację, kliknij: https://olx-pl.dostawa24.com/oferta/8821",
    pattern: "link",
  },
  {
    text: "Płatność jest zabezpieczona, tu link: https://bezpieczna-transakcja24.net/platnosc?id=5521",
    pattern: "link",
  },
  { text: "Proszę o rezerwację na www.szybkie-wplaty.eu/zaliczka/77", pattern: "link" },
  {
    text: "[Opłać rezerwację](https://secure-pay.example.net/checkout/4411)",
    pattern: "link",
  },
];

export const CRAFTED_HONEST_MESSAGES: readonly string[] = [
  "Czy mogę obejrzeć mieszkanie w sobotę?",
  "Kaucja wynosi 2000 zł, płatna przy podpisaniu umowy.",
  "Dzień dobry, czy oferta jest nadal aktualna? Jaki jest czynsz administracyjny i czy cena podlega negocjacji?",
  "Przed obejrzeniem proszę o telefon, kaucję omówimy na miejscu.",
  "Nie pobieram żadnej zaliczki przed obejrzeniem, zapraszam w czwartek.",
  "Zadatek 10% wpłacamy przy umowie przedwstępnej u notariusza.",
  "Kaucja to dwumiesięczny czynsz. Zapraszam na oglądanie w czwartek o 17:00.",
  "Mogę podesłać zdjęcia i rzut mieszkania mailem.",
  "Link do wirtualnego spaceru: https://my.matterport.com/show/?m=abc123",
  "Szczegóły oferty: https://www.otodom.pl/pl/oferta/mieszkanie-2-pokoje-lezajsk-ID4abc",
  "Dokumenty mogę wysłać kurierem, a płatność dopiero u notariusza.",
  "Przelew pierwszego czynszu po podpisaniu umowy i przekazaniu kluczy.",
  "Mieszkanie pokażę po pracy, po 17:00. Kaucja 1500 zł.",
  "Oglądanie możliwe od poniedziałku, przelew kaucji dopiero po podpisaniu umowy najmu.",
  "Mapa dojazdu: https://maps.google.com/?q=Leżajsk+Mickiewicza+12",
  "Proszę o kontakt przed przyjazdem, żebym zdążył otworzyć bramę.",
  "Czy przed obejrzeniem mogę prosić o numer księgi wieczystej?",
  "Paczkomat InPost jest zaraz obok bloku, a sklep 200 m dalej.",
  "Wystawię fakturę, płatność przelewem w terminie 14 dni od odbioru prac.",
  "Kaucję proszę wpłacić przed przekazaniem kluczy, po podpisaniu umowy.",
  "Klucze przekażę osobiście w dniu podpisania umowy.",
  "Opłaty za media wynoszą około 300 zł miesięcznie, płatne razem z czynszem.",
  "Mieszkam za granicą, kaucję można wpłacić przelewem po podpisaniu umowy.",
  "Nie musisz nic wpłacać przed spotkaniem, umowę podpiszemy w biurze.",
  "Nigdy nie podawaj nikomu kodu BLIK ani numeru karty.",
  "Mogę zapłacić BLIK-iem na telefon po obejrzeniu.",
  "Rezerwację potwierdzę po wpłacie zadatku przy umowie przedwstępnej.",
  "Płatność kartą możliwa w biurze przy podpisaniu umowy.",
  "Proszę podać datę ważności świadectwa energetycznego i numer księgi wieczystej.",
];
