/**
 * Decodes a text export. Excel's "Unicode text" is UTF-16 with a BOM; "CSV UTF-8" is UTF-8 with a BOM;
 * QuickBooks Desktop and Excel's plain "CSV" write Windows-1252, where the '·' of '1000 · Cash' is the
 * single byte 0xB7 (shared/research/qbo-iif.md section 3), which is never valid UTF-8. So: BOM first, then
 * strict UTF-8, then Windows-1252, which decodes any byte.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Windows-1252 is Latin-1 except for 0x80-0x9F, which hold these (WHATWG Encoding Standard, index-windows-1252;
// the five unassigned bytes stay C1 controls). Not `new TextDecoder('windows-1252')`: Node 20.18.3 and later
// decode it as plain Latin-1, so 0x92 comes out as U+0092 instead of '’' (nodejs/node issues #56542, #60888).
const HIGH_CONTROLS =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (char) => HIGH_CONTROLS[char.charCodeAt(0) - 0x80] ?? char);
}
