import { US_CITIES_BY_WORDS, US_STATES } from './us-places.ts';

// Bank channel words in front of the merchant. Applied repeatedly ("RECURRING DEBIT CARD PURCHASE ...").
const CHANNEL_PREFIXES = [
  /^(?:RECURRING )?(?:DEBIT )?CARD PURCHASE(?: RETURN)?(?: WITH PIN)?(?: AT)?\b/,
  /^(?:RECURRING PAYMENT|RECURRING PURCHASE|PURCHASE) AUTHORI[SZ]ED ON \d{1,2}\/\d{1,2}\b/,
  /^POINT OF SALE (?:WITHDRAWAL|PURCHASE|DEBIT|CREDIT)\b/,
  /^POS (?:DEBIT|PURCHASE|PUR|WITHDRAWAL|REFUND|RETURN|CREDIT)\b/,
  /^POS\b/,
  /^(?:CHECKCARD|CHECK CARD|DEBIT CARD|DBT CRD|VISA DDA PUR|VISA PURCHASE|VISA DEBIT|MC DEBIT)(?: PURCHASE)?\b/,
  /^CONTACTLESS (?:PAYMENT|PURCHASE)\b/,
  /^(?:ACH|ELECTRONIC|PREAUTHORI[SZ]ED|PRE-AUTHORI[SZ]ED|EXTERNAL) (?:DEBIT|CREDIT|WITHDRAWAL|DEPOSIT|PMT|PAYMENT)\b/,
  /^ACH\b/,
  /^PURCHASE(?: RETURN)?\b/,
];

// Payment processors that print their own code before the real merchant: "SQ *BLUE BOTTLE", "TST* JOE'S".
// Brands with an asterisk (AMAZON.COM*2K4, UBER *TRIP, GOOGLE *ADS) are the vendor and are kept.
// The channel's own number may sit in between: "CHECKCARD 0412 SQ *...".
const PROCESSOR_PREFIX = /^(?:\d+\s+)*(SQ|SQC|SQU|TST|SP|PP|PAYPAL|IN|PY|BT|FS|NYA|ZPOS|CRV|GG|CKO|WPY|PAR|LS|EB|SPO)\s?\*\s?/;

