import iconv from 'iconv-lite';

// QuickBooks Desktop reads IIF as Windows-1252 without a BOM (shared/research/qbo-iif.md section 3): its own
// exports write the '·' of '1000 · Cash' as the byte 0xB7, and a BOM is a known cause of failed imports.
// Every character the code page holds is kept as is (é, ·, –, €); anything else is transliterated first, and
// only what has no Latin spelling at all (emoji, CJK) becomes '?', so nothing disappears without a trace.
const CP1252_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const CP1252_ONLY = new RegExp(`^[\\u0000-\\u007F\\u00A0-\\u00FF${CP1252_HIGH}]*$`);
const IN_CP1252 = new RegExp(`^[\\u0000-\\u007F\\u00A0-\\u00FF${CP1252_HIGH}]$`);
const COMBINING_MARKS = /\p{Mn}/gu;

// Letters and signs NFKD does not decompose into anything Windows-1252 holds.
const LATIN_SPELLING: Record<string, string> = {
  ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', Ħ: 'H', ı: 'i', ŧ: 't', Ŧ: 'T', ŋ: 'n', Ŋ: 'N', ĸ: 'k', ə: 'e', Ə: 'E',
  ɛ: 'e', ȷ: 'j', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2015': '—', '\u2212': '-',
  '\u2032': "'", '\u2033': '"', '\u2044': '/', '\u2215': '/', '\u2043': '-',
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function spellGrapheme(grapheme: string): string {
  if (IN_CP1252.test(grapheme)) return grapheme;
  const mapped = LATIN_SPELLING[grapheme];
  if (mapped !== undefined) return mapped;
  const decomposed = grapheme.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (decomposed !== '' && CP1252_ONLY.test(decomposed)) return decomposed;
  const spelled = [...decomposed].map((char) => LATIN_SPELLING[char] ?? char).join('');
  return spelled !== '' && CP1252_ONLY.test(spelled) ? spelled : '?';
}

/** The text as Windows-1252 can hold it: kept where it can, transliterated where it cannot, else '?'. */
export function toWindows1252Text(text: string): string {
  const composed = text.normalize('NFC');
  if (CP1252_ONLY.test(composed)) return composed;
  let out = '';
  for (const { segment } of graphemes.segment(composed)) out += spellGrapheme(segment);
  return out;
}

/** Bytes for a text already passed through toWindows1252Text: one byte per character, no BOM. */
export function encodeWindows1252(text: string): Buffer {
  return iconv.encode(text, 'win1252', { addBOM: false });
}
