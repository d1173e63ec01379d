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
