/**
 * The payment rule of the scam signals (server/moderation/scam-signals.ts): does a message carry
 * a pattern typical of advance-payment scams? Pure functions over the text, so the rule can be
 * measured on crafted and demo messages (scripts/scam-signals.ts) without a database.
 *
 * The text is folded first (lower case, Polish letters without diacritics), so "wpłać",
 * "WPLAC" and "wpłac" read the same. The rule looks at one sentence at a time: a deposit word
 * next to "before the viewing" in another sentence is not a request to pay before seeing.
 */

export type PaymentPattern = "deposit" | "keys" | "courier" | "secret" | "link";

export type PaymentFinding = {
  pattern: PaymentPattern;
  /** The sentence (or the link) in the sender's own words, shortened for the queue. */
  excerpt: string;
};

/** What the moderation queue reads for each pattern. */
export const PAYMENT_PATTERN_LABELS: Record<PaymentPattern, string> = {
  deposit: "prośba o wpłatę przed obejrzeniem nieruchomości",
  keys: "klucze wysyłane pocztą lub kurierem",
  courier: "kurier i płatność",
  secret: "prośba o kod BLIK lub dane karty",
  link: "link do płatności poza serwisem",
};

/**
 * Lower case without diacritics, character for character: the folded text keeps the original's
 * offsets, so a match can be quoted from what the sender wrote.
 */
function foldPolish(text: string): string {
  let folded = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    // ł has no combining form to strip; the other Polish letters decompose.
    const plain = lower === "ł" ? "l" : lower.normalize("NFD").replace(/\p{M}/gu, "");
    folded += plain.length === char.length ? plain : char;
  }
  return folded;
}

// Money asked for: deposits, advances, transfers, paying. Word starts only ("bezpłatny" is not).
const MONEY =
  /\b(zaliczk|zadat|kaucj|przedplat|przelew|przelac|przelej|przelan|wplac|wplat|oplac|zaplac|platn|pieniadz|pieniedz|blik|oplat\w* rezerwac|rezerwac\w* (oplat|kwot))/;
// Before (or instead of) seeing the property, or the "I am abroad" story that goes with it.
const BEFORE_VIEWING =
  /\b(przed|bez) (\w+ )?(obejrz|oglad|ogledzin|spotkan|pokazan|przyjazd|wizyt|zobaczen|prezentac)|\bzanim (\w+ ){0,3}(obejrz|zobacz|przyjedz|przyjad|spotka|ogladn|pokaz)|\bza granica\b/;
// "After you pay I will show it / give the address": payment as the condition of a viewing.
const PAY_FIRST =
  /\b(po|dopiero po) (\w+ )?(wplac|wplat|przelew|przelani|zaplac|oplacen|zaksiegowan|otrzymani\w* (\d[\d ]*(zl|zlotych|eur)|wplat|przelew|zaliczk|zadat|kaucj|pieniedz))/;
const VIEWING = /\b(pokaz|obejrz|oglad|adres|spotka|udostepni|rezerw|zarezerw)/;
const KEYS_BY_POST =
  /\b(wysl|wysyl|przesl|przesyl|nadam|nadac|odesl)\w* (\w+ ){0,3}klucz|\bklucz\w* (\w+ ){0,4}(kurier|poczt|paczkomat|przesylk|list\w* polecon)/;
const COURIER =
  /\b(kurier|przesylk\w* kuriersk|dpd|inpost|dhl|gls|paczkomat|pocztex|dostaw\w* olx|olx dostaw)/;
// A BLIK code or a card's details: whoever has them takes the money; nobody honest asks for
// them. Asked for, not warned about ("nigdy nie podawaj nikomu kodu BLIK").
const SECRET =
  /\bkod\w* blik|\bblik\w* kod|\b(numer\w*|dane|dat\w* waznosci) (\w+ )?(kart[aey]?|karcie)\b|\bcvv|\bcvc/;
const ASK =
  /\b(wysl|wysyl|przesl|przesyl|podaj|podac|podani|podyktuj|przekaz|przepisz|wpisz|napisz|potrzeb|prosz|daj)/;
const WARNING =
  /\b(nie|nigdy) (\w+ )?(podawaj|wysylaj|przesylaj|przekazuj|udostepniaj|prosz|pros)|\bnikomu\b/;
