/**
 * Saves text as a file through a temporary link. A UTF-8 byte order mark goes first so Excel, where
 * most bookkeepers open a CSV, reads accented client names correctly instead of guessing a code page.
 */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later is long past the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
