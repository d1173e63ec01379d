// Channel prefixes banks put in front of the merchant. Longest phrases first.
const CHANNEL_PREFIXES = [
  // TD Bank: "DEBIT CARD PURCHASE, *****37850123692, AUT 060326 VISA DDA PUR SQ *BLUE BOTTLE ...".
  /^debit card purchase, \*+\d+, aut \d{6}( visa)? dda pur\b/,
  /^(hsa )?(recurring )?(debit )?card purchase( return)?( with pin)?( at)?\b/,
  // U.S. Bank: "Debit Purchase - VISA On 051626 LOWE'S #08249 CHARLOTTE NC".
  /^debit purchase -? ?visa on \d{6}\b/,
  // Mercury-style cards: "Card transaction of 64.49 USD issued by Staples Dallas".
  /^card transaction of [\d,.]+ [a-z]{3} issued by\b/,
  // UK: "CARD PAYMENT TO COSTA COFFEE ON 02 JUL", "DIRECT DEBIT PAYMENT TO AVIVA REF ...".
  /^(card payment|direct debit payment|faster payments?|bill payment) (to|from)\b/,
  /^faster payments? receipt ref \S+( \d+)? from\b/,
  // UK statement type codes before the payee: "DD BRITISH GAS", "VIS TESCO", "))) PRET A MANGER". BP and SO
  // are also names (BP fuel, "SO CAL EDISON"), so only when the line repeats the channel: "BP ... BILL PAYMENT".
  /^(dd|cr|vis|fpi|fpo|bgc|\)\)\))(?= )/,
  /^bp (?=.* bill payment\b)/,
  /^so (?=.* standing order\b)/,
  // Australia: "Direct Debit 512636 TELSTRA 962928283" (the six digits are the debit user id).
  /^direct (debit|credit) \d{6}\b/,
  // France: "VIR SEPA RECU /DE SAS ATELIER /MOTIF ...", "PRLV SEPA ORANGE SA", "CARTE X1234 FNAC", "CB FNAC 12/07".
  /^(vir( sepa)?|virement sepa)( (recu|reçu|emis|émis))?( \/(de|vers))?\b/,
  /^prlv( sepa)?\b/,
  /^(carte|cb)( x\d{4}| \*?\d{4})?\b/,
  // Quebec: "ACHAT PDV METRO #2942 MONTRÉAL QC", "PAIEMENT DE FACTURE BELL CANADA", "REMBOURSEMENT ...".
  /^(achat pdv|paiement de facture|remboursement)\b/,
  // Spanish (Puerto Rico): "COMPRA CON TARJETA DE DÉBITO FARMACIA ...", "PAGO ELECTRÓNICO LUMA ENERGY".
  /^(compra con tarjeta( de (débito|debito|crédito|credito))?|pago electrónico|pago electronico)(?= )/,
  // PayPal and other wallets: "Payment Received from Maya ID: ...", "Sent money to Maria Garcia".
  /^(website |express checkout |mobile )?payment (received from|sent to|refund to)\b/,
  /^(sent money to|received money from|shipping label -)(?= )/,
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
  /^(bill pay|purchase)(?= )(?! interest)/,
];

// Card processors and platforms that prefix the real merchant ("SQ *BLUE BOTTLE", "TST* JOE'S").
// Uber, Lyft and DoorDash are the vendor themselves and keep their name ("UBER *TRIP" is UBER).
const PROCESSOR = /^(sq|tst|sp|pp|paypal|ubr|cash app|nya|zpos|crv|pos|in|ic|sqc|pmt|fs|bt|gg|py|pay) ?\* ?/i;

const STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR AB BC MB NB NL NS PE QC SK'.split(
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
  'san juan',
  'montréal',
  'montreal',
  'québec',
  'quebec',
  'laval',
  'gatineau',
  'toronto',
  'vancouver',
  'ottawa',
  'calgary',
];

const TRAILING_CITY = new RegExp(`\\s+(${CITIES.join('|')})$`, 'i');

// French card lines end with the town, sometimes its arrondissement: "CARTE X1254 MONOPRIX LYON 2EME".
const FRENCH_CITY = /\s(paris|lyon|marseille|toulouse|nice|nantes|strasbourg|montpellier|bordeaux|lille|rennes)( \d{1,2}(e|er|eme|ème))?$/i;

// A cash withdrawal's vendor is the withdrawal itself, not the machine's address ("ATM W/D $160.00 FEE ...").
const CASH_WITHDRAWAL = /^(atm withdrawal|atm w\/d|cash withdrawal|retrait dab|retiro en cajero)(?= |$)/i;

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec';

