import { formatQuantity } from "../../shared/format.ts";
import { formatListingPrice } from "../../shared/listing-price.ts";
import { locationLabel } from "../../shared/locations.ts";
import { absoluteUrl, safeImageSrc } from "../../shared/urls.ts";
import type { Mail } from "../mail/mailer.ts";
import { escapeHtml } from "../mail/templates.ts";

export type AlertListing = {
  id: string;
  title: string;
  price: number;
  previousPrice: number | null;
  transactionType: string;
  location: string | null;
  address: string | null;
  imageUrl: string | null;
};

type AlertMailInput = {
  to: string;
  baseUrl: string;
  searchName: string;
  /** The saved search's results on the site. */
  searchUrl: string;
  unsubscribeUrl: string;
  fresh: AlertListing[];
  lowered: AlertListing[];
  /** New matches beyond those listed. */
  moreFresh: number;
};

const NEW_FORMS = ["nowa oferta", "nowe oferty", "nowych ofert"] as const;

/**
 * One alert: the new matching offers and those whose price fell, each with its photo, price and
 * link, and the one-click unsubscribe (RFC 8058: a POST to the same address pauses the alerts,
 * and the link opens a page that asks first). User text (names, titles) is escaped.
 */
export function searchAlertMail(input: AlertMailInput): Mail {
  const { to, baseUrl, searchName, searchUrl, unsubscribeUrl, fresh, lowered, moreFresh } = input;
  const freshCount = fresh.length + moreFresh;
  const subject = freshCount
    ? `${formatQuantity(freshCount, NEW_FORMS)}: ${searchName}`.replace(/\u00a0/g, " ")
    : `Niższe ceny: ${searchName}`;
  const price = (l: AlertListing) => formatListingPrice(l.price, l.transactionType);
  const place = (l: AlertListing) => locationLabel(l.location) ?? l.address ?? "";
  const link = (l: AlertListing) => `${baseUrl}/nieruchomosc/${l.id}`;
  const lowerText = (l: AlertListing) =>
    l.previousPrice
      ? `cena obniżona z ${formatListingPrice(l.previousPrice, l.transactionType)} na ${price(l)}`
      : price(l);

  const textLines = [
    `Dzień dobry!`,
    "",
    `Nowości w zapisanym wyszukiwaniu „${searchName}”.`,
    ...(fresh.length ? ["", "Nowe oferty:"] : []),
    ...fresh.map((l) => `- ${l.title} — ${price(l)}, ${place(l)}\n  ${link(l)}`),
    ...(moreFresh ? [`  …i ${formatQuantity(moreFresh, NEW_FORMS)} więcej: ${searchUrl}`] : []),
    ...(lowered.length ? ["", "Niższe ceny:"] : []),
    ...lowered.map((l) => `- ${l.title} — ${lowerText(l)}, ${place(l)}\n  ${link(l)}`),
    "",
    `Wszystkie wyniki: ${searchUrl}`,
    "",
    `Nie chcesz więcej takich wiadomości? Wypisz się: ${unsubscribeUrl}`,
    `Wszystkie powiadomienia e-mail ustawisz w profilu: ${baseUrl}/profil`,
    "",
    "— Okolica, Leżajsk i okolice",
  ];

  const item = (l: AlertListing, caption: string) => {
    const image = safeImageSrc(l.imageUrl);
    const photo = image
      ? `<img src="${escapeHtml(absoluteUrl(baseUrl, image))}" alt="" width="120" height="90" style="display:block;width:120px;height:90px;object-fit:cover;border-radius:8px">`
      : "";
    return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top;width:120px">${photo}</td><td style="padding:8px 0;vertical-align:top"><a href="${escapeHtml(link(l))}" style="color:#065f46;font-weight:bold;text-decoration:none">${escapeHtml(l.title)}</a><br><span style="font-size:16px;font-weight:bold">${escapeHtml(caption)}</span><br><span style="font-size:13px;color:#4b5563">${escapeHtml(place(l))}</span></td></tr>`;
  };
  const section = (heading: string, rows: string[]) =>
    rows.length
      ? `<h2 style="font-size:16px;margin:20px 0 4px">${heading}</h2><table role="presentation" style="border-collapse:collapse;width:100%">${rows.join("")}</table>`
      : "";
  const html = `<!doctype html><html lang="pl"><body style="font-family:Arial,sans-serif;color:#111827;background:#f9fafb;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e5e7eb">
<p style="font-size:20px;font-weight:bold;color:#065f46;margin:0 0 16px">Okolica</p>
<p>Dzień dobry! Nowości w zapisanym wyszukiwaniu „${escapeHtml(searchName)}”.</p>
${section(
  "Nowe oferty",
  fresh.map((l) => item(l, price(l))),
)}${moreFresh ? `<p><a href="${escapeHtml(searchUrl)}">…i ${formatQuantity(moreFresh, NEW_FORMS)} więcej</a></p>` : ""}
${section(
  "Niższe ceny",
  lowered.map((l) => item(l, lowerText(l))),
)}
<p style="margin:24px 0"><a href="${escapeHtml(searchUrl)}" style="background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Zobacz wszystkie wyniki</a></p>
<p style="font-size:13px;color:#4b5563">Otrzymujesz tę wiadomość, bo zapisałeś to wyszukiwanie w Okolicy. <a href="${escapeHtml(unsubscribeUrl)}">Wypisz się z tych powiadomień</a>. Wszystkie powiadomienia e-mail ustawisz w <a href="${escapeHtml(baseUrl)}/profil">profilu</a>.</p>
</div></body></html>`;
  return {
    to,
    subject,
    text: textLines.join("\n"),
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
