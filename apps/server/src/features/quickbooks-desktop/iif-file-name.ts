// A client name becomes part of a file name on someone's Windows desktop: only letters, digits, spaces
// and - _ . survive; anything else (/ \ : * ? " < > | and the like) becomes '-'.
function safeFilePart(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
}

/** The brief's `{client name}_transactions.iif`. */
export function iifFileName(clientName: string): string {
  return `${safeFilePart(clientName) || 'client'}_transactions.iif`;
}

/**
 * `attachment` with a plain ASCII `filename` for old browsers and the exact name as RFC 5987/6266
 * `filename*` (UTF-8, percent-encoded) for every current one.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(/[^\x20-\x7E]+/g, '-')
    .replace(/["\\]/g, '-');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