// ACH reference fields run to the end of the descriptor: "... PPD ID: 9876543210", "WEB ID: ...".
const TRAILING_ID_FIELD = /\s(?:[A-Z]{2,4}\s)?ID\s?[:#].*$/;
// A labelled reference and its value: "REF #IB0X2", "Conf# 12ab34cd", "Transaction#: 2670020817".
const LABELLED_REFERENCE =
  /\b(?:TRANSACTION|TRANS|TRN|TRACE|REF|REFERENCE|CONF|CONFIRMATION|SEQ|AUTH|APPROVAL)\s?(?:#|NO\b\.?|NUMBER|:)+\s*:?\s*\S+/g;
const CARD_MASK = /\b(?:CARD|ACCT|ACCOUNT)(?:\sENDING(?:\sIN)?)?\s?(?:[X*]+|#)?\d{4}\b|[X*]{2,}\d{2,}\b|\.{2,}\d+/g;
const DATE = /\b(?:ON )?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\b/g;
const PHONE = /(?:\+?1[-. ])?\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/g;
// A billing page after the name ("AMAZON.COM*2K4 AMZN.COM/BILLWA"); at the start it is the name (APPLE.COM/BILL).
const BILLING_URL = /\s\S+\.(?:COM|NET|ORG|LY)\/\S*/g;

// ACH descriptors spell out the originator and the entry's purpose; the purpose tells payroll from
// payroll tax ("GUSTO PAYROLL" vs "GUSTO TAX"), so both are kept.
const ACH_FIELD = '(?:ORIG ID|DESC DATE|CO ENTRY DESCR|SEC|TRACE ?#|EED|IND ID|IND NAME|TRN|INDN|CO ID)\\s?:';
// Chase: `ORIG CO NAME:GUSTO ORIG ID:... CO ENTRY DESCR:PAYROLL SEC:CCD ...`.
const ACH_ORIGINATOR = new RegExp(`ORIG CO NAME\\s?:\\s?(.*?)\\s?(?:${ACH_FIELD}|$)`);
const ACH_PURPOSE = new RegExp(`CO ENTRY DESCR\\s?:\\s?(.*?)\\s?(?:${ACH_FIELD}|$)`);
// Bank of America: `GUSTO DES:PAYROLL ID:... INDN:... CO ID:... CCD`.
const ACH_DES = new RegExp(`^\\s?(.*?)\\sDES\\s?:\\s?(.*?)\\s?(?:ID\\s?:|${ACH_FIELD}|$)`);

// "NETFLIX.COM" and "NETFLIX" are one vendor; the dot keeps "GUSTO NET" (net pay) apart from a domain.
const DOMAIN_SUFFIX = /\.(?:COM|NET|ORG|IO|CO|US|INFO|LY|SO|APP)\b/g;
// Words that vary between descriptors of one vendor without telling vendors apart.
const DROPPED_WORDS = new Set(['WWW', 'HTTP', 'HTTPS', 'INC', 'LLC', 'LTD', 'CORP']);
// Words after which a number is a store or location code: "STORE 123", "NO 45".
const STORE_WORDS = new Set(['STORE', 'STR', 'NO', 'UNIT', 'LOC']);

/**
 * The vendor part of a bank or card descriptor, for matching and learning: upper case, single-spaced,
 * without channel words, processor prefixes, card numbers, dates, reference ids, store numbers or the
 * trailing city and state. `POS DEBIT 0412 SQ *BLUE BOTTLE COFFEE #12 OAKLAND CA` → `BLUE BOTTLE COFFEE`.
 * Idempotent, so a rule's text and a cleaned vendor name can be normalised the same way.
 * Returns '' when nothing vendor-like is left (e.g. a bare reference number).
 */
export function normaliseVendor(text: string): string {
  return nameTokens(merchantText(text).replace(PROCESSOR_PREFIX, '').replace(DOMAIN_SUFFIX, '')).join(' ');
}

/** The processor's code printed before the merchant ("TST" in "CHECKCARD 0412 TST* JOE'S"), which the vendor leaves out. */
export function processorCode(text: string): string | undefined {
  // Every processor's code ends in an asterisk: most descriptors are spared the second pass.
  return text.includes('*') ? PROCESSOR_PREFIX.exec(merchantText(text))?.[1] : undefined;
}

/** The descriptor from the merchant on: channel words, ACH fields, card numbers, dates and phones gone. */
function merchantText(text: string): string {
  let s = ` ${text.toUpperCase().replace(/\s+/g, ' ')} `;
  s = achOriginator(s) ?? s;
  s = s.replace(TRAILING_ID_FIELD, ' ').replace(LABELLED_REFERENCE, ' ');
  // Channel phrases carry their own dates ("PURCHASE AUTHORIZED ON 11/01"), so they go before dates do.
  s = stripChannel(s.trim());
  return s.replace(CARD_MASK, ' ').replace(DATE, ' ').replace(PHONE, ' ').trim().replace(BILLING_URL, ' ');
}

function achOriginator(s: string): string | null {
  const orig = ACH_ORIGINATOR.exec(s);
  if (orig) return ` ${orig[1] ?? ''} ${ACH_PURPOSE.exec(s)?.[1] ?? ''} `;
  const des = ACH_DES.exec(s);
  return des ? ` ${des[1] ?? ''} ${des[2] ?? ''} ` : null;
}

function stripChannel(text: string): string {
  let s = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const prefix of CHANNEL_PREFIXES) {
      const length = prefix.exec(s)?.[0].length ?? 0;
      if (length === 0) continue;
      // Never strip everything: "POS DEBIT" alone is still the best name there is.
      if (length === s.length) return s;
      s = s.slice(length).trim();
      changed = true;
    }
  }
  return s;
}

/**
 * Splits into words and keeps the merchant's: leading numbers and codes are skipped, and the first store
 * number, long number or reference code after the name ends it (what follows is the location).
 */
function nameTokens(text: string): string[] {
  const words = text
    .replace(/'/g, '')
    .replace(/([A-Z0-9])-(?=[A-Z0-9])/g, '$1')
    .replace(/#/g, ' # ')
    .replace(/[^A-Z0-9&#]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    .flatMap(splitStoreNumber);
  const name: string[] = [];
  // "THE UPS STORE 6421" is The UPS Store, a shop of its own, not the carrier UPS: after a leading THE, STORE is
  // the name's last word ("STARBUCKS STORE 01234" is Starbucks).
  const storeNamed = words[0] === 'THE';
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = words[i + 1] ?? '';
    const storeCode = STORE_WORDS.has(word) && !(storeNamed && word === 'STORE') && /^(?:#|\d+)$/.test(next);
    const endsName = word === '#' || isCode(word) || storeCode;
    if (endsName) {
      if (name.length > 0) break;
      continue;
    }
    if (!DROPPED_WORDS.has(word) && !(word === 'THE' && name.length === 0)) name.push(word);
  }
  return stripLocation(name);
}

/**
 * A store number printed against the name ("RACETRAC781", "WALGREENS12345") is split off, so it ends the name
 * as a spaced one would and the vendor's next visit, at another store, is the same vendor. Four letters at
 * least: shorter ones ("S383305668", "F12345") are references and codes, which `isCode` already knows. Three
 * letters before a long number are a product word with its invoice number: Google's "GOOGLE *ADS8795050913".
 */
function splitStoreNumber(word: string): string[] {
  const glued = /^([A-Z]{4,})(\d{3,})$/.exec(word) ?? /^([A-Z]{3})(\d{8,})$/.exec(word);
  return glued ? [glued[1]!, glued[2]!] : [word];
}

/** A number of 3+ digits, or a reference code mixing letters and digits ("S383305668", "2K4AB12C3"). */
function isCode(word: string): boolean {
  if (/^\d+$/.test(word)) return word.length >= 3;
  if (!/\d/.test(word) || !/[A-Z]/.test(word)) return false;
  if (/^[A-Z]{1,3}\d{3,}[A-Z]{0,2}$/.test(word) || /^\d{3,}[A-Z]{1,2}$/.test(word)) return true;
  // Letter/digit switches: "7ELEVEN" and "1800FLOWERS" have one, generated ids have several.
  let switches = 0;
  for (let i = 1; i < word.length; i += 1) if (isDigit(word, i) !== isDigit(word, i - 1)) switches += 1;
  return switches >= 3 || (switches === 2 && word.length >= 6);
}

function isDigit(word: string, i: number): boolean {
  const code = word.charCodeAt(i);
  return code >= 48 && code <= 57;
}

function stripLocation(words: string[]): string[] {
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !US_STATES.has(last)) return words;
  const rest = words.slice(0, -1);
  for (const [length, cities] of US_CITIES_BY_WORDS) {
    if (rest.length > length && cities.has(rest.slice(-length).join(' '))) return rest.slice(0, -length);
  }
  return rest;
}

/**
 * Brands the merchant-kind lexicon knows that are also the names of US towns: GOODYEAR AZ, SPEEDWAY IN, ARCO ID,
 * AVIS PA, SINCLAIR WY, HARTFORD CT and WI. Printed last, before a state code, they are where the card was used.
 */
const TOWN_NAMED_BRANDS = new Set(['GOODYEAR', 'SPEEDWAY', 'ARCO', 'AVIS', 'SINCLAIR', 'HARTFORD']);

/**
 * The vendor without a last word that is a town named like a brand: card descriptors end "NAME TOWN ST", and a
 * town the city list does not know stays in the vendor. For telling what a merchant is, not who it is:
 * "TST* OAK BISON GRILL GOODYEAR AZ" is a grill in Goodyear, Arizona, not a tyre shop.
 */
export function withoutTownNamedBrand(vendor: string, description: string): string {
  const words = vendor.split(' ');
  const last = words.at(-1) ?? '';
  if (words.length < 2 || !TOWN_NAMED_BRANDS.has(last)) return vendor;
  // "ID:" after an ACH company name is a field, not Idaho.
  const state = new RegExp(`(?:^|[^A-Z0-9])${last}\\s+([A-Z]{2})(?![A-Z0-9:])`).exec(description.toUpperCase())?.[1];
  return state !== undefined && US_STATES.has(state) ? words.slice(0, -1).join(' ') : vendor;
}
