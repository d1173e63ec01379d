import iconv from 'iconv-lite';

// QuickBooks Desktop reads IIF as Windows-1252 without a BOM (shared/research/qbo-iif.md section 3): its own
// exports write the '·' of '1000 · Cash' as the byte 0xB7, and a BOM is a known cause of failed imports.
// Every character the code page holds is kept as is (é, ·, –, €); anything else is transliterated first, and
// only what has no Latin spelling at all (emoji, CJK) becomes '?', so nothing disappears without a trace.
const CP1252_HIGH = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const CP1252_ONLY = new RegExp(`^[\\u0000-\\u007F\\u00A0-\\u00FF${CP1252_HIGH}]*$`);
const IN_CP1252 = new RegExp(`^[\\u0000-\\u007F\\u00A0-\\u00FF${CP1252_HIGH}]$`);
const BEYOND_LATIN1 = /[^\p{ASCII}\u00A0-\u00FF]/u;
const COMBINING_MARKS = /\p{Mn}/gu;

// Letters and signs NFKD does not decompose into anything Windows-1252 holds.
const LATIN_SPELLING: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŧ: 't',
  Ŧ: 'T',
  ŋ: 'n',
  Ŋ: 'N',
  ĸ: 'k',
  ə: 'e',
  Ə: 'E',
  ɛ: 'e',
  ȷ: 'j',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2215': '/',
  '\u2043': '-',
};

// Parts of one emoji after its first code point (skin tones, joiners and what they join, variation
// selectors, tag letters, a flag's second letter): the whole emoji becomes one '?', not several.
function isEmojiTail(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0x200d ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0x1f1e6 && code <= 0x1f1ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
}

function spell(char: string): string {
  const mapped = LATIN_SPELLING[char];
  if (mapped !== undefined) return mapped;
  const decomposed = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  const spelled = [...decomposed].map((part) => LATIN_SPELLING[part] ?? part).join('');
  return CP1252_ONLY.test(spelled) ? spelled : '?';
}

/** The text as Windows-1252 can hold it: kept where it can, transliterated where it cannot, else '?'. */
export function toWindows1252Text(text: string): string {
  // Most statement text is plain ASCII or Latin-1, already composed: nothing to do.
  if (CP1252_ONLY.test(text)) return text;
  let out = '';
  let previous = '';
  let joined = false;
  for (const char of text.normalize('NFC')) {
    if (IN_CP1252.test(char)) {
      previous = char;
      joined = false;
    } else if (previous === '?' && (joined || isEmojiTail(char))) {
      joined = char === '\u200D';
      continue;
    } else {
      previous = spell(char);
      joined = false;
    }
    out += previous;
  }
  return out;
}

/** Bytes for a text already passed through toWindows1252Text: one byte per character, no BOM. */
export function encodeWindows1252(text: string): Buffer {
  // Below U+0100, outside the C1 block, Windows-1252 and Latin-1 are the same bytes, and Node's Latin-1
  // encoder is several times faster than a table lookup per character.
  if (!BEYOND_LATIN1.test(text)) return Buffer.from(text, 'latin1');
  return iconv.encode(text, 'win1252', { addBOM: false });
}
