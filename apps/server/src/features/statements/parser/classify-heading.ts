import { withoutCardMemberPrefix } from './card-member-prefix.ts';
import { foldAccents } from './fold-accents.ts';

export type Direction = 'credit' | 'debit';

/**
 * `pending`: rows the bank has not posted yet ("Pending Transactions"). They are in no balance of the statement, so
 * they stay out even under a table header of their own, until the next heading.
 */
export type SectionRole = { kind: 'transactions'; direction: Direction | null } | { kind: 'excluded'; pending?: true };

// Blocks that repeat or summarise amounts and must never become transactions. Checked first:
// "Interest Charge Calculation" is not "Interest Charged", "Summary of checks written" is not "Checks Paid".
// French: "Sommaire du compte", "Résumé", "Soldes quotidiens", "Avis", "Cumul annuel".
const EXCLUDED =
  /\b(sommaire|resume|apercu)\b|\bsoldes? quotidiens?\b|\bavis\b|\brecompenses\b|\bcumul annuel\b|\bdepuis le debut de l'annee\b|\bdaily (ending |ledger |collected )?balances?\b|\bbalance (summary|history|calculation)\b|\b(account|checking|savings|card|activity|statement) summary\b|\bsummary of\b|\bchecks? (paid |written |cleared )?summary\b|\bcheck images?\b|\bimages? of checks\b|\binterest charge calculation\b|\byear[- ]to[- ]date\b|\bytd\b|\btotals? for (the )?year\b|\b20\d\d totals?\b|\bpayment (information|coupon|slip)\b|\bimportant\b|\boverdraft\b|\brewards?\b|\bnotices?\b|\bsummary$/;

// Card and online statements list what is authorised but not posted after (or before) the posted rows.
const PENDING =
  /\bpending\b|\ben (attente|suspens)\b|\bnon (encore )?inscrites?\b|\bnot (yet )?posted\b|\bunposted\b|\bawaiting (posting|settlement)\b/;

const TRANSACTIONS = /\b(transactions?|activity|history|transaction detail|account detail|operations)\b/;

const CREDIT = /\b(deposits?|additions|credits?|refunds?|interest (paid|earned)|money in|depots?|remboursements?|interets (gagnes|verses))\b/;
// PNC and others name money out "Deductions" ("Checks and Other Deductions", "Online and Electronic Banking Deductions").
const DEBIT =
  /\b(withdrawals?|debits?|subtractions|deductions?|checks?|cheques?|fees?|charges?|purchases?|cash advances?|interest charged|money out|payments? (sent|made)|retraits?|frais|achats?|avances? de fonds|interets (factures|imputes))\b/;
// On a card statement a payment reduces what is owed (money in); on a bank account it is money out.
const PAYMENTS = /\b(payments?|paiements?)\b/;

// Cards print two-line column labels ("Posting  Transaction" over "Date  Date  Description  Amount"): the top line
// is the header's, not a heading of transactions, and must not end the section its heading opened ("Payments and
// Other Credits"). Only label words, two or more, none plural ("Transactions" alone is a heading).
const LABEL_WORD =
  /^(posting|post|posted|transaction|trans\.?|date|effective|value|reference|ref\.?|number|no\.?|description|amount|balance|running|check|serial)$/;
function isColumnLabels(clean: string): boolean {
  const words = clean.split(' ');
  return words.length >= 2 && words.every((w) => LABEL_WORD.test(w));
}

/** What a short heading line says about the rows under it, or null when it is not a heading. */
export function classifyHeading(text: string, isCard: boolean): SectionRole | null {
  // The tail of a sentence ("payment for that month will be zero.") is not a heading.
  if (/^\s*[a-z]/.test(text) || /[a-z][.!?]\s*$/i.test(text)) return null;
  // Accents folded: "DÉPÔTS" is "depots".
  const clean = foldAccents(withoutCardMemberPrefix(text))
    .toLowerCase()
    .replace(/\(continued\)|continued/g, '')
    // A remark in parentheses ("(checks listed are also displayed in ...)") is not the heading.
    .replace(/\([^)0-9]*[a-z][^)0-9]*\)?/g, ' ')
    // "FOOBAR CREDIT CARD" names the product; "ATM & DEBIT CARD WITHDRAWALS" is about withdrawals.
    .replace(/\b(credit|debit) cards?\b/g, 'card')
    // "HARBOR POINT CREDIT UNION" is the bank's name, not a heading of credits.
    .replace(/\bcredit unions?\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || clean.split(' ').length > 8) return null;
  if (isColumnLabels(clean)) return null;
  if (PENDING.test(clean)) return { kind: 'excluded', pending: true };
  if (EXCLUDED.test(clean)) return { kind: 'excluded' };
  if (/\d{2}/.test(clean)) return null;
  const hits: Array<[number, Direction]> = [];
  const at = (re: RegExp, d: Direction) => {
    const m = re.exec(clean);
    if (m) hits.push([m.index, d]);
  };
  at(CREDIT, 'credit');
  at(DEBIT, 'debit');
  at(PAYMENTS, isCard ? 'credit' : 'debit');
  hits.sort((a, b) => a[0] - b[0]);
  const first = hits[0];
  if (first) return { kind: 'transactions', direction: first[1] };
  return TRANSACTIONS.test(clean) ? { kind: 'transactions', direction: null } : null;
}
