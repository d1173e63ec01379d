import { nativeArrayPush } from './native-array-push.ts';

export { getDocument, OPS, Util } from 'pdfjs-dist/legacy/build/pdf.mjs';
export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js, for the parser: every module of the parser imports it from here. Its legacy build carries core-js,
 * which on Node 20 (V8 11.3, where pushing onto an array whose length is read-only does not throw) replaces
 * `Array.prototype.push` of the whole thread with a function written in JavaScript, and does it again when
 * pdf.js loads its worker half on the first document. Every push of pdf.js and of the parser then costs a
 * call: a fifth of a long statement's CPU (issue 19: 1.06 -> 0.81 s on the 100-page generated statement).
 * V8's own push, kept from before pdf.js loaded, is put back; it behaves the same for every array but that
 * one. On Node 22 and later nothing was replaced and nothing is done.
 */
export function keepNativeArrayPush(): void {
  if (Array.prototype.push === nativeArrayPush || !Function.prototype.toString.call(nativeArrayPush).includes('[native code]')) return;
  Object.defineProperty(Array.prototype, 'push', { value: nativeArrayPush, writable: true, enumerable: false, configurable: true });
}

keepNativeArrayPush();
