// Lines a statement prints for the page, not for a row: "*** CONTINUED ON NEXT PAGE ***",
// "(continued)", "Page 2 of 5". Printed under the last row of a page, they must not join its description.
const CONTINUED =
  /^[\s*=~_.()\-–—]*(continued|cont'?d\.?)(\s+(on|from)\s+(the\s+)?(next|following|previous|reverse)\s+(page|side))?[\s*=~_.()\-–—]*$/i;
const PAGE_COUNT = /^[\s*\-–—]*page\s+\d{1,3}(\s*(of|\/)\s*\d{1,3})?[\s*\-–—]*$/i;

export function isPageNotice(text: string): boolean {
  return CONTINUED.test(text) || PAGE_COUNT.test(text) || /\bcontinued on (the )?(next|following|reverse) (page|side)\b/i.test(text);
}