const CARD = /\b(kart\w* (platnicz|kredyt|debet)|dane (karty|logowania)|numer\w* karty|pobrani)/;
// Money settled face to face, at the signing or the notary (how honest deals are paid), or
// money expressly not asked for ("nie pobieram żadnej zaliczki").
const NOT_ASKED_BEFOREHAND =
  /\b((przy|po) (podpisan|umowie|notariusz|przekazaniu kluczy)|u notariusza|na miejscu|w dniu (podpisan|przekazan)|omowimy|do uzgodnienia|w umowie|nie (\w+ )?(pobier|bior|wymag|chc|trzeba|potrzeb|musi|prosz)|zadn)/;

/** Start and end of each sentence of the folded text. */
function sentences(folded: string): { start: number; end: number }[] {
  return [...folded.matchAll(/[^.!?;\n]+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** A clause asks for money unless it says the money is settled in person or not asked for. */
function asksForMoney(sentence: string): boolean {
  return sentence
    .split(",")
    .some((clause) => MONEY.test(clause) && !NOT_ASKED_BEFOREHAND.test(clause));
}

function sentencePattern(sentence: string): PaymentPattern | null {
  if (KEYS_BY_POST.test(sentence)) return "keys";
  if (BEFORE_VIEWING.test(sentence) && asksForMoney(sentence)) return "deposit";
  if (PAY_FIRST.test(sentence) && VIEWING.test(sentence) && !NOT_ASKED_BEFOREHAND.test(sentence)) {
    return "deposit";
  }
  if (SECRET.test(sentence) && ASK.test(sentence) && !WARNING.test(sentence)) return "secret";
  if (COURIER.test(sentence) && (asksForMoney(sentence) || CARD.test(sentence))) {
    return "courier";
  }
  return null;
}

const EXCERPT_CHARS = 140;

function shorten(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > EXCERPT_CHARS ? `${one.slice(0, EXCERPT_CHARS - 1)}…` : one;
}

// Links as people paste them: with a scheme, or starting with www.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>()[\]"']+|\bwww\.[^\s<>()[\]"']+/gi;
// A host or path that speaks of paying, delivering, refunding or "safe transactions".
const PAY_HINT =
  /(^|[^a-z])(pay|payu|paypal|payment|platnos|platn|blik|przelew|dostaw|delivery|bezpieczn|secure|safe|transakc|transaction|odbierz|odbior|zwrot|refund|wplat|oplac|checkout|karta|card|weryfik|verify|zaliczk|kaucj|rezerwac)/;
// Brands scammers imitate, and their real domains (a real one is not a lookalike).
const BRANDS = /olx|allegro|inpost|dpd|dhl|otodom|poczta-?polska|vinted|blik/;
const BRAND_DOMAINS = [
  "olx.pl",
  "allegro.pl",
  "inpost.pl",
  "dpd.com.pl",
  "dpd.pl",
  "dhl.com",
  "dhl.pl",
  "otodom.pl",
  "poczta-polska.pl",
  "vinted.pl",
  "blik.com",
];

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a link leads to paying somewhere other than this site. */
function isPaymentLink(raw: string, siteHost: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(/^www\./i.test(raw) ? `http://${raw}` : raw);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (siteHost && isUnder(host, siteHost.toLowerCase())) return false;
  if (BRAND_DOMAINS.some((domain) => isUnder(host, domain))) return false;
  if (BRANDS.test(host)) return true;
  return PAY_HINT.test(foldPolish(safeDecode(`${host}${url.pathname}${url.search}`)));
}

/**
 * The first advance-payment pattern in a message, or null. `siteHost` is this site's own host:
 * links to it never count.
 */
export function findPaymentPattern(content: string, siteHost?: string): PaymentFinding | null {
  const text = content.normalize("NFC");
  // Links are judged as links: their dots would cut sentences and their words read as text.
  const folded = foldPolish(text).replace(URL_IN_TEXT, (link) => " ".repeat(link.length));
  for (const { start, end } of sentences(folded)) {
    const pattern = sentencePattern(folded.slice(start, end));
    if (pattern) return { pattern, excerpt: shorten(text.slice(start, end)) };
  }
  for (const [link] of text.matchAll(URL_IN_TEXT)) {
    const clean = link.replace(/[.,;:!?]+$/, "");
    if (isPaymentLink(clean, siteHost)) return { pattern: "link", excerpt: shorten(clean) };
  }
  return null;
}
