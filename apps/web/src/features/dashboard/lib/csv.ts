export type CsvValue = string | number | null | undefined;

// Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP);
// a tab or carriage return in front can hide the sign from a quick look, so those count too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: empty for no value, text made inert for spreadsheets and quoted when it must be (RFC 4180). */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // A number is written by us, never by a user, and "-5" read back as minus five is harmless.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header line, then one line per row, CRLF line ends as RFC 4180 writes them. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
