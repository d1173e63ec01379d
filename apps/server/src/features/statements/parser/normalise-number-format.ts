import type { Line } from './layout-types.ts';

// "1.234,56" / "45,00": the decimal comma of most of Europe. "1,234.56" / "45.00": the US point.
const COMMA_DECIMAL = /^[-−(]?[$£€]?\d{1,3}(?:\.\d{3})*,\d{2}\)?[-−]?$/;
const POINT_DECIMAL = /^[-−(]?[$£€]?\d{1,3}(?:,\d{3})*\.\d{2}\)?[-−]?$|^[-−(]?[$£€]?\d+\.\d{2}\)?[-−]?$/;

/**
 * A statement printed with decimal commas is rewritten with decimal points, so the rest of the parser
 * reads one format. Decided once per statement from its own figures: only when decimal-comma amounts
 * outnumber decimal-point ones, since "1,234" alone could be either.
 */
export function normaliseNumberFormat(lines: Line[]): Line[] {
  let comma = 0;
  let point = 0;
  for (const line of lines) {
    for (const w of line.words) {
      if (COMMA_DECIMAL.test(w.text)) comma += 1;
      else if (POINT_DECIMAL.test(w.text)) point += 1;
    }
  }
  if (comma < 3 || comma <= point) return lines;
  return lines.map((line) => ({
    ...line,
    words: line.words.map((w) => (COMMA_DECIMAL.test(w.text) ? { ...w, text: w.text.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')) } : w)),
  }));
}
