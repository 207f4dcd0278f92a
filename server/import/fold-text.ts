/** Lower case without Polish marks ('Łąka' → 'laka'): how the imports compare what sources write. */
export function withoutMarks(value: string): string {
  return value
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** withoutMarks() as words of letters and digits separated by single spaces. */
export function foldWords(value: string): string {
  return withoutMarks(value)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
