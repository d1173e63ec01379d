import { foldAccents } from './fold-accents.ts';
import type { AccountKind } from './types.ts';

export interface AccountMarker {
  last4: string;
  kind: AccountKind;
  name: string | null;
  /** Named as a card ("Card ending 4417") rather than an account: on a card statement, one cardholder's card. */
  card: boolean;
}

// "Account Number: 000000123456789", "Acct # XXXX-XXXX-1234", "Account ending in 1234",
// "Card number **** **** **** 1234". Masks and separators vary by bank; the last four digits do not.
// Small banks print the number in dashed groups with a check digit last ("Acct 30-118-274-6": its last four digits
// are 2746), read whole before the masked and grouped forms (`DASHED_DIGITS`). A UK sort code printed before the
// number ("Account number 40-11-62 90817733") is not the number.
// "Loan ID 0071", "Loan Number XX4410": a loan's number needs its label ("TRANSFER TO LOAN 0071" is a description).
// A bare "Card 7781" is a cardholder's card within an account (Chase's card summary), not an account.
// Some custodians print the product's letters before the masked number ("HSA-****-5518", "IRA-XXXX-2210"): only a
// mask after them, so a word of text never joins a number.
const NUMBER =
  /\b(?:account|acct|card(?=\s*(?:number|no\.?|#|ending))|loan(?=\s*(?:number|no\.?|#|id)\b))\b(?:\s*(?:number|no\.?|#|ending in|ending|id))*\s*[:#]?\s*(\d{1,6}(?:-\d{1,6}){2,4}(?![\d-]|\s\d)|(?:[a-z]{1,5}-(?=[X*•]))?(?:[X*•x\d]{1,12}[\s-]?){0,4}\d{4})\b/i;
// Three or more dashed groups of digits: a whole number only with seven digits or more ("03-31-26" is a date).
const DASHED_DIGITS = /^\d+(-\d+){2,}$/;
const MIN_DASHED_DIGITS = 7;
// French: "Compte n° 81523-012-4417", "Numéro de compte : 0045-88-7721", "No de carte **** 5521", "Folio 12345"; banks in
// France name the product before the number ("Compte courant professionnel n° 00020145678").
const FRENCH_NUMBER =
  /(?:\b(compte(?:\s+(?!n\s?[°º]|no\b|num[ée]ro)[a-zà-ÿ'’]+){0,3}|carte)\s*(?:n\s?[°º]|no\b\.?|num[ée]ro)|\b(?:num[ée]ro|n\s?[°º]|no\.?)\s+de\s+(compte|carte)|\bfolio)\s*[:#]?\s*((?:[X*•x\d]{1,12}[\s-]?){0,4}\d{4})\b/i;

// Spanish (US banks in Puerto Rico): "Número de cuenta: 0421-557903", "Cuenta núm. 4417", "No. de tarjeta **** 5521".
const SPANISH_NUMBER =
  /(?:\b(?:n[uú]mero|n[uú]m\.?|no\.?)\s+de\s+(cuenta|tarjeta)|\b(cuenta|tarjeta)\s+(?:n[uú]mero|n[uú]m\.?|no\.?))\s*[:#]?\s*((?:[X*•x\d]{1,12}[\s-]?){0,4}\d{4})\b/i;

// A heading that is only the product and its masked number ("Business Checking ****2290", "Savings - XX1234"): no
// "Account number" label. The whole line must be that, so a description ("TRANSFER TO SAVINGS XXXX1234 ON 06/02")
// never opens an account.
// An online bank sets the heading's other facts after a middle dot or a bar ("Business Checking ••4821 · Routing
// 091311229"): the heading ends at the mark, before the bank's routing or branch number.
const HEADING =
  /^((?:[a-z&'.-]+ ){0,5}(?:checking|savings|money market|ckg|chequing|current account|credit card|card|account))\s*[-–:]?\s*#?\s*[x*•.]{2,}[\s-]?(\d{4})(?:\s+[·|]\s+(?:routing|aba|rtn|sort code|iban|bic|swift|bsb|transit|branch)\b.*)?$/i;

// Canadian credit unions print the product and the member's number with the account's suffix as the heading itself,
// with no label and no mask ("Member Chequing 448812-0103", "Share Savings 448812-0001"): the whole line must be the
// product's words and one dashed number of seven digits or more, so a date ("03-31-26") or a description's reference
// ("TRANSFER TO SAVINGS 448812-0103" names another account) opens nothing.
const DASHED_HEADING =
  /^((?:[a-z&'.-]+ ){0,4}(?:checking|chequing|savings|share draft|money market|current account|account))\s+#?\s*(\d{2,12}(?:-\d{1,12}){1,3})$/i;
const NOT_A_HEADING = /\b(to|from|transfer|payment|pmt|xfer|deposit|withdrawal)\b/i;

// Credit unions head each account's detail with its product, a dash and its whole number, unmasked ("Membership
// Savings - 3061828841", "Everyday Checking - 7012309156 - continued" at the next page's top): the whole line must be
// that, the number eight digits or more, so a date or a short reference opens nothing.
const PLAIN_HEADING =
  /^((?:[a-z&'.-]+ ){0,4}(?:checking|chequing|savings|share draft|money market|certificate|account))\s+[-–]\s+(\d{8,17})(?:\s+[-–]\s+continued)?$/i;

function plainHeading(line: string): AccountMarker | null {
  const m = PLAIN_HEADING.exec(line);
  const name = (m?.[1] ?? '').trim();
  if (!m || NOT_A_HEADING.test(name) || !isProductName(name)) return null;
  return { card: false, last4: (m[2] ?? '').slice(-4), kind: kindFromText(name), name };
}

function dashedHeading(line: string): AccountMarker | null {
  const m = DASHED_HEADING.exec(line);
  const name = (m?.[1] ?? '').trim();
  const digits = (m?.[2] ?? '').replace(/\D/g, '');
  if (!m || digits.length < MIN_DASHED_DIGITS || NOT_A_HEADING.test(name) || !isProductName(name)) return null;
  return { card: false, last4: digits.slice(-4), kind: kindFromText(name), name };
}

/** Words that make a line an account's product name ("Everyday Checking", "FOOBAR CREDIT CARD"). */
// British savings products are named "Saver" ("Easy Access Saver", "Regular eSaver"), "ISA" or a "Fixed Rate Bond".
// "Business Advantage Fundamentals Banking": some banks name a checking package "… Banking"; "Online Banking" and
// its kin name a service, not an account.
// Credit unions call a member's deposits shares: a "Share Draft" is the checking account, "Share Savings" the savings,
// and a "Christmas Club" / "Holiday Club" / "Vacation Club" a savings account filled by transfers through the year.
// A home equity line ("Home Equity Line of Credit", "HELOC") is borrowed money, as a loan is.
export const PRODUCT =
  /\b(checking|chequing|ckg|current account|savings|e?-?saver|isa|(?:fixed rate|fixed term|savings) bond|money market|certificate of deposit|credit card|card|visa|mastercard|rewards|account|loan|share draft|(?:christmas|xmas|holiday|vacation|travel|summer|school|tax) club|line of credit|heloc|home equity|compte|epargne|carte de credit|cuenta (?:de )?(?:cheques|ahorros?)|cuenta corriente|(?<!\b(?:online|mobile|internet|telephone|phone|digital|web|text|e-?)[\s-])banking)\b/i;

// "Account", "ACCOUNT NO.", "Account Type", "Card #": the word alone, or with a label's word, names no product
// ("Account ...0954" under the product's own heading).
const GENERIC_NAME = /^(account|acct|card)s?(\s+(no\.?|number|#|type|name|title|holder|details|information|info))?\s*[:#.]?$/i;

// The product named first wins: a checking statement's notices may mention a credit card later on.
const KINDS: Array<[AccountKind, RegExp]> = [
  ['credit_card', /credit card|\bvisa\b|mastercard|american express|\bamex\b|\bcard ?member\b|\bcard number\b|\bcarte de credit\b/],
  // "USAA Federal Savings Bank" and "Fraser Valley Savings Credit Union" name the bank, not the account.
  // French: "Compte d'épargne" (a "Caisse d'épargne" is a bank).
  [
    'savings',
    /\bsavings\b(?! bank| (&|and) loan| credit union| federal credit union)|money market|certificate of deposit|(?<!caisse d')\bepargne\b|\be?-?saver\b|\bisa\b|\b(fixed rate|fixed term) bond\b|\b(christmas|xmas|holiday|vacation|travel|summer|school|tax) club\b|\bcuenta de ahorros?\b/,
  ],
  // "Current account" is the British and European name of a checking account.
  // French: "Compte chèques", "Compte courant", "Compte d'opérations", "Compte à vue". Spanish: "Cuenta de Cheques",
  // "Cuenta Corriente" (and "Cuenta de Ahorros", savings).
  [
    'checking',
    /\bchecking\b|share draft|\bckg\b|\bchequing\b|\bcurrent account\b|\bcomptes? (de )?cheques\b|\bcompte (courant|d'operations|a vue)\b|\bcuenta (de )?cheques\b|\bcuenta corriente\b/,
  ],
  // "Auto Loan", "Loan ID 0071"; "Harborview Savings & Loan" is a bank. A line of credit is a loan drawn on at will.
  ['loan', /(?<!savings (?:&|and) )\bloans?\b|\bline of credit\b|\bheloc\b|\bhome equity\b/],
];

export function kindFromText(text: string): AccountKind {
  const t = foldAccents(text).toLowerCase().replace(/’/g, "'");
  let best: { kind: AccountKind; at: number } = { kind: 'unknown', at: Infinity };
  for (const [kind, pattern] of KINDS) {
    const at = pattern.exec(t)?.index ?? Infinity;
    if (at < best.at) best = { kind, at };
  }
  return best.kind;
}

/** "Harborview Savings & Loan", "USAA Federal Savings Bank": bank names, not account products. */
export function isProductName(text: string): boolean {
  return (
    PRODUCT.test(foldAccents(text)) &&
    !GENERIC_NAME.test(text.trim()) &&
    !/\bbank\b|savings (&|and) loan|credit union|federal|services|\d{3,}|:|\bbanque\b|\bcaisse\b|\breleve\b/i.test(foldAccents(text)) &&
    text.split(' ').length <= 6
  );
}

// "Compte courant professionnel n° …": the words after "Compte" make it a product's name; "Compte n°" alone does not.
function productBeforeNumber(label: string | undefined): string | null {
  const name = label?.trim() ?? '';
  return /\s/.test(name) && isProductName(name) ? name : null;
}

/**
 * A line that names an account and its number, where a combined statement starts a new account.
 * `cells` is the line with two spaces between its cells ("Everyday Checking  Account number: XX0457").
 */
export function detectAccountMarker(cells: string): AccountMarker | null {
  const heading = HEADING.exec(cells.trim());
  if (heading) {
    const name = (heading[1] ?? '').trim();
    return { card: false, last4: heading[2] ?? '', kind: kindFromText(name), name: isProductName(name) ? name : null };
  }
  const dashed = dashedHeading(cells.trim()) ?? plainHeading(cells.trim());
  if (dashed) return dashed;
  const english = NUMBER.exec(cells);
  const french = english ? null : FRENCH_NUMBER.exec(cells);
  const spanish = english || french ? null : SPANISH_NUMBER.exec(cells);
  const m = english ?? french ?? spanish;
  if (!m) return null;
  const number = (english ? m[1] : m[3]) ?? '';
  const digits = number.replace(/\D/g, '');
  if (digits.length < 4 || (DASHED_DIGITS.test(number) && digits.length < MIN_DASHED_DIGITS)) return null;
  // "BUSINESS CHECKING : ACCOUNT NO. 4471": a colon or dash between the product and its number separates them.
  const before = cells
    .slice(0, m.index)
    .split(/\s{2,}/)
    .map((c) => c.trim().replace(/\s*[:\-–]$/, ''));
  return {
    card: french
      ? (french[1] ?? french[2] ?? '').toLowerCase() === 'carte'
      : spanish
        ? (spanish[1] ?? spanish[2] ?? '').toLowerCase() === 'tarjeta'
        : /^card/i.test(m[0]),
    last4: digits.slice(-4),
    kind: kindFromText(cells),
    name: (french && productBeforeNumber(french[1])) || (before.reverse().find(isProductName) ?? null),
  };
}
