import { type AccountRole, accountRole } from './account-types.ts';
import { withArticle } from './english.ts';
import { normaliseVendor } from './normalise-vendor.ts';

/**
 * A small, hand-written lexicon of common US merchant kinds: what a vendor *is* (a fuel station, a payroll
 * processor, a utility), recognised from well-known brand names and plain words in its normalised name,
 * and which words a category for it is usually called by. It knows nothing about any client; it only
 * proposes one of the client's own labels when that label's name says it is the place for this kind.
 *
 * The categoriser uses it for vendors the client's history and the firm know little or nothing about,
 * at modest confidence (tuning.ts), so one approval of the vendor outweighs it.
 */
export interface MerchantKind {
  /** Shown in the reason: "Looks like a fuel station"; also the key its suggestions are tallied under. */
  kind: string;
  /** Named without an article: "Looks like payroll", "Looks like parking or tolls". */
  uncountable?: true;
  /** Money out (a purchase) or in (a deposit). */
  outgoing: boolean;
  /**
   * Matched against the normalised vendor (upper case, single-spaced, no punctuation): whole words or
   * phrases, written as a person would ("CHICK-FIL-A", "O'REILLY") and normalised like vendors are. A word
   * printed as a possessive ("TRAVELER'S") only matches an entry written with its apostrophe ("LOVE'S"):
   * TRAVELER'S PROVISION is a shop, not the insurer TRAVELERS.
   */
  vendors: readonly string[];
  /** Extra patterns on the normalised vendor, for kinds told by a word combination ("GUSTO … TAX"). */
  patterns?: readonly RegExp[];
  /**
   * Codes a card processor prints before the merchant that only this kind of merchant uses (`processorCode`):
   * Toast's TST* serves restaurants only, whatever the restaurant is called.
   */
  processors?: readonly string[];
  /**
   * Category-name keywords, best first. Each entry is a phrase whose words must all occur in the label's
   * name; `a|b` means either word. The first entry that names exactly one of the client's labels wins;
   * an entry naming several is ambiguous and skipped.
   */
  categories: readonly string[];
  /** Words that rule a label out for this kind ("gas" is fuel, but not in "Utilities:Gas & Electric"). */
  unless?: readonly string[];
  /**
   * Keyword phrases (as in `categories`) of the catch-all accounts a chart without a closer one files this kind
   * under: a phone bill goes to Utilities only where there is no Telephone account. Other clients filing the vendor
   * there say what it is, not that this client, with a Telephone account, should (`placeForKind`). Alternatives
   * of equal rank (a home improvement store's Materials or Repairs) are not listed.
   */
  broader?: readonly string[];
  /**
   * The account roles (from the chart's account types) this kind may be filed to; by default an expense for
   * money out and income for money in. A card payment goes to a credit card account, a loan payment to a
   * liability, a transfer to a bank account. Accounts of unknown type are judged by their name alone.
   */
  roles?: readonly AccountRole[];
  /** A client's one account of these roles is the place for it whatever its name ("Visa - 4412" for a card payment). */
  theOneAccount?: true;
}

const AUTO = 'auto|automobile|car|cars|vehicle|vehicles|truck|trucks';
const OWNER = 'owner|owners|partner|partners|shareholder|shareholders|member|members';
// Payroll processors print the entry's purpose after their name: NET/WAGES, TAX, FEE.
const PAYROLL_PROCESSOR =
  '(?:GUSTO|ADP|PAYCHEX|PAYLOCITY|PAYCOR|RIPPLING|TRINET|JUSTWORKS|INSPERITY|ONPAY|PATRIOT SOFTWARE|INTUIT PAYROLL|QUICKBOOKS PAYROLL|SQUARE PAYROLL|HEARTLAND PAYROLL|WAVE PAYROLL|DELUXE PAYROLL|ZENEFITS|GUSTO COM)';

