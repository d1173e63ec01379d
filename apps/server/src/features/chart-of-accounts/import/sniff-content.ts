export type ContentKind = 'empty' | 'zip' | 'ole2' | 'pdf' | 'binary' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // 'PK\3\4': .xlsx is a zip package
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Excel 97-2003 .xls, and password-protected .xlsx
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const SAMPLE_BYTES = 64 * 1024;

/** What the bytes are, whatever the file name claims. */
export function sniffContent(bytes: Uint8Array): ContentKind {
  if (bytes.length === 0) return 'empty';
  if (startsWith(bytes, ZIP)) return 'zip';
  if (startsWith(bytes, OLE2)) return 'ole2';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 'text';
  return looksBinary(bytes.subarray(0, SAMPLE_BYTES)) ? 'binary' : 'text';
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

// Text exports hold no NUL and almost no control characters other than tab, CR, LF and form feed (page breaks
// in printed reports). Images, archives and other binaries are full of both.
function looksBinary(sample: Uint8Array): boolean {
  let controls = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) controls += 1;
  }
  return controls > sample.length / 100;
}
