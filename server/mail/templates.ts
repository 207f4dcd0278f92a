import { formatQuantity } from "../../shared/format.ts";
import type { Mail } from "./mailer.ts";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One layout for every mail: a heading, a paragraph, an optional quote (text a user wrote,
 * always escaped), a button and the link spelled out.
 */
function actionMail(
  to: string,
  subject: string,
  lines: {
    greeting: string;
    body: string;
    quote?: string;
    button: string;
    url: string;
    footer: string;
  },
): Mail {
  const { greeting, body, quote, button, url, footer } = lines;
  const quoted = quote ? `\n\n${quote.replace(/^/gm, "> ")}` : "";
  const text = `${greeting}\n\n${body}${quoted}\n\n${button}: ${url}\n\n${footer}\n\n— Okolica, Leżajsk i okolice\n`;
  const quoteHtml = quote
    ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #a7f3d0;background:#f0fdf4;white-space:pre-line">${escapeHtml(quote)}</blockquote>`
    : "";
  const html = `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;color:#111827;background:#f9fafb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e5e7eb">
<p style="font-size:20px;font-weight:bold;color:#065f46;margin:0 0 16px">Okolica</p>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${quoteHtml}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#4b5563">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p></div></body></html>`;
  return { to, subject, text, html };
}

function greet(name: string | null | undefined) {
  return name?.trim() ? `Dzień dobry, ${name.trim()}!` : "Dzień dobry!";
}

export function confirmationMail(to: string, name: string | null | undefined, url: string): Mail {
  return actionMail(to, "Potwierdź adres e-mail w Okolicy", {
    greeting: greet(name),
    body: "Dziękujemy za założenie konta w Okolicy. Aby je aktywować, potwierdź swój adres e-mail.",
    button: "Potwierdź adres e-mail",
    url,
    footer:
      "Link jest ważny przez 24 godziny. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.",
  });
}

/*
 * Mails about agency membership carry no text an agency typed except the agency's name: no
 * broker name, position or message of its choosing, so an agency cannot use them as a channel.
 */

/** The confirmation link for a broker account an agency opened (panel, Agents tab). */
export function brokerAccountMail(to: string, agencyName: string, url: string): Mail {
  return actionMail(to, "Potwierdź adres e-mail w Okolicy", {
    greeting: greet(null),
    body: `Agencja ${agencyName} założyła dla Ciebie konto pośrednika w Okolicy i zaprasza Cię do swojego zespołu. Potwierdź adres e-mail, a potem w panelu zaakceptuj albo odrzuć zaproszenie. Hasło do konta przekaże Ci agencja; możesz też ustawić własne przez „Nie pamiętasz hasła?” na stronie logowania.`,
    button: "Potwierdź adres e-mail",
    url,
    footer:
      "Link jest ważny przez 24 godziny. Jeśli nie współpracujesz z tą agencją, zignoruj tę wiadomość.",
  });
}

/** An existing broker invited into an agency: the answer is given in the panel, signed in. */
export function agencyInvitationMail(to: string, agencyName: string, url: string): Mail {
  return actionMail(to, "Zaproszenie do agencji w Okolicy", {
    greeting: greet(null),
    body: `Agencja ${agencyName} zaprasza Cię do swojego zespołu w Okolicy. Jeśli zaakceptujesz zaproszenie, agencja będzie mogła przeglądać, edytować i usuwać Twoje ogłoszenia. Agencję możesz w każdej chwili opuścić w panelu.`,
    button: "Otwórz panel",
    url,
    footer:
      "Zaproszenie zaakceptujesz albo odrzucisz w panelu po zalogowaniu. Jeśli nie znasz tej agencji, odrzuć je albo zignoruj tę wiadomość.",
  });
}

/**
 * An agency tried to open a broker account for an address that already has an account it
 * cannot invite (not a broker, or in another agency): the agency is told the same as for a
 * new address, the account holder is told what happened.
 */
export function agencyInviteImpossibleMail(to: string, agencyName: string, url: string): Mail {
  return actionMail(to, "Zaproszenie do agencji w Okolicy", {
    greeting: greet(null),
    body: `Agencja ${agencyName} chciała założyć w Okolicy konto pośrednika na ten adres, ale masz już u nas konto. Niczego w nim nie zmieniliśmy. Agencja może zaprosić tylko konto pośrednika, które nie należy do innej agencji.`,
    button: "Otwórz panel",
    url,
    footer: "Jeśli nie znasz tej agencji, zignoruj tę wiadomość.",
  });
}