export const MERCHANT_KINDS: readonly MerchantKind[] = [
  // Payroll first: a processor's tax and fee entries must not fall into wages.
  {
    kind: 'payroll tax payment',
    outgoing: true,
    vendors: ['PAYROLL TAX', 'PAYROLL TAXES'],
    patterns: [new RegExp(`\\b${PAYROLL_PROCESSOR}\\b.*\\bTAX(?:ES)?\\b`), new RegExp(`\\bTAX(?:ES)?\\b.*\\b${PAYROLL_PROCESSOR}\\b`)],
    categories: ['payroll tax|taxes'],
  },
  {
    kind: 'payroll service fee',
    outgoing: true,
    vendors: ['PAYROLL FEE', 'PAYROLL FEES'],
    patterns: [new RegExp(`\\b${PAYROLL_PROCESSOR}\\b.*\\b(?:FEE|FEES|INVOICE|EIB)\\b`)],
    categories: ['payroll fee|fees|service|processing'],
  },
  {
    kind: 'payroll',
    uncountable: true,
    outgoing: true,
    vendors: ['PAYROLL', 'DIRECT DEPOSIT PAYROLL', 'WAGE PAY'],
    patterns: [new RegExp(`\\b${PAYROLL_PROCESSOR}\\b`)],
    categories: ['wages|wage|salaries|salary', 'payroll'],
    broader: ['payroll'],
    unless: ['tax', 'taxes', 'fee', 'fees'],
  },
  {
    kind: 'fuel station',
    outgoing: true,
    vendors: [
      'SHELL',
      'SHELL OIL',
      'SHELL SERVICE STATION',
      'CHEVRON',
      'EXXON',
      'EXXONMOBIL',
      'MOBIL',
      'BP',
      'ARCO',
      'AMPM',
      'TEXACO',
      'SUNOCO',
      'VALERO',
      'CITGO',
      'MARATHON PETRO',
      'SPEEDWAY',
      'PHILLIPS 66',
      'CONOCO',
      'SINCLAIR',
      'QT',
      'QUIKTRIP',
      'RACETRAC',
      'RACEWAY',
      'CIRCLE K',
      "LOVE'S",
      'LOVES TRAVEL',
      'PILOT',
      'FLYING J',
      "CASEY'S",
      'MURPHY USA',
      'MURPHY EXPRESS',
      'WAWA',
      'SHEETZ',
      'KWIK TRIP',
      'KWIK STAR',
      'HOLIDAY STATIONS',
      'MAVERIK',
      'BUCEES',
      "BUC-EE'S",
      'COSTCO GAS',
      "SAM'S CLUB FUEL",
      'KROGER FUEL',
      'SAFEWAY FUEL',
      'GAS STATION',
      'FUEL',
      'GASOLINE',
      'PETRO',
      'TRAVEL CENTERS',
      '7-ELEVEN',
    ],
    categories: ['fuel', 'gas|gasoline', AUTO],
    broader: [AUTO],
    unless: ['utilities', 'utility', 'electric', 'repairs', 'repair', 'insurance', 'loan'],
  },
  {
    kind: 'parking or tolls',
    uncountable: true,
    outgoing: true,
    vendors: [
      'PARKMOBILE',
      'SPOTHERO',
      'PAYBYPHONE',
      'PARKWHIZ',
      'LAZ PARKING',
      'SP PLUS',
      'ABM PARKING',
      'IMPARK',
      'PREMIUM PARKING',
      'E-ZPASS',
      'EZPASS',
      'SUNPASS',
      'FASTRAK',
      'TXTAG',
      'PEACH PASS',
      'I-PASS',
      'TOLL',
      'TOLLS',
      'TOLLWAY',
      'PARKING',
    ],
    categories: ['parking|tolls|toll', AUTO, 'travel'],
    broader: [AUTO, 'travel'],
    unless: ['repairs', 'repair', 'insurance', 'loan', 'fuel', 'gas'],
  },
  {
    kind: 'auto repair or parts shop',
    outgoing: true,
    vendors: [
      'JIFFY LUBE',
      'FIRESTONE',
      'DISCOUNT TIRE',
      'AUTOZONE',
      "O'REILLY",
      'OREILLY AUTO',
      'NAPA AUTO',
      'ADVANCE AUTO',
      'PEP BOYS',
      'MIDAS',
      'MEINEKE',
      'VALVOLINE',
      'GOODYEAR',
      'LES SCHWAB',
      'TIRE KINGDOM',
      'MAACO',
      'CARSTAR',
      'SAFELITE',
      'AUTO REPAIR',
      'AUTOMOTIVE',
      'COLLISION',
      'AUTO PARTS',
      'OIL CHANGE',
      'TIRES',
      'AUTO BODY',
      'CAR WASH',
    ],
    categories: [`${AUTO} repairs|repair|maintenance`, AUTO],
    broader: [AUTO],
    unless: ['fuel', 'gas', 'insurance', 'loan', 'parking', 'tolls'],
  },
  {
    kind: 'restaurant or coffee shop',
    outgoing: true,
    vendors: [
      "MCDONALD'S",
      'STARBUCKS',
      'CHIPOTLE',
      'PANERA',
      'PANERA BREAD',
      'DUNKIN',
      'CHICK-FIL-A',
      'SUBWAY',
      "WENDY'S",
      'BURGER KING',
      'TACO BELL',
      "DOMINO'S",
      'PIZZA HUT',
      "PAPA JOHN'S",
      'SONIC DRIVE',
      "ARBY'S",
      'POPEYES',
      'KFC',
      "JIMMY JOHN'S",
      "JERSEY MIKE'S",
      'FIVE GUYS',
      'SHAKE SHACK',
      'IN-N-OUT',
      'WHATABURGER',
      'PANDA EXPRESS',
      'QDOBA',
      'SWEETGREEN',
      'CAVA',
      "DENNY'S",
      'IHOP',
      "APPLEBEE'S",
      "CHILI'S",
      'OLIVE GARDEN',
      'CRACKER BARREL',
      'PEETS',
      'TIM HORTONS',
      'DUTCH BROS',
      'UBER EATS',
      'DOORDASH',
      'GRUBHUB',
      'RESTAURANT',
      'CAFE',
      'COFFEE',
      'GRILL',
      'DINER',
      'BISTRO',
      'TAQUERIA',
      'PIZZA',
      'PIZZERIA',
      'BBQ',
      'SUSHI',
      'DELI',
      'TAVERN',
      'STEAKHOUSE',
      'BURGER',
      'BURGERS',
      'KITCHEN',
      'CANTINA',
      'RAMEN',
      'EATERY',
    ],
    processors: ['TST'],
    categories: ['meals|meal|dining', 'entertainment'],
  },
  {
    kind: 'office supply store',
    outgoing: true,
    vendors: ['STAPLES', 'OFFICE DEPOT', 'OFFICEMAX', 'OFFICE SUPPLY', 'OFFICE SUPPLIES', 'QUILL'],
    categories: ['office supplies|supply', 'office'],
  },
  {
    kind: 'software subscription',
    outgoing: true,
    vendors: [
      'ADOBE',
      'MICROSOFT',
      'MSFT',
      'GOOGLE GSUITE',
      'GSUITE',
      'GOOGLE WORKSPACE',
      'ZOOM',
      'ZOOM US',
      'DROPBOX',
      'SLACK',
      'NOTION',
      'NOTION LABS',
      'FIGMA',
      'ASANA',
      'GITHUB',
      'ATLASSIAN',
      'CANVA',
      'DOCUSIGN',
      'MAILCHIMP',
      'SQUARESPACE',
      'SQSP',
      'WIX',
      'GODADDY',
      'HUBSPOT',
      'SALESFORCE',
      'QUICKBOOKS ONLINE',
      'QBOOKS ONLINE',
      'INTUIT QBOOKS ONLINE',
      'XERO',
      'FRESHBOOKS',
      'AMAZON WEB SERVICES',
      'AWS',
      'OPENAI',
      'CHATGPT',
      'CALENDLY',
      'MONDAY COM',
      'TRELLO',
      'LASTPASS',
      '1PASSWORD',
      'SHOPIFY',
      'KLAVIYO',
      'SHIPSTATION',
      'WEBFLOW',
      'CLIO',
      'MYCASE',
      'DENTRIX',
      'AUTODESK',
      'APPLE COM BILL',
      'APPLE COM/BILL',
    ],
    categories: ['software|saas|apps', 'computer|internet|technology'],
    broader: ['computer|internet|technology'],
    unless: ['equipment', 'hardware'],
  },
  {
    kind: 'phone carrier',
    outgoing: true,
    vendors: [
      'VERIZON',
      'VERIZON WIRELESS',
      'VZWRLSS',
      'AT&T',
      'ATT',
      'T-MOBILE',
      'TMOBILE',
      'SPRINT',
      'RINGCENTRAL',
      'VONAGE',
      'GRASSHOPPER',
      'DIALPAD',
      'OOMA',
      'MINT MOBILE',
      'CRICKET WIRELESS',
      'US CELLULAR',
      'GOOGLE FI',
      'NEXTIVA',
    ],
    categories: ['telephone|phone|cell|mobile|wireless', 'communications|telecom|telecommunications', 'utilities|utility'],
    broader: ['utilities|utility'],
  },
  {
    kind: 'internet provider',
    outgoing: true,
    vendors: [
      'COMCAST',
      'COMCAST BUSINESS',
      'XFINITY',
      'SPECTRUM',
      'CHARTER COMM',
      'COX COMM',
      'COX BUSINESS',
      'CENTURYLINK',
      'LUMEN',
      'FRONTIER COMM',
      'GOOGLE FIBER',
      'OPTIMUM',
      'WINDSTREAM',
      'ALTAFIBER',
      'STARLINK',
      'ZIPLY',
    ],
    categories: ['internet', 'telephone|phone|communications|telecom', 'utilities|utility'],
    broader: ['utilities|utility'],
  },
  {
    kind: 'utility',
    outgoing: true,
    vendors: [
      'UTILITIES',
      'UTILITY',
      'UTIL',
      'WATER UTIL',
      'ELECTRIC BILL',
      'GAS & ELECTRIC',
      'LIGHT & POWER',
      'POWER & LIGHT',
      'CITY LIGHT',
      'DUKE ENERGY',
      'GEORGIA POWER',
      'ALABAMA POWER',
      'XCEL ENERGY',
      'XCELENERGY',
      'PG&E',
      'PGE',
      'PORTLAND GENERAL',
      'SDGE',
      'SDG&E',
      'SOUTHERN CALIFORNIA EDISON',
      'SO CAL EDISON',
      'CON ED',
      'CONEDISON',
      'EVERSOURCE',
      'NATIONAL GRID',
      'DOMINION ENERGY',
      'FPL',
      'ENTERGY',
      'AEP',
      'AMEREN',
      'DTE ENERGY',
      'CONSUMERS ENERGY',
      'COMED',
      'PECO',
      'PSE&G',
      'PSEG',
      'APS',
      'SRP',
      'TXU ENERGY',
      'RELIANT ENERGY',
      'AUSTIN ENERGY',
      'SOUTHWEST GAS',
      'LADWP',
      'PEPCO',
      'ATMOS ENERGY',
      'CENTERPOINT',
      'NICOR GAS',
      'SOCALGAS',
      'PUGET SOUND ENERGY',
      'ENERGY',
      'ELECTRIC COOP',
      'WATER DEPT',
      'WATER DEPARTMENT',
      'SEWER',
    ],
    categories: ['utilities|utility', 'electric|electricity|water'],
  },
  {
    kind: 'waste hauler',
    outgoing: true,
    vendors: ['WASTE MANAGEMENT', 'REPUBLIC SERVICES', 'WASTE CONNECTIONS', 'STERICYCLE', 'WASTE', 'TRASH', 'DISPOSAL', 'SANITATION'],
    categories: ['waste|trash|garbage|disposal|sanitation', 'utilities|utility'],
    broader: ['utilities|utility'],
  },
  {
    kind: 'bank fee',
    outgoing: true,
    vendors: [
      'MONTHLY SERVICE FEE',
      'SERVICE FEE',
      'SERVICE CHARGE',
      'SERVICE CHARGES',
      'ACCOUNT MAINTENANCE FEE',
      'MAINTENANCE FEE',
      'OVERDRAFT',
      'OVERDRAFT ITEM FEE',
      'NSF FEE',
      'WIRE FEE',
      'WIRE TRANSFER FEE',
      'DOMESTIC WIRE FEE',
      'INTL WIRE FEE',
      'STOP PAYMENT FEE',
      'FOREIGN TRANSACTION FEE',
      'ACH ORIGINATION FEE',
      'ANALYSIS FEE',
      'ACCOUNT ANALYSIS',
      'RETURNED ITEM FEE',
      'ATM FEE',
      'PAPER STATEMENT FEE',
    ],
    categories: ['bank', 'service charges|charge'],
    unless: ['loan', 'payable', 'transfer', 'transfers', 'savings', 'payroll'],
  },
  {
    kind: 'card processing fee',
    outgoing: true,
    vendors: ['MERCH FEE', 'MERCHANT FEE', 'MERCHANT FEES', 'MERCHANT SERVICE', 'MERCHANT SERVICES', 'BANKCARD FEE', 'INTERCHANGE'],
    patterns: [/\b(?:SQUARE|CLOVER|STRIPE|WORLDPAY|HEARTLAND|TOAST|PAYPAL|ELAVON|FISERV|GLOBAL PAYMENTS|AUTHORIZE NET|SHOPIFY)\b.*\bFEES?\b/],
    categories: ['merchant', 'processing fee|fees', 'bank'],
    broader: ['bank'],
    unless: ['payroll'],
  },
  {
    kind: 'card or marketplace payout',
    outgoing: false,
    vendors: [
      'SQUARE',
      'SQUARE INC',
      'TOAST',
      'CLOVER',
      'STRIPE',
      'SHOPIFY',
      'PAYPAL',
      'HEARTLAND PAYMENT',
      'WORLDPAY',
      'ELAVON',
      'BANKCARD',
      'MERCH DEP',
      'MERCHANT DEPOSIT',
      'AUTHORIZE NET',
      'DOORDASH',
      'UBER EATS',
      'GRUBHUB',
      'ETSY',
      'EBAY',
      'FAIRE',
      'INTUIT PYMT SOLN',
      'QB PAYMENTS',
      'CARECREDIT',
      'AFFIRM',
      'LAWPAY',
      'AFFINIPAY',
    ],
    categories: ['sales|revenue', 'income|fees'],
    unless: ['other', 'interest', 'contributions', 'investment', 'reimbursements'],
  },
  {
    kind: 'interest',
    uncountable: true,
    outgoing: false,
    vendors: ['INTEREST PAYMENT', 'INTEREST EARNED', 'INTEREST CREDIT', 'INTEREST PAID', 'INTEREST'],
    categories: ['interest', 'other income'],
    broader: ['other income'],
  },
  {
    kind: 'health insurance claim payment',
    outgoing: false,
    vendors: ['HCCLAIMPMT', 'HCCLAIM PMT', 'CLAIM PAYMENT', 'CLAIMS PAYMENT'],
    categories: ['insurance reimbursement|reimbursements|claims|income|revenue', 'insurance'],
  },
  {
    kind: 'advertising',
    uncountable: true,
    outgoing: true,
    vendors: [
      'GOOGLE ADS',
      'FACEBK',
      'FACEBOOK',
      'META ADS',
      'INSTAGRAM',
      'YELP',
      'NEXTDOOR',
      'VISTAPRINT',
      'ANGI',
      'ANGI LEADS',
      'HOMEADVISOR',
      'THUMBTACK',
      'LINKEDIN ADS',
      'BING ADS',
      'MICROSOFT ADS',
      'PINTEREST ADS',
      'TIKTOK ADS',
      'SNAP ADS',
      'X ADS',
      'GROUPON',
      'ADS',
      'ADVERTISING',
      'MARKETING',
    ],
    categories: ['advertising|marketing|ads|advertisement|promotion'],
  },
  {
    kind: 'shipping or postage',
    uncountable: true,
    outgoing: true,
    vendors: [
      'USPS',
      'USPS PO',
      'POST OFFICE',
      'UPS',
      'THE UPS STORE',
      'UPS STORE',
      'FEDEX',
      'FEDEX OFFICE',
      'DHL',
      'STAMPS',
      'PIRATE SHIP',
      'PITNEY BOWES',
      'POSTAGE',
      'EASYPOST',
    ],
    categories: ['shipping|postage|freight|delivery|mailing', 'office supplies|supply|expenses'],
  },
  {
    kind: 'airline, hotel or ride',
    outgoing: true,
    vendors: [
      'DELTA AIR',
      'UNITED AIRLINES',
      'UNITED AIR',
      'AMERICAN AIRLINES',
      'AMERICAN AIR',
      'SOUTHWEST',
      'JETBLUE',
      'ALASKA AIR',
      'SPIRIT AIRL',
      'FRONTIER AIRLINES',
      'MARRIOTT',
      'HILTON',
      'HAMPTON INN',
      'HILTON GARDEN INN',
      'HYATT',
      'HOLIDAY INN',
      'SHERATON',
      'WESTIN',
      'BEST WESTERN',
      'COURTYARD',
      'FAIRFIELD INN',
      'LA QUINTA',
      'MOTEL 6',
      'AIRBNB',
      'VRBO',
      'EXPEDIA',
      'BOOKING COM',
      'HOTELS COM',
      'PRICELINE',
      'HERTZ',
      'AVIS',
      'ENTERPRISE RENT',
      'BUDGET RENT',
      'NATIONAL CAR',
      'AMTRAK',
      'UBER TRIP',
      'LYFT RIDE',
      'LYFT',
      'HOTEL',
      'AIRLINES',
      'AIRLINE',
      'AIRPORT',
      'RENTAL CAR',
      'CAR RENTAL',
    ],
    categories: ['travel'],
  },
  {
    kind: 'accountant or lawyer',
    outgoing: true,
    vendors: [
      'CPA',
      'CPAS',
      'ACCOUNTING',
      'BOOKKEEPING',
      'LAW OFFICE',
      'LAW OFFICES',
      'ATTORNEY',
      'ATTORNEYS',
      'LEGALZOOM',
      'REGISTERED AGENT',
      'TAX SERVICE',
    ],
    categories: ['professional', 'legal|accounting'],
    unless: ['research', 'income', 'sales', 'court'],
  },
  {
    kind: 'insurer',
    outgoing: true,
    // Card descriptors are cut at a fixed width: INSURANCE often arrives as INSURAN.
    vendors: [
      'INS PREM',
      'INSURANCE',
      'INSURAN',
      'STATE FARM',
      'GEICO',
      'PROGRESSIVE',
      'PROGRESSIVE INS',
      'ALLSTATE',
      'THE HARTFORD',
      'HARTFORD',
      'TRAVELERS',
      'NEXT INSURANCE',
      'HISCOX',
      'LIBERTY MUTUAL',
      'NATIONWIDE',
      'FARMERS INS',
      'FARMERS INSURAN',
      'CNA INSURANCE',
      'CHUBB',
      'THIMBLE',
      'EMPLOYERS',
    ],
    categories: ['insurance'],
    unless: ['reimbursement', 'reimbursements', 'claims', 'payable'],
  },
  {
    kind: 'rent payment',
    outgoing: true,
    vendors: ['RENT', 'LEASE PAYMENT', 'OFFICE RENT', 'RENT PAYMENT'],
    categories: ['rent|lease'],
    unless: ['equipment', 'rental', 'vehicle', 'auto', 'car'],
  },
  {
    kind: 'equipment rental',
    outgoing: true,
    vendors: ['SUNBELT RENTALS', 'UNITED RENTALS', 'HERC RENTALS', 'TOOL RENTAL', 'EQUIPMENT RENTAL', 'RENTALS', 'RENTAL'],
    categories: ['equipment rental|rentals', 'rental|rentals'],
  },
  {
    kind: 'home improvement store',
    outgoing: true,
    vendors: [
      'HOME DEPOT',
      'HOMEDEPOT',
      "LOWE'S",
      'LOWES',
      'MENARDS',
      'ACE HARDWARE',
      'TRUE VALUE',
      'HARDWARE',
      'LUMBER',
      'BUILDING SUPPLY',
      '84 LUMBER',
    ],
    categories: ['materials|material', 'repairs|maintenance'],
    unless: ['auto', 'automobile', 'car', 'vehicle', 'truck', 'equipment rental'],
  },
  {
    kind: 'tool store',
    outgoing: true,
    vendors: ['HARBOR FREIGHT', 'NORTHERN TOOL', 'TOOLS', 'TOOL'],
    categories: ['tools|tool', 'job supplies'],
  },
  {
    kind: 'licence or permit fee',
    outgoing: true,
    vendors: ['PERMIT', 'PERMITS', 'LICENSE', 'LICENSES', 'LICENSING', 'SECRETARY OF STATE', 'DMV', 'BUSINESS LICENSE'],
    categories: ['permits|permit|licenses|license|licensing'],
  },
  {
    kind: 'membership dues',
    uncountable: true,
    outgoing: true,
    vendors: ['CHAMBER OF COMMERCE', 'ASSOCIATION', 'ASSN', 'ASSOC', 'MEMBERSHIP', 'DUES', 'BAR ASSOCIATION'],
    categories: ['dues|memberships|membership', 'subscriptions'],
  },
  {
    kind: 'computer and electronics store',
    outgoing: true,
    vendors: ['BEST BUY', 'APPLE STORE', 'DELL', 'B&H PHOTO', 'MICRO CENTER', 'NEWEGG', 'LENOVO', 'HP STORE'],
    categories: ['computer equipment', 'computer|technology', 'office supplies|supply|equipment'],
    unless: ['software'],
  },
  {
    kind: 'uniform or linen service',
    outgoing: true,
    vendors: ['CINTAS', 'UNIFIRST', 'ARAMARK', 'ALSCO', 'UNIFORMS', 'LINEN', 'LINENS', 'LAUNDRY'],
    categories: ['uniforms|uniform|laundry|linens|linen', 'janitorial|cleaning'],
    broader: ['janitorial|cleaning'],
  },
  {
    kind: 'cleaning service',
    outgoing: true,
    vendors: ['ECOLAB', 'JANI-KING', 'JANITORIAL', 'CLEANING', 'MAID', 'MERRY MAIDS', 'COVERALL', 'SERVPRO'],
    categories: ['janitorial|cleaning', 'repairs|maintenance'],
    broader: ['repairs|maintenance'],
    unless: ['auto', 'automobile', 'car', 'vehicle', 'truck'],
  },
  {
    kind: 'foodservice distributor',
    outgoing: true,
    vendors: [
      'SYSCO',
      'SYSCO CORPORATION',
      'US FOODS',
      'PERFORMANCE FOOD',
      'GORDON FOOD SERVICE',
      'RESTAURANT DEPOT',
      'CHEFS WAREHOUSE',
      'SHAMROCK FOODS',
      'BEN E KEITH',
      'FOODSERVICE',
      'FOOD SERVICE',
      'PRODUCE',
      'MEATS',
      'SEAFOOD',
    ],
    categories: ['food'],
  },
  {
    kind: 'beverage distributor',
    outgoing: true,
    vendors: [
      'SOUTHERN GLAZERS',
      'REYES BEVERAGE',
      'BREAKTHRU BEVERAGE',
      'REPUBLIC NATIONAL',
      'JOHNSON BROTHERS',
      'COCA-COLA',
      'COCA COLA',
      'PEPSI',
      'PEPSICO',
      'KEURIG DR PEPPER',
      'BEVERAGE',
      'BEVERAGES',
      'BREWING',
      'BREWERY',
      'WINE',
      'WINES',
      'SPIRITS',
      'LIQUOR',
    ],
    categories: ['beverage|beverages|liquor|alcohol|drinks'],
  },
  {
    kind: 'freelance marketplace',
    outgoing: true,
    vendors: ['UPWORK', 'FIVERR', 'TOPTAL', 'FREELANCER COM'],
    categories: ['contract|contractors|contractor|subcontractors|subcontractor|freelance|freelancers'],
  },
  {
    // Income tax paid from the business account: most small-business clients are pass-throughs, so it is the
    // owner's tax and books as a draw or distribution; a corporation's chart has an income tax account, which
    // comes first. EFTPS and state revenue departments are left out: as often payroll or sales tax.
    kind: 'income tax payment',
    outgoing: true,
    vendors: [
      'IRS USATAXPYMT',
      'USATAXPYMT',
      'IRS DIRECT PAY',
      'IRS TAX PAYMENT',
      'IRS TAX PMT',
      'FRANCHISE TAX BD',
      'FRANCHISE TAX BOARD',
      'NYS DTF PIT',
      'ESTIMATED TAX',
      '1040ES',
      '1040 ES',
    ],
    categories: ['income tax|taxes', 'draw|draws|distribution|distributions', `${OWNER} pay|personal`],
    roles: ['expense', 'equity'],
  },
  {
    // Cash out of a business account is the owner's until receipts say otherwise; a petty cash account first.
    kind: 'cash withdrawal',
    outgoing: true,
    vendors: ['ATM WITHDRAWAL', 'ATM WITHDRAW', 'ATM WITHDRWL', 'ATM CASH WITHDRAWAL', 'WITHDRAWAL ATM', 'CASH WITHDRAWAL', 'COUNTER WITHDRAWAL'],
    categories: ['petty cash', 'draw|draws|distribution|distributions', `${OWNER} pay|personal`],
    roles: ['bank', 'equity'],
  },
  {
    kind: 'loan payment',
    outgoing: true,
    vendors: [
      'LOAN PAYMENT',
      'LOAN PMT',
      'LOAN PYMT',
      'LN PMT',
      'COMMRCL LN',
      'COMMERCIAL LOAN',
      'AUTO LOAN',
      'CAR PAYMENT',
      'SBA EIDL',
      'SBA EIDL LOAN',
      'ONDECK',
      'KABBAGE',
      'BLUEVINE',
      'FUNDBOX',
    ],
    patterns: [/\bTRANSFER TO LOAN\b/],
    categories: ['loan|loans', 'notes payable|note'],
    // Not "the one liability": a chart's only Other Current Liability is as often its sales tax payable.
    roles: ['loan'],
  },
  {
    kind: 'credit card payment',
    outgoing: true,
    vendors: [
      'AMERICAN EXPRESS',
      'AMEX EPAYMENT',
      'AMEX',
      'CHASE CARD',
      'CITI CARD',
      'CAPITAL ONE',
      'DISCOVER',
      'CARDMEMBER SERV',
      'BARCLAYCARD',
      'CREDIT CARD',
      'CARD PAYMENT',
    ],
    categories: ['credit card|cards', 'card'],
    unless: ['fees', 'fee', 'processing', 'merchant'],
    roles: ['card'],
    theOneAccount: true,
  },
  {
    kind: 'transfer to or from savings',
    outgoing: true,
    vendors: [],
    patterns: [/\bTRANSFER\b.*\b(?:SAV|SAVINGS)\b/],
    categories: ['savings', 'transfer|transfers'],
    roles: ['bank', 'other'],
  },
  {
    kind: 'transfer to or from savings',
    outgoing: false,
    vendors: [],
    patterns: [/\bTRANSFER\b.*\b(?:SAV|SAVINGS)\b/],
    categories: ['savings', 'transfer|transfers'],
    roles: ['bank', 'other'],
  },
  {
    kind: 'court or filing fee',
    outgoing: true,
    vendors: ['PACER', 'COURT', 'SUPERIOR COURT', 'CLERK OF COURT', 'EFILE', 'FILING FEE'],
    categories: ['court|filing'],
  },
  {
    kind: 'legal research service',
    outgoing: true,
    vendors: ['WESTLAW', 'THOMSON REUTERS', 'LEXISNEXIS', 'FASTCASE', 'CASETEXT', 'BLOOMBERG LAW'],
    categories: ['legal research|research'],
  },
  {
    kind: 'dental or medical lab',
    outgoing: true,
    vendors: ['DENTAL LAB', 'LABORATORIES', 'LABORATORY', 'LAB', 'GLIDEWELL'],
    categories: ['lab|laboratory'],
  },
  {
    kind: 'dental or medical supplier',
    outgoing: true,
    vendors: ['HENRY SCHEIN', 'PATTERSON DENTAL', 'BENCO', 'DARBY DENTAL', 'DENTAL SUPPLY', 'MCKESSON', 'MEDLINE', 'MEDICAL SUPPLY'],
    categories: ['dental|medical supplies|supply'],
  },
  {
    // Last: every more specific kind of money in (a payout, interest, a transfer) wins. Money in that names no
    // processor: a customer paying by Zelle, wire, ACH or a deposited check. A business
    // account's deposits are mostly its sales; an owner's own money or a loan comes with words of its own
    // (TRANSFER, LOAN), which keep those rows out of this kind.
    kind: 'customer payment',
    outgoing: false,
    vendors: ['REMOTE ONLINE DEPOSIT', 'MOBILE DEPOSIT', 'ATM CHECK DEPOSIT', 'COUNTER DEPOSIT', 'BRANCH DEPOSIT', 'CHECK DEPOSIT', 'DEPOSIT'],
    patterns: [
      /^ZELLE (?:PAYMENT |TRANSFER )?FROM\b/,
      /\bWIRE (?:TRANSFER )?IN\b/,
      /\bINCOMING WIRE\b/,
      /\bWIRE TRANSFER\b.*\bFED REF\b/,
      /\bACH (?:PMT|PAYMENT|CREDIT)\b/,
    ],
    categories: ['sales|revenue', 'income|fees'],
    unless: ['other', 'interest', 'contributions', 'contribution', 'investment', 'reimbursements', 'transfer', 'transfers', 'loan'],
  },
];

