/**
 * A text a spreadsheet would run as a formula (OWASP "CSV injection": a cell starting with = + - @, or with
 * a tab or carriage return that some programs strip before reading the rest). Bank descriptions are written
 * by whoever paid, so `=HYPERLINK(...)` in a payee is an attack on the bookkeeper who opens the file.
 */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}

/** In a CSV the text is kept but starts with an apostrophe, which Excel and Sheets show as text. */
export function neutraliseForCsv(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