/** To the agency's owner: a broker left; their listings are no longer the agency's to manage. */
export function brokerLeftMail(
  to: string,
  input: { brokerName: string; agencyName: string; url: string },
): Mail {
  return actionMail(to, "Pośrednik opuścił agencję", {
    greeting: greet(null),
    body: `${input.brokerName} opuszcza agencję ${input.agencyName}. Od tej chwili agencja nie ma dostępu do ogłoszeń tego pośrednika.`,
    button: "Otwórz zespół agencji",
    url: input.url,
    footer: "Pośrednik może wrócić tylko przez nowe zaproszenie, które zaakceptuje.",
  });
}

export function passwordResetMail(to: string, name: string | null | undefined, url: string): Mail {
  return actionMail(to, "Ustaw nowe hasło w Okolicy", {
    greeting: greet(name),
    body: "Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Okolicy.",
    button: "Ustaw nowe hasło",
    url,
    footer:
      "Link jest ważny przez godzinę. Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość — hasło pozostanie bez zmian.",
  });
}

/** How much of a message a notification mail may quote: a teaser, the conversation has the rest. */
const MAIL_PREVIEW_CHARS = 200;

/** The first 200 characters (code points, so no emoji is cut in half), "…" when there was more. */
function mailPreview(content: string): string {
  const chars = Array.from(content.trim());
  if (chars.length <= MAIL_PREVIEW_CHARS) return chars.join("");
  return `${chars.slice(0, MAIL_PREVIEW_CHARS).join("").trimEnd()}…`;
}

/** A new message in a conversation; at most one per conversation per 15 minutes (notify.ts). */
export function newMessageMail(
  to: string,
  input: {
    recipientName: string | null | undefined;
    senderName: string | null | undefined;
    preview: string;
    /** The listing's or service's title the conversation is about, if any. */
    subjectTitle?: string | null;
    url: string;
  },
): Mail {
  const sender = input.senderName?.trim();
  const about = input.subjectTitle?.trim() ? ` w sprawie „${input.subjectTitle.trim()}”` : "";
  return actionMail(to, sender ? `Nowa wiadomość od: ${sender}` : "Nowa wiadomość w Okolicy", {
    greeting: greet(input.recipientName),
    body: sender
      ? `${sender} napisał(a) do Ciebie${about}:`
      : `Masz nową wiadomość w Okolicy${about}:`,
    quote: mailPreview(input.preview),
    button: "Otwórz rozmowę",
    url: input.url,
    footer:
      "Kolejne wiadomości z tej rozmowy zobaczysz w panelu — o następnych powiadomimy Cię najwyżej raz na 15 minut.",
  });
}

/** The data export is ready: the link (for the signed-in owner only) and until when it works. */
export function dataExportReadyMail(
  to: string,
  details: { name: string | null; until: string; url: string },
): Mail {
  return actionMail(to, "Twoje dane z Okolicy są gotowe do pobrania", {
    greeting: greet(details.name),
    body: `Przygotowaliśmy plik ZIP z Twoimi danymi: profilem, ogłoszeniami, usługami, opiniami, wiadomościami z załącznikami, zapisanymi wyszukiwaniami, obserwowanymi i zdjęciami. Link działa do ${details.until}; do pobrania trzeba być zalogowanym na to konto.`,
    button: "Pobierz moje dane",
    url: details.url,
    footer:
      "Jeśli to nie Ty prosiłeś o dane, zmień hasło w profilu: pliku nie pobierze nikt poza zalogowanym właścicielem konta.",
  });
}

/** To the administrators: an order from /cennik waits in the plans section. */
export function planOrderMail(
  to: string,
  details: { plan: string; who: string; url: string },
): Mail {
  return actionMail(to, `Nowe zamówienie planu „${details.plan}”`, {
    greeting: "Dzień dobry,",
    body: `${details.who} zamówił(a) plan „${details.plan}” w cenniku. Odpisz z danymi do płatności, a po jej zaksięgowaniu przypisz plan w panelu administratora (Promocje → Plany → Zamówienia planów).`,
    button: "Otwórz zamówienia",
    url: details.url,
    footer: "Wiadomość do administratorów Okolicy.",
  });
}