/**
 * A short merchant name for rules and categorisation, from a description as printed: drops the
 * bank's channel words, card-processor prefixes, card numbers, dates, reference numbers, store
 * numbers and the trailing city and state. The printed description is kept separately.
 */
export function cleanVendor(description: string): string {
  let s = description.replace(/\s+/g, ' ').trim();
  const cash = CASH_WITHDRAWAL.exec(s);
  if (cash) return cash[0];
  const french = /^(carte|cb) /i.test(s);
  s = stripChannel(s);
  s = ` ${s} `;
  // Text after these markers is memo, not payee: UK "REF 120462180, MANDATE NO 51", SEPA "/MOTIF FACTURE",
  // "ECHEANCE MENSUELLE", Zelle "ADDITIONAL INFORMATION: ...", "with reference INV-2769", AU "Value Date: ...",
  // a foreign amount "EUR 154.91 EXCHANGE RATE 1.0861" and a printed amount "$374.33 CONF 267432".
  s = s.replace(/\s(ref\b[\s:#.]|\/(motif|ref|date)\b|[ée]ch[ée]ance\b|additional information:|with reference\b|value date\b).*$/i, ' ');
  s = s.replace(/\s([a-z]{3} [\d,]+\.\d{2} exchange rate|\$[\d,]+\.\d{2})\b.*$/i, ' ');
  // Reference fields run to the end of the descriptor: "PPD ID: 9876543210", "WEB ID: ...".
  s = s.replace(/\s(ppd|ccd|web|tel|arc|ind|co|orig)?\s?id[:#]\s*\S+.*$/i, ' ');
  s = s.replace(/\s(ref(erence)?|conf(irmation)?|trace|trn|txn|auth|seq|transaction|pad)\s*(#|no\.?|number|:)+\s*\S+/gi, ' ');
  // Card and account masks ("CARD 1234", "XXXX1234", "...2511"), dates, long reference numbers.
  s = s.replace(/\s(card|acct)\s?(x{2,}|\*{2,}|#)?\d{4}\b/gi, ' ');
  s = s.replace(/\s(x{2,}|\*{2,}|\.{2,})\d{2,}\b/gi, ' ');
  s = s.replace(/\s(on )?\d{1,2}\/\d{1,2}(\/\d{2,4})?\b/gi, ' ');
  // Dashed dates and UK sort codes ("05-18-26", "40-11-62"); UK "ON 02 JUL".
  s = s.replace(/\s\d{1,2}-\d{1,2}-\d{2,4}\b/g, ' ');
  s = s.replace(new RegExp(`\\son \\d{1,2} (${MONTHS})\\b`, 'gi'), ' ');
  // French and Spanish cheque numbers: "CHEQUE N° 4555697", "REMISE CHEQUES N° 2150", "CHEQUE NÚM. 283".
  s = s.replace(/\s(n°|núm\.?)\s?\d+/gi, ' ');
  s = s.replace(/\s[a-z]{1,2}\d{6,}\b/gi, ' ');
  s = s.trim().replace(PROCESSOR, '');
  // "AMAZON.COM*2K4AB12C3", "UBER *TRIP": what follows the asterisk is an order or product code.
  s = s.replace(/\s?\*.*$/, '');
  // A store number ends the merchant name; what follows it is the location.
  const store = /\s(#\s?\d+|store\s*#?\s*\d+|no\.?\s*\d+|\d{3,})\b/i.exec(s);
  if (store && store.index > 0) s = s.slice(0, store.index);
  // A card refund prints the merchant, then REFUND, then the location: "SQ *BLUE BOTTLE COFFEE REFUND OAKLAND CA".
  const refund = /\srefund\b/i.exec(s);
  if (refund && refund.index > 0) s = s.slice(0, refund.index);
  // UK standing orders and bill payments repeat the channel after the payee: "J HARTLEY RENT STANDING ORDER".
  s = s.replace(/\s(standing order|bill payment)$/i, '');
  // So does a web address ("NETFLIX.COM LOS GATOS CA").
  const web = /^(.*?\S\.(com|net|org|co|io))\b\s/i.exec(s);
  if (web?.[1]) s = web[1];
  s = stripLocation(s);
  // Brokerage lines print the security's ticker after its name: "APPLE INC AAPL", "VANGUARD ... ETF VTI".
  s = s.replace(/\s(ETF|INC|CORP|Inc|Corp)\s[A-Z]{1,5}$/, ' $1');
  if (french) s = s.replace(FRENCH_CITY, '');
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
