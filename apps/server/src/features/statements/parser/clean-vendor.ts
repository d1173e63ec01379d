// Channel prefixes banks put in front of the merchant. Longest phrases first.
const CHANNEL_PREFIXES = [
  /^(recurring )?(debit )?card purchase( return)?( with pin)?( at)?\b/,
  /^(recurring payment|purchase) authorized on \d{1,2}\/\d{1,2}\b/,
  /^point of sale (withdrawal|purchase|debit)\b/,
  /^pos (debit|purchase|withdrawal|refund|return)\b/,
  /^pos\b/,
  /^(checkcard|check card|debit card|visa debit|dbt crd|dc|db card)( purchase)?( \d{4})?\b/,
  /^visa (purchase|debit)\b/,
  /^contactless (payment|purchase)\b/,
  /^(ach|electronic|preauthorized|pre-authorized|online|web) (debit|credit|pmt|payment|withdrawal|deposit)\b/,
  /^(ach|eft|ppd|ccd|web|tel)\b/,
  /^(orig co name|co name):?/,
];

// Card processors and platforms that prefix the real merchant ("SQ *BLUE BOTTLE", "TST* JOE'S").
// Uber, Lyft and DoorDash are the vendor themselves and keep their name ("UBER *TRIP" is UBER).
const PROCESSOR = /^(sq|tst|sp|pp|paypal|ubr|cash app|nya|zpos|crv|pos|in|ic|sqc|pmt|fs|bt|gg|py|pay) ?\* ?/i;

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'.split(
    ' ',
  ),
);

// Larger US cities, for cutting the location off a card descriptor that prints no store number.
const CITIES = [
  'new york',
  'los angeles',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san antonio',
  'san diego',
  'dallas',
  'san jose',
  'austin',
  'jacksonville',
  'fort worth',
  'columbus',
  'charlotte',
  'san francisco',
  'indianapolis',
  'seattle',
  'denver',
  'washington',
  'boston',
  'el paso',
  'nashville',
  'detroit',
  'oklahoma city',
  'portland',
  'las vegas',
  'memphis',
  'louisville',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'fresno',
  'sacramento',
  'mesa',
  'kansas city',
  'atlanta',
  'omaha',
  'colorado springs',
  'raleigh',
  'miami',
  'long beach',
  'virginia beach',
  'oakland',
  'minneapolis',
  'tulsa',
  'tampa',
  'arlington',
  'new orleans',
  'brooklyn',
  'bronx',
  'queens',
  'cleveland',
  'pittsburgh',
  'cincinnati',
  'st louis',
  'saint louis',
  'orlando',
  'salt lake city',
  'boise',
  'richmond',
  'madison',
  'durham',
  'plano',
  'irvine',
  'scottsdale',
  'st paul',
  'buffalo',
  'newark',
  'jersey city',
  'anchorage',
  'honolulu',
  'spokane',
  'reno',
  'des moines',
  'birmingham',
  'rochester',
  'tacoma',
  'fremont',
  'glendale',
  'santa monica',
  'pasadena',
  'palo alto',
  'mountain view',
  'cambridge',
  'ann arbor',
  'hoboken',
];

const TRAILING_CITY = new RegExp(`\\s+(${CITIES.join('|')})$`, 'i');

/**
 * A short merchant name for rules and categorisation, from a description as printed: drops the
 * bank's channel words, card-processor prefixes, card numbers, dates, reference numbers, store
 * numbers and the trailing city and state. The printed description is kept separately.
 */
export function cleanVendor(description: string): string {
  let s = description.replace(/\s+/g, ' ').trim();
  s = stripChannel(s);
  s = ` ${s} `;
  // Reference fields run to the end of the descriptor: "PPD ID: 9876543210", "WEB ID: ...".
  s = s.replace(/\s(ppd|ccd|web|tel|arc|ind|co|orig)?\s?id[:#]\s*\S+.*$/i, ' ');
  s = s.replace(/\s(ref(erence)?|conf(irmation)?|trace|trn|txn|auth|seq|transaction)\s*(#|no\.?|number|:)+\s*\S+/gi, ' ');
  // Card and account masks ("CARD 1234", "XXXX1234", "...2511"), dates, long reference numbers.
  s = s.replace(/\s(card|acct)\s?(x{2,}|\*{2,}|#)?\d{4}\b/gi, ' ');
  s = s.replace(/\s(x{2,}|\*{2,}|\.{2,})\d{2,}\b/gi, ' ');
  s = s.replace(/\s(on )?\d{1,2}\/\d{1,2}(\/\d{2,4})?\b/gi, ' ');
  s = s.replace(/\s[a-z]{1,2}\d{6,}\b/gi, ' ');
  s = s.trim().replace(PROCESSOR, '');
  // "AMAZON.COM*2K4AB12C3", "UBER *TRIP": what follows the asterisk is an order or product code.
  s = s.replace(/\s?\*.*$/, '');
  // A store number ends the merchant name; what follows it is the location.
  const store = /\s(#\s?\d+|store\s*#?\s*\d+|no\.?\s*\d+|\d{3,})\b/i.exec(s);
  if (store && store.index > 0) s = s.slice(0, store.index);
  // So does a web address ("NETFLIX.COM LOS GATOS CA").
  const web = /^(.*?\S\.(com|net|org|co|io))\b\s/i.exec(s);
  if (web?.[1]) s = web[1];
  s = stripLocation(s);
  s = s
    .replace(/[\s#*.,:;-]+$/, '')
    .replace(/^[\s#*.,:;-]+/, '')
    .replace(/\s+/g, ' ');
  return s || description.trim();
}

function stripChannel(text: string): string {
  let s = text;
  let lower = s.toLowerCase(); // once per change of s, not once per prefix tried
  for (let changed = true; changed;) {
    changed = false;
    for (const prefix of CHANNEL_PREFIXES) {
      const m = prefix.exec(lower);
      if (m && m[0].length > 0 && m[0].length < s.length) {
        // The channel's own reference ("POS DEBIT 123456") goes with it.
        s = s.slice(m[0].length).replace(/^[\s:-]*(\d{4,}\s+)?/, '');
        lower = s.toLowerCase();
        changed = true;
      }
    }
  }
  return s;
}

function stripLocation(text: string): string {
  let s = text.trim();
  const words = s.split(' ');
  const last = words.at(-1) ?? '';
  // "AMZN.COM/BILLWA": the state is glued to the end of a web address.
  const glued = /^(.*\.(com|net|org))\/?[a-z]*?([A-Z]{2})$/i.exec(last);
  if (words.length > 1 && STATES.has(last.toUpperCase()) && last === last.toUpperCase()) {
    s = words.slice(0, -1).join(' ');
    s = s.replace(/\s\d{5}(-\d{4})?$/, '');
    s = s.replace(TRAILING_CITY, '');
  } else if (glued && STATES.has((glued[3] ?? '').toUpperCase())) {
    s = words.slice(0, -1).join(' ');
  }
  return s.replace(/\s\d{3}[-.]\d{3}[-.]\d{4}$/, '').replace(/\s\d{10}$/, '');
}
