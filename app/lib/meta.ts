export const SITE_NAME = "Okolica";
export const SITE_DESCRIPTION =
  "Nieruchomości i lokalne usługi w Leżajsku i 14 okolicznych miejscowościach: mieszkania, domy, działki, lokale komercyjne oraz sprawdzone firmy usługowe.";

/** Title, description and their Open Graph twins for a page. */
export function pageMeta(title: string | null, description = SITE_DESCRIPTION, image?: string) {
  const fullTitle = title
    ? `${title} | ${SITE_NAME}`
    : `${SITE_NAME} — nieruchomości i usługi w okolicy Leżajska`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pl_PL" },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
}
