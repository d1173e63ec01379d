import type { Word } from './layout-types.ts';

// pdf.js gives one item per text run ("27.00 USAA FUNDS TRANSFER CR"), with only the run's width.
// Word positions inside the run are estimated from typical Helvetica advance widths, which is close
// enough to line amounts up with their columns by their right edges.
function widthOf(ch: string): number {
  if (ch === ' ') return 0.278;
  if (/[0-9]/.test(ch)) return 0.556;
  if (/[.,:;'!|il]/.test(ch)) return 0.278;
  if (/[MW@%]/.test(ch)) return 0.86;
  if (/[A-Z#&$]/.test(ch)) return 0.68;
  return 0.52;
}

// Every glyph of every page goes through here: the ASCII widths are looked up, not matched.
const ASCII_WIDTHS = Array.from({ length: 128 }, (_, code) => widthOf(String.fromCharCode(code)));

function advance(ch: string): number {
  return ch.length === 1 ? (ASCII_WIDTHS[ch.charCodeAt(0)] ?? widthOf(ch)) : widthOf(ch);
}

export function splitItemIntoWords(text: string, x: number, width: number, y: number, h: number, page: number): Word[] {
  const units = [...text].map(advance);
  const total = units.reduce((a, b) => a + b, 0) || 1;
  const scale = width > 0 ? width / total : h;
  const words: Word[] = [];
  let cursor = x;
  // Dot leaders ("DATE..........AMOUNT", "Balance ....... 12.00") separate words just like spaces
  // do; dots that start a word ("...2511", a masked account number) are part of it. Line-printer
  // layouts draw their boxes with characters ("____BALANCE|NO.|AMOUNT|"): bars and runs of rule
  // characters are cell borders, not text.
  const pieces = text.split(/(\s+|(?<=[A-Za-z])\.{2,}(?=[A-Za-z])|(?<=\s|^)\.{3,}(?=\s|$)|[|¦]+|[_¬]{2,})/);
  let index = 0;
  for (const piece of pieces) {
    const len = [...piece].length;
    const w = units.slice(index, index + len).reduce((a, b) => a + b, 0) * scale;
    if (piece && !/^(\s+|\.{2,}|[|¦]+|[_¬]{2,})$/.test(piece)) words.push({ text: piece, x0: cursor, x1: cursor + w, y, h, page });
    cursor += w;
    index += len;
  }
  return words;
}