/** A plan ends within a week: what ends when, and where to order the next period. */
export function planEndingMail(
  to: string,
  details: { name: string | null; plan: string; endsOn: string; url: string },
): Mail {
  return actionMail(to, `Twój plan „${details.plan}” kończy się ${details.endsOn}`, {
    greeting: greet(details.name),
    body: `Plan „${details.plan}” obowiązuje do ${details.endsOn}. Potem konto wróci do limitów planu bezpłatnego: ogłoszenia i usługi ponad limit zostaną, ale nowych nie dodasz. Aby przedłużyć plan, zamów go ponownie w cenniku.`,
    button: "Przejdź do cennika",
    url: details.url,
    footer: "Przypomnienia możesz wyłączyć w profilu, w sekcji „Powiadomienia e-mail”.",
  });
}

/** Three days before an own listing expires: the one-click "Odśwież" (a page that asks first). */
export function listingExpiryMail(
  to: string,
  details: { name: string | null; title: string; expiresOn: string; url: string },
): Mail {
  return actionMail(to, `Twoje ogłoszenie wygasa ${details.expiresOn}`, {
    greeting: greet(details.name),
    body: `Ogłoszenie „${details.title}” przestanie być widoczne ${details.expiresOn}. Jeśli jest nadal aktualne, odśwież je jednym kliknięciem — będzie widoczne przez kolejny okres.`,
    button: "Odśwież ogłoszenie",
    url: details.url,
    footer:
      "Jeśli ogłoszenie jest już nieaktualne, nic nie rób: zniknie z wyszukiwarki, a w panelu zostanie w archiwum. Powiadomienia możesz wyłączyć w profilu.",
  });
}

/** The receipt of a report (DSA art. 16 ust. 4): what was reported and how it is handled. */
export function reportReceivedMail(
  to: string,
  details: { what: string; reason: string; url: string },
): Mail {
  return actionMail(to, "Otrzymaliśmy Twoje zgłoszenie", {
    greeting: "Dzień dobry,",
    body: `dziękujemy za zgłoszenie: ${details.what}, powód: ${details.reason}. Rozpatrzy je osoba z zespołu Okolicy, zwykle w ciągu 7 dni; o decyzji napiszemy na ten adres.`,
    button: "Jak rozpatrujemy zgłoszenia",
    url: details.url,
    footer: "Jeśli to nie Ty wysłałeś zgłoszenie, zignoruj tę wiadomość.",
  });
}

/**
 * To the address a visitor typed in the report form: only a link that confirms it. No title and
 * no text anyone wrote, so that the form cannot carry a message to a stranger's inbox.
 */
export function reportConfirmMail(to: string, details: { url: string }): Mail {
  return actionMail(to, "Potwierdź zgłoszenie w Okolicy", {
    greeting: "Dzień dobry,",
    body: `ktoś — zapewne Ty — zgłosił w Okolicy treść do sprawdzenia i podał ten adres e-mail. Zgłoszenie wyślemy dopiero, gdy potwierdzisz je linkiem poniżej (działa 24 godziny).`,
    button: "Potwierdź zgłoszenie",
    url: details.url,
    footer:
      "Jeśli to nie Ty, zignoruj tę wiadomość: nic nie zostanie wysłane, a Twój adres nie zostanie zapisany.",
  });
}

/** To a reporter: what was decided about the content they reported. */
export function reportOutcomeMail(
  to: string,
  details: { what: string; outcome: string; url: string },
): Mail {
  return actionMail(to, "Decyzja w sprawie Twojego zgłoszenia", {
    greeting: "Dzień dobry,",
    body: `rozpatrzyliśmy Twoje zgłoszenie: ${details.what}. Decyzja: ${details.outcome} Jeśli się z nią nie zgadzasz, odpisz na adres kontaktowy podany w Regulaminie (§ 9); możesz też skorzystać z pozasądowego rozstrzygania sporów (art. 21 DSA) lub drogi sądowej.`,
    button: "Zasady zgłaszania treści",
    url: details.url,
    footer: "Dziękujemy, że pomagasz dbać o Okolicę.",
  });
}

