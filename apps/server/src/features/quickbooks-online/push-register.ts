import type { RegisterAccount } from '@ledgerdesk/contracts';

export interface StatementAccount {
  kind: 'checking' | 'savings' | 'credit_card' | 'loan' | 'unknown';
  account_number_last4: string | null;
}

export interface RegisterCandidate extends RegisterAccount {
  number: string | null;
}

/**
 * The register a statement most likely belongs to: the one whose name or number carries the statement's
 * last four digits; else the only register of the statement's kind (a bank account named for checking or
 * savings first); else none, and the reviewer chooses.
 */
export function suggestRegister(account: StatementAccount | null, registers: readonly RegisterCandidate[]): string | null {
  if (!account) return null;
  const last4 = account.account_number_last4;
  if (last4) {
    const byDigits = registers.filter((r) => r.name.includes(last4) || (r.number ?? '').includes(last4));
    if (byDigits.length === 1) return byDigits[0]!.id;
  }
  // A loan's register is a liability of its own, never the statement's bank register: only its number finds it.
  if (account.kind === 'unknown' || account.kind === 'loan') return null;
  const type = account.kind === 'credit_card' ? 'Credit Card' : 'Bank';
  const ofType = registers.filter((r) => r.type === type);
  if (ofType.length === 1) return ofType[0]!.id;
  if (type === 'Bank') {
    const word = account.kind === 'checking' ? 'checking' : 'savings';
    const named = ofType.filter((r) => r.name.toLowerCase().includes(word));
    if (named.length === 1) return named[0]!.id;
  }
  return null;
}
