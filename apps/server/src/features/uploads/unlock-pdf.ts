import { PDFDict, PDFDocument, PDFInvalidObject, PDFName, PDFRawStream } from '@cantoo/pdf-lib';

/**
 * What a PDF's lock means for its upload. `unlocked` carries a decrypted copy, which is what gets stored:
 * parsing, the statement viewer, OCR and re-parsing then read it like any other PDF, and the password is
 * never needed (or kept) again.
 */
export type UnlockOutcome =
  | { kind: 'not_encrypted' }
  /** Encrypted with an empty open password (an owner password only restricts printing or copying): pdf.js reads it as it is. */
  | { kind: 'opens_without_password' }
  | { kind: 'unlocked'; pdf: Uint8Array }
  | { kind: 'password_required' }
  | { kind: 'password_wrong' }
  /** Encrypted in a way the standard password handler cannot open (a certificate, a damaged Encrypt dictionary). */
  | { kind: 'unopenable' };

const ENCRYPT_KEY = Buffer.from('/Encrypt');

/**
 * Whether the file may be encrypted, from its bytes: the trailer (or the cross-reference stream's
 * dictionary, which is never compressed or encrypted) names an /Encrypt dictionary. A false alarm only
 * costs the parse in `unlockPdf`, which then finds no encryption.
 */
export function mayBeEncrypted(pdf: Uint8Array): boolean {
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).indexOf(ENCRYPT_KEY) >= 0;
}

/**
 * Opens an encrypted PDF with its password and writes it back without encryption. pdf-lib (the
 * @cantoo fork, whose decryption is pdf.js's) implements the standard security handler, revisions 2 to 6:
 * RC4 40 and 128-bit, AES-128 and AES-256; either the open (user) or the owner password opens it. Streams
 * are decrypted and written back still compressed, so the copy is about the size of the original.
 * Runs in a worker thread (unlock-pdf-thread.ts): the whole file is parsed.
 */
export async function unlockPdf(pdf: Uint8Array, password: string | undefined): Promise<UnlockOutcome> {
  if (!mayBeEncrypted(pdf)) return { kind: 'not_encrypted' };
  if (password !== undefined) {
    const opened = await open(pdf, password);
    if (opened === 'unopenable') return { kind: 'unopenable' };
    if (opened === 'wrong_password') {
      // A password sent for a file that needs none (it was locked for editing only) is no reason to refuse it.
      return (await open(pdf, '')) instanceof PDFDocument ? { kind: 'opens_without_password' } : { kind: 'password_wrong' };
    }
    // `isDecrypted`: the file had an Encrypt dictionary and the password gave its key.
    if (!opened.context.isDecrypted) return { kind: 'not_encrypted' };
    dropEncryptionLeftovers(opened);
    // updateFieldAppearances off: a form's look is written as the bank left it, no font is added.
    return { kind: 'unlocked', pdf: await opened.save({ updateFieldAppearances: false }) };
  }
  const opened = await open(pdf, '');
  if (opened === 'wrong_password') return { kind: 'password_required' };
  if (opened === 'unopenable') return { kind: 'unopenable' };
  return opened.context.isDecrypted ? { kind: 'opens_without_password' } : { kind: 'not_encrypted' };
}

async function open(pdf: Uint8Array, password: string): Promise<PDFDocument | 'wrong_password' | 'unopenable'> {
  try {
    // updateMetadata off: the copy keeps the bank's producer and dates.
    return await PDFDocument.load(pdf, { password, updateMetadata: false });
  } catch (error) {
    // pdf.js's handler (which this fork carries) says "Password incorrect", or "NEEDS PASSWORD" for an empty one (revisions 2-4).
    if (error instanceof Error && /password/i.test(error.message)) return 'wrong_password';
    return 'unopenable';
  }
}

/**
 * pdf-lib writes a fresh trailer without /Encrypt but keeps every object it read: the old cross-reference
 * streams (never encrypted, so the decryption garbles them into unparsed objects whose dictionaries still name
 * /Encrypt), the object streams it has already unpacked, and the Encrypt dictionary itself. Nothing refers to
 * them; they go, so no reader that rebuilds a damaged file from its objects finds a lock.
 */
function dropEncryptionLeftovers(doc: PDFDocument): void {
  const TYPE = PDFName.of('Type');
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFInvalidObject) {
      const bytes = new Uint8Array(object.sizeInBytes());
      object.copyBytesInto(bytes, 0);
      if (Buffer.from(bytes.buffer).includes('/XRef')) doc.context.delete(ref);
      continue;
    }
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (!dict) continue;
    const type = dict.get(TYPE);
    const isSecurityHandler = dict.get(PDFName.of('Filter')) === PDFName.of('Standard') && dict.has(PDFName.of('U'));
    if (type === PDFName.of('XRef') || type === PDFName.of('ObjStm') || isSecurityHandler) doc.context.delete(ref);
  }
}
