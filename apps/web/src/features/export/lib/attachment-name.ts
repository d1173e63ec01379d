/**
 * The file name an attachment's `Content-Disposition` gives: the exact UTF-8 `filename*` (RFC 6266/5987) when
 * present, else the plain `filename`, else the fallback.
 */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] || fallback;
}