/** To the owner: a decision restricted their content or account; the statement and the appeal. */
export function moderationStatementMail(
  to: string,
  details: { what: string; summary: string; ground: string; url: string },
): Mail {
  return actionMail(to, "Decyzja moderacji dotycząca Twojej treści w Okolicy", {
    greeting: "Dzień dobry,",
    body: `podjęliśmy decyzję dotyczącą: ${details.what}. ${details.summary} Podstawa: ${details.ground}. Pełne uzasadnienie i formularz odwołania (jedno odwołanie, w ciągu 6 miesięcy) są pod linkiem poniżej; link działa także bez logowania.`,
    button: "Zobacz uzasadnienie",
    url: details.url,
    footer:
      "Odwołanie rozpatrzy inny administrator niż ten, który podjął decyzję, jeśli taki jest.",
  });
}

/** To the owner: the outcome of their appeal. */
export function appealOutcomeMail(
  to: string,
  details: { what: string; outcome: string; url: string },
): Mail {
  return actionMail(to, "Wynik Twojego odwołania w Okolicy", {
    greeting: "Dzień dobry,",
    body: `rozpatrzyliśmy Twoje odwołanie od decyzji dotyczącej: ${details.what}. Wynik: ${details.outcome}`,
    button: "Zobacz uzasadnienie",
    url: details.url,
    footer:
      "Możesz też skorzystać z certyfikowanego pozasądowego organu rozstrzygania sporów (art. 21 DSA) lub drogi sądowej.",
  });
}

/**
 * To an administrator, at most once an hour: how many messages a scam rule flagged since the
 * last digest (one mail instead of one per message; no message text).
 */
export function flaggedMessagesDigestMail(
  to: string,
  details: { count: number; url: string },
): Mail {
  const messages = formatQuantity(details.count, ["wiadomość", "wiadomości", "wiadomości"]);
  return actionMail(to, "Oznaczone wiadomości w kolejce moderacji", {
    greeting: "Dzień dobry,",
    body: `reguła ostrzegająca przed oszustwami oznaczyła w ostatnim czasie ${messages}. Ich odbiorcy widzą ostrzeżenie; nic nie zostało ukryte. Czekają w panelu administratora w zakładce „Zgłoszenia”.`,
    button: "Otwórz zgłoszenia",
    url: details.url,
    footer: "Zestawienie do administratorów Okolicy, najwyżej raz na godzinę.",
  });
}

/** To the administrators: an item has its first open report in the moderation queue. */
export function moderationQueueMail(
  to: string,
  details: { what: string; reason: string; url: string; automatic?: boolean },
): Mail {
  const found = details.automatic
    ? `reguła ostrzegająca przed oszustwami wskazała: ${details.what} (${details.reason}). Nic nie zostało ukryte; zgłoszenie czeka`
    : `ktoś zgłosił: ${details.what} (powód: ${details.reason}). Zgłoszenie czeka`;
  return actionMail(to, "Nowe zgłoszenie w kolejce moderacji", {
    greeting: "Dzień dobry,",
    body: `${found} w panelu administratora w zakładce „Zgłoszenia”; Regulamin obiecuje decyzję zwykle w ciągu 7 dni. Kolejne zgłoszenia tej treści dołączą do niego bez osobnej wiadomości.`,
    button: "Otwórz zgłoszenia",
    url: details.url,
    footer: "Wiadomość do administratorów Okolicy.",
  });
}

/** To the administrators: an owner appealed; another than the one who decided should answer. */
export function appealReceivedMail(to: string, details: { what: string; url: string }): Mail {
  return actionMail(to, "Nowe odwołanie od decyzji moderacji", {
    greeting: "Dzień dobry,",
    body: `autor treści odwołał się od decyzji dotyczącej: ${details.what}. Odwołanie czeka w zakładce „Zgłoszenia”, w sekcji „Odwołania”; rozpatruje je inny administrator niż ten, który podjął decyzję, jeśli taki jest.`,
    button: "Otwórz odwołania",
    url: details.url,
    footer: "Wiadomość do administratorów Okolicy.",
  });
}
