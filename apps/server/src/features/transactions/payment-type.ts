// How the money moved, read from the words banks print. Order matters: "ZELLE PAYMENT" is Zelle, not a payment.
const RULES: Array<[RegExp, string]> = [
  [/\bzelle\b/i, 'Zelle'],
  [/\bvenmo\b/i, 'Venmo'],
  [/\bpaypal\b/i, 'PayPal'],
  [/\bwire\b|\bwt\b|\bfedwire\b/i, 'Wire'],
  [/\b(check|chk|ck)\b\s*#?\s*\d*/i, 'Check'],
  [/\batm\b/i, 'ATM'],
  [/\b(pos|debit card|checkcard|check card|purchase|card \d{4}|visa|mastercard)\b/i, 'Debit Card'],
  [/\b(ach|ppd|ccd|web id|online transfer|autopay|direct dep|direct debit|payroll|e-?pay)\b/i, 'ACH'],
  [/\btransfer\b|\bxfer\b/i, 'Transfer'],
  [/\b(fee|service charge|overdraft|nsf)\b/i, 'Bank Fee'],
  [/\binterest\b/i, 'Interest'],
  [/\bdeposit\b/i, 'Deposit'],
];

export function paymentType(description: string, accountKind: string): string {
  for (const [pattern, label] of RULES) if (pattern.test(description)) return label;
  return accountKind === 'credit_card' ? 'Credit Card' : 'Other';
}
