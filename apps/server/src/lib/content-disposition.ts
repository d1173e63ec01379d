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