export interface KindMatch {
  kind: string;
  /** The client's label for it. */
  label: string;
  /** The client's labels the kind goes to only on a chart without `label` (`placeForKind`). */
  broader?: ReadonlySet<string>;
  /** Whether a category name (any client's) is one the kind's keyword phrases name (`fitsKind`). */
  fits?: (name: string) => boolean;
}

/** What the lexicon says of a vendor for one client: the kind it files, or the kind it is but has no account for. */
export type LexiconAnswer = (KindMatch & { phrase: string }) | { kind: string; label: undefined; fits?: undefined; phrase: string };

/** The kind as the reason names it: "a fuel station", "an airline, hotel or ride", "payroll". */
export function kindPhrase(kind: Pick<MerchantKind, 'kind' | 'uncountable'>): string {
  return kind.uncountable ? kind.kind : withArticle(kind.kind);
}

interface Compiled {
  kind: MerchantKind;
  /** Normalised phrase → its words that were written as possessives ("LOVE'S" → LOVES). */
  phrases: ReadonlyMap<string, ReadonlySet<string>>;
  /** Longest phrase in words, to bound the n-grams looked up. */
  maxWords: number;
}

const compiledLists = new WeakMap<readonly MerchantKind[], readonly Compiled[]>();

function compile(kinds: readonly MerchantKind[]): readonly Compiled[] {
  let compiled = compiledLists.get(kinds);
  if (!compiled) {
    compiled = kinds.map((kind) => {
      const phrases = new Map<string, ReadonlySet<string>>();
      for (const written of kind.vendors) {
        const phrase = normaliseVendor(written);
        // LOWE'S and LOWES are one phrase: the plain spelling must not take back what the possessive one allows.
        if (phrase !== '') phrases.set(phrase, new Set([...(phrases.get(phrase) ?? []), ...possessiveWords(written)]));
      }
      let maxWords = 1;
      for (const p of phrases.keys()) maxWords = Math.max(maxWords, p.split(' ').length);
      return { kind, phrases, maxWords };
    });
    compiledLists.set(kinds, compiled);
  }
  return compiled;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The words of a text printed as possessives, as normalisation spells them: "TRAVELER'S" → TRAVELERS.
 * Normalising drops the apostrophe (so "MCDONALDS" and "MCDONALD'S" are one vendor); this keeps what it said.
 */
export function possessiveWords(text: string): ReadonlySet<string> {
  if (!text.includes("'") && !text.includes('\u2019')) return NONE;
  const found = new Set<string>();
  for (const match of text.toUpperCase().matchAll(/([A-Z0-9&]+)['’]S\b/g)) found.add(`${match[1]}S`);
  return found;
}

/**
 * The merchant kinds a normalised vendor looks like, for its direction, first-listed first. `possessives`
 * are the vendor's words printed with an apostrophe (`possessiveWords` of the printed text), `processor` the
 * card processor's code printed before it (`processorCode`).
 */
export function merchantKinds(
  vendor: string,
  outgoing: boolean,
  kinds: readonly MerchantKind[] = MERCHANT_KINDS,
  possessives: ReadonlySet<string> = NONE,
  processor?: string,
): MerchantKind[] {
  const words = vendor.split(' ').filter((w) => w !== '');
  const found: MerchantKind[] = [];
  for (const { kind, phrases, maxWords } of compile(kinds)) {
    if (kind.outgoing !== outgoing) continue;
    const byProcessor = processor !== undefined && (kind.processors ?? []).includes(processor);
    if (byProcessor || containsPhrase(words, phrases, maxWords, possessives) || (kind.patterns ?? []).some((p) => p.test(vendor))) found.push(kind);
  }
  return found;
}

function containsPhrase(
  words: readonly string[],
  phrases: ReadonlyMap<string, ReadonlySet<string>>,
  maxWords: number,
  possessives: ReadonlySet<string>,
): boolean {
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= maxWords && i + n <= words.length; n += 1) {
      const window = words.slice(i, i + n);
      const allowed = phrases.get(window.join(' '));
      if (allowed && window.every((word) => !possessives.has(word) || allowed.has(word))) return true;
    }
  }
  return false;
}

/** The words of a label's name, lower case: `6110 - Automobile Expense:Fuel` → automobile, expense, fuel. */
export function nameWords(label: string): Set<string> {
  const name = label.replace(/^\s*\d[\d.-]*\s+-\s+/, '');
  return new Set(
    name
      .toLowerCase()
      .replace(/&/g, ' ')
      .split(/[^a-z0-9]+/)
      .filter((w) => w !== ''),
  );
}

/** Whether every slot of a keyword phrase ("auto|car repairs|repair") has one of its words among `words`. */
function phraseMatches(phrase: string, words: ReadonlySet<string>): boolean {
  return phrase.split(' ').every((slot) => slot.split('|').some((w) => words.has(w)));
}

/**
 * Whether a category name is one of the kind's places on some chart: its words fit one of the kind's keyword
 * phrases (`categories`, `broader` among them) and none of `unless`. `Repairs & Maintenance` is no place for a
 * waste hauler; `Utilities` and `Trash Removal` are. Says how another client filed the kind, whatever its chart.
 */
export function fitsKind(kind: MerchantKind, name: string): boolean {
  const words = nameWords(name);
  if ((kind.unless ?? []).some((w) => words.has(w))) return false;
  return [...kind.categories, ...(kind.broader ?? [])].some((phrase) => phraseMatches(phrase, words));
}

/**
 * The client's label for a merchant kind: the first keyword phrase of the kind that names exactly one of
 * the client's labels (and no word of `unless`). Undefined when the client has no such label.
 */
export function labelForKind(kind: MerchantKind, categories: readonly ChartLabel[]): string | undefined {
  return placeForKind(kind, categories)?.label;
}

/**
 * `labelForKind`, with the client's labels that the kind's `broader` phrases name: where the kind would go on a
 * chart without the chosen label ("Utilities" for a phone carrier on a chart with "Telephone").
 */
export function placeForKind(kind: MerchantKind, categories: readonly ChartLabel[]): { label: string; broader: ReadonlySet<string> } | undefined {
  const roles = kind.roles ?? [kind.outgoing ? 'expense' : 'income'];
  const candidates = categories.filter(({ label, words, role }) => {
    if ((kind.unless ?? []).some((w) => words.has(w))) return false;
    // A known account type decides; without one, the name and number say which way the money goes.
    if (role !== null && role !== undefined) return roles.includes(role);
    return !looksLikeOtherDirection(words, kind.outgoing) && !numberedForOtherDirection(label, kind.outgoing);
  });
  const broaderThan = (chosen: string) =>
    new Set(
      (kind.broader ?? [])
        .flatMap((phrase) => candidates.filter(({ words }) => phraseMatches(phrase, words)).map(({ label }) => label))
        .filter((l) => l !== chosen),
    );
  for (const phrase of kind.categories) {
    const named = candidates.filter(({ words }) => phraseMatches(phrase, words));
    // Money in goes to an income account: where the chart numbers them the QuickBooks way (4000s), a deposit's
    // "fees" are the 4000 - Legal Fees the firm bills, not 6050 - Bank & Merchant Fees.
    const income = kind.outgoing ? [] : named.filter(({ label }) => INCOME_NUMBER.test(label));
    const matching = income.length > 0 ? income : named;
    // Several: the one most about it ("Software & Apps" over "Office Supplies & Software"), if there is one.
    const label = matching.length === 1 ? matching[0]?.label : mostAbout(phrase, matching);
    if (label === undefined) continue;
    // The labels the phrase also names but less about it are mixed accounts: "Office Supplies & Software" beside "Software & Apps".
    const mixed = matching.map((m) => m.label).filter((l) => l !== label);
    const broader = (kind.broader ?? []).includes(phrase) ? new Set<string>() : broaderThan(label);
    return { label, broader: new Set([...broader, ...mixed]) };
  }
  if (kind.theOneAccount) {
    const typed = candidates.filter(({ role }) => role !== null && role !== undefined && roles.includes(role));
    if (typed.length === 1) return { label: typed[0]!.label, broader: new Set() };
  }
  return undefined;
}

/** A label of the client's chart with the words of its name and, where known, what its account is for. */
export interface ChartLabel {
  label: string;
  words: ReadonlySet<string>;
  role?: AccountRole | null;
}

const FILLER = new Set(['and', 'expense', 'expenses', 'other', 'misc']);

/** Among labels a phrase names, the one whose name is most made of the phrase's words; undefined on a tie. */
function mostAbout(phrase: string, labels: readonly { label: string; words: ReadonlySet<string> }[]): string | undefined {
  const vocabulary = new Set(phrase.split(/[ |]/));
  let best: string | undefined;
  let bestShare = -1;
  let tied = false;
  for (const { label, words } of labels) {
    const meaningful = [...words].filter((w) => !FILLER.has(w));
    const share = meaningful.filter((w) => vocabulary.has(w)).length / Math.max(1, meaningful.length);
    if (share > bestShare) [best, bestShare, tied] = [label, share, false];
    else if (share === bestShare) tied = true;
  }
  return tied ? undefined : best;
}

// An expense is not filed under "Food Sales", nor a deposit under "Food Purchases".
const INCOME_WORDS = ['sales', 'income', 'revenue'];
const EXPENSE_WORDS = ['expense', 'expenses', 'cost', 'cogs', 'purchases', 'payable'];
function looksLikeOtherDirection(words: ReadonlySet<string>, outgoing: boolean): boolean {
  // "Income Tax Expense" is paid, not earned.
  if (outgoing && words.has('income') && (words.has('tax') || words.has('taxes'))) return false;
  return (outgoing ? INCOME_WORDS : EXPENSE_WORDS).some((w) => words.has(w));
}

/** QuickBooks' default numbering: 4000s income, 5000s cost of goods sold, 6000s+ expenses. */
const INCOME_NUMBER = /^\s*4\d{3}\b/;
const EXPENSE_NUMBER = /^\s*[5-8]\d{3}\b/;
function numberedForOtherDirection(label: string, outgoing: boolean): boolean {
  return (outgoing ? INCOME_NUMBER : EXPENSE_NUMBER).test(label);
}

/**
 * The lexicon for one client's chart: `match(vendor, outgoing)` gives the first kind the vendor looks like
 * that the client has a label for.
 */
export function merchantLexicon(
  labels: readonly string[],
  kinds: readonly MerchantKind[] = MERCHANT_KINDS,
  accountTypes?: ReadonlyMap<string, string | null>,
): { match(vendor: string, outgoing: boolean, possessives?: ReadonlySet<string>, processor?: string): LexiconAnswer | undefined } {
  const categories: ChartLabel[] = labels.map((label) => ({ label, words: nameWords(label), role: accountRole(accountTypes?.get(label)) }));
  const placeOf = new Map<MerchantKind, ReturnType<typeof placeForKind>>();
  return {
    match(vendor, outgoing, possessives, processor) {
      const found = merchantKinds(vendor, outgoing, kinds, possessives, processor);
      for (const kind of found) {
        if (!placeOf.has(kind)) placeOf.set(kind, placeForKind(kind, categories));
        const place = placeOf.get(kind);
        if (place !== undefined)
          return {
            kind: kind.kind,
            label: place.label,
            ...(place.broader.size > 0 ? { broader: place.broader } : {}),
            fits: (name: string) => fitsKind(kind, name),
            phrase: kindPhrase(kind),
          };
      }
      // Plainly a kind the chart has no account for: the reason says so rather than guessing elsewhere.
      const [first] = found;
      return first && { kind: first.kind, label: undefined, phrase: kindPhrase(first) };
    },
  };
}
