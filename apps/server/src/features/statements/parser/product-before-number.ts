/**
 * "Virtual Wallet Spend Account Number: XX-XXXX-2203": a bank that names its products by brand (PNC's Virtual Wallet
 * Spend, Reserve and Growth) heads each account's detail with the name run straight into the number's label, in one
 * cell. The label's "Account" says what the words name, though no product word (checking, savings) is among them.
 * Title-case words only, so a label's own lead ("Primary account number", "Your account number") names nothing.
 */
const NAMED_NUMBER = /^((?:[A-Z][\w'’&.-]*\s+){1,5})account\s+(?:number|no\.?|#)\s*:?\s*([X*•\d][\dX*•\s-]*)$/i;
const TITLE_WORD = /^(?:[A-Z][a-z][\w'’&.-]*|[A-Z]{2,4}|&)$/;
const LEAD = /^(primary|your|the|this|new|old|prior|previous|statement|member|card|bank|for|of)$/i;
const BANK = /\b(bank|credit union|federal|association|n\.?a\.?)\b/i;

/** The name before this account's number (its last four digits `last4`): a combined statement heads each account so. */
export function productBeforeNumber(text: readonly string[], last4: string | null): string | null {
  for (const line of text) {
    for (const cell of line.trim().split(/\s{2,}/)) {
      const m = NAMED_NUMBER.exec(cell.trim());
      const name = (m?.[1] ?? '').trim();
      const words = name.split(/\s+/);
      if (
        !m ||
        !last4 ||
        !(m[2] ?? '').replace(/\D/g, '').endsWith(last4) ||
        words.length < 2 ||
        !words.every((w) => TITLE_WORD.test(w)) ||
        LEAD.test(words[0] ?? '') ||
        BANK.test(name)
      )
        continue;
      return name;
    }
  }
  return null;
}
