import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** `%`, `_` and the escape character itself match literally in LIKE (default escape `\\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The column contains `text`, ignoring case and Polish diacritics ('łąka' finds 'Łąka' and
 * 'Laka'); wildcards typed in `text` match themselves. The same expression as the trigram
 * indexes on titles (services_title_trgm_idx), so such an index can serve it.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`f_unaccent(lower(${column})) like '%' || f_unaccent(lower(${escapeLike(text)})) || '%'`;
}
