/** Hands a downloaded file to the browser's own download, under the name the screen chose. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later is long past the click.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
