/**
 * `Array.prototype.push` as the thread had it before pdf.js loaded (see pdfjs.ts). Imported by pdfjs.ts before
 * pdf.js itself, so it is evaluated first.
 */
export const nativeArrayPush = Array.prototype.push;
