import { localName, person, surname } from './names.ts';
import type { Rng } from './prng.ts';
import type { Slot } from './slot.ts';
import { ach, card, either, plain } from './vendors.ts';

const subcontractor = (rng: Rng) =>
  rng.weighted([
    [{ name: 'SUB', formats: [{ kind: 'zelle' as const, person: person(rng) }] }, 4],
    [{ name: 'SUB', formats: [{ kind: 'check' as const }] }, 2],
    [ach('SUB', `${surname(rng)} ${rng.pick(['CONSTRUCTION', 'ELECTRIC', 'PLUMBING', 'DRYWALL', 'CONCRETE'])}`, 'PAYMENT'), 1],
    [{ name: 'SUB', formats: [{ kind: 'venmo' as const, person: person(rng) }] }, 1],
  ]);

const customerDeposits = plain('DEPOSITS', 'REMOTE ONLINE DEPOSIT # {n1}', 'MOBILE DEPOSIT', 'DEPOSIT', 'DEPOSIT ID NUMBER {n6}');

/** What a trade adds to the common slots. */
export const INDUSTRY_SLOTS: readonly Slot[] = [
  // Restaurants: card settlements most days, food and drink suppliers weekly.
  {
    name: 'card settlements', industries: ['restaurant'], perMonth: 13, amount: [600, 6500], incoming: true, files: 'sales',
    vendors: [ach('SQUARE', 'SQUARE INC', 'SQ{yymmdd}'), ach('TOAST', 'TOAST INC', 'DEPOSIT'), ach('CLOVER', 'CLOVER', 'MERCH DEP'), ach('HEARTLAND', 'HEARTLAND PAYMENT', 'TXNS/FEES')],
  },
  {
    name: 'delivery payouts', industries: ['restaurant'], perMonth: 4, amount: [150, 2200], incoming: true, files: 'sales', use: [1, 3],
    vendors: [ach('DOORDASH', 'DOORDASH INC', 'PAYOUT'), ach('UBER EATS', 'UBER USA 6787', 'EDI PAYMNT'), ach('GRUBHUB', 'GRUBHUB INC', 'SETTLEMENT')],
  },
  {
    name: 'processor fees', industries: ['restaurant', 'dental', 'ecommerce'], perMonth: 1, cadence: 'monthly', amount: [60, 900], files: 'merchant_fees',
    vendors: [ach('SQUARE FEES', 'SQUARE INC', 'FEES'), ach('CLOVER FEES', 'CLOVER', 'MERCH FEE'), ach('WORLDPAY', 'WORLDPAY', 'FEES')],
  },
  {
    name: 'broadline food', industries: ['restaurant'], perMonth: 5, amount: [300, 3500], files: 'cogs_food', use: [1, 2],
    vendors: [
      either('SYSCO', ach('', 'SYSCO CORPORATION', 'ACH DEBIT'), { name: '', formats: [{ kind: 'check' }] }),
      ach('US FOODS', 'US FOODS', 'CUST PAYMT'), ach('PFG', 'PERFORMANCE FOODSERVI', 'PAYMENTS'), ach('GORDON', 'GORDON FOOD SERVICE', 'EFT PMT'),
    ],
  },
  {
    name: 'cash and carry', industries: ['restaurant'], perMonth: 3, amount: [60, 900], use: [1, 2],
    files: [['cogs_food', 7], ['packaging', 2], ['repairs_maintenance', 1]],
    vendors: [card('RESTAURANT DEPOT', 'RESTAURANT DEPOT {n4}'), card('COSTCO', 'COSTCO WHSE #{store}'), card('SAMS CLUB', "SAMSCLUB #{n4}"), card('WEBSTAURANT', 'WEBSTAURANTSTORE @ 717-392-7472 PA')],
  },
  {
    name: 'local produce and bakery', industries: ['restaurant'], perMonth: 3, amount: [80, 900], files: 'cogs_food', use: [1, 3],
    local: (rng) => {
      const name = localName(rng, ['PRODUCE', 'FARMS', 'BAKERY', 'MEATS', 'SEAFOOD CO']);
      return rng.chance(0.5) ? ach('LOCAL FOOD', name, 'INVOICE') : { name: 'LOCAL FOOD', formats: [{ kind: 'check' }] };
    },
  },
  {
    name: 'beverage', industries: ['restaurant'], perMonth: 2.5, amount: [150, 2500], files: 'cogs_beverage', use: [1, 3],
    vendors: [
      ach('SOUTHERN GLAZERS', 'SOUTHERN GLAZERS', 'EFT'), ach('REYES', 'REYES BEVERAGE', 'ACH'), ach('BREAKTHRU', 'BREAKTHRU BEVERAGE', 'PAYMENT'),
      ach('COKE', 'COCA-COLA BOTTLING', 'DEBIT'), card('LOCAL BREWERY', 'SQ *COPPER KETTLE BREWING'),
    ],
  },
  {
    name: 'restaurant services', industries: ['restaurant'], perMonth: 1, cadence: 'monthly', amount: [90, 700], use: [2, 3],
    files: 'cleaning',
    vendors: [ach('ECOLAB', 'ECOLAB', 'PAYMENT'), ach('JANI-KING', 'JANI-KING', 'SERVICE'), card('HOOD CLEAN', 'SQ *HOOD CLEANING PROS')],
  },
  {
    name: 'linens', industries: ['restaurant', 'dental'], perMonth: 2, amount: [60, 400], files: 'uniforms_laundry',
    vendors: [ach('CINTAS', 'CINTAS CORP', 'CINTAS'), ach('ALSCO', 'ALSCO INC', 'PAYMENT'), ach('UNIFIRST', 'UNIFIRST CORP', 'AR PAYMENT')],
  },
  {
    name: 'waste', industries: ['restaurant', 'contractor', 'landscaping'], perMonth: 1, cadence: 'monthly', amount: [90, 650], files: 'waste',
    vendors: [ach('WM', 'WM CORPORATE SERVICES', 'PAYMENT'), ach('REPUBLIC', 'REPUBLIC SERVICES', 'TRASH'), card('WASTE CONNECTIONS', 'WASTE CONNECTIONS @ 832-442-2200 TX')],
  },
  {
    name: 'restaurant software', industries: ['restaurant'], perMonth: 1, cadence: 'monthly', amount: [69, 400], fixed: true, files: 'software', use: [1, 2],
    vendors: [ach('TOAST SOFTWARE', 'TOAST INC', 'SUBSCRIPTN'), card('OPENTABLE', 'OPENTABLE INC @ 800-673-6822 CA'), card('7SHIFTS', '7SHIFTS @ SASKATOON SK')],
  },
  {
    name: 'restaurant repairs', industries: ['restaurant'], perMonth: 1, amount: [20, 600], use: [1, 2],
    files: [['repairs_maintenance', 8], ['small_tools', 2]],
    vendors: [card('HOME DEPOT', 'THE HOME DEPOT #{n4}', 'HOMEDEPOT.COM @ 800-430-3376 GA'), card("LOWE'S", "LOWE'S #{n4}")],
  },
  // Dental: insurers pay claims by ACH, patients by card.
  {
    name: 'patient card payments', industries: ['dental'], perMonth: 9, amount: [150, 3500], incoming: true, files: 'sales',
    vendors: [ach('SQUARE', 'SQUARE INC', 'SQ{yymmdd}'), ach('STRIPE', 'STRIPE', 'TRANSFER'), ach('CLOVER', 'CLOVER', 'MERCH DEP')],
  },
  {
    name: 'patient financing', industries: ['dental'], perMonth: 2, amount: [300, 4000], incoming: true, files: 'sales',
    vendors: [ach('CARECREDIT', 'CARECREDIT', 'MERCH PMT'), ach('SUNBIT', 'SUNBIT', 'PAYOUT')],
  },
  {
    name: 'insurance claims', industries: ['dental'], perMonth: 3, amount: [120, 4800], incoming: true, files: 'insurance_claims', use: [4, 5],
    vendors: [
      ach('DELTA DENTAL', 'DELTA DENTAL OF CO', 'HCCLAIMPMT'), ach('METLIFE', 'METLIFE', 'HCCLAIMPMT'), ach('CIGNA', 'CIGNA', 'HCCLAIMPMT'),
      ach('AETNA', 'AETNA AS01', 'HCCLAIMPMT'), ach('GUARDIAN', 'GUARDIAN LIFE', 'HCCLAIMPMT'), ach('UHC', 'UNITEDHEALTHCARE', 'HCCLAIMPMT'),
    ],
  },
  {
    name: 'dental supply houses', industries: ['dental'], perMonth: 3, amount: [80, 3000], files: 'dental_supplies', use: [1, 2],
    vendors: [
      either('HENRY SCHEIN', ach('', 'HENRY SCHEIN INC', 'PAYMENT'), card('', 'HENRY SCHEIN INC @ 800-472-4346 NY')),
      ach('PATTERSON', 'PATTERSON DENTAL', 'PAYMENT'), card('BENCO', 'BENCO DENTAL @ 800-462-3626 PA'), card('DARBY', 'DARBY DENTAL SUPPLY @ 800-645-2310 NY'),
    ],
  },
  {
    name: 'practice software', industries: ['dental'], perMonth: 1, cadence: 'monthly', amount: [250, 900], fixed: true, files: 'software', use: [1, 2],
    vendors: [ach('HENRY SCHEIN ONE', 'HENRY SCHEIN ONE', 'DENTRIX'), card('WEAVE', 'WEAVE COMMUNICATIONS @ 888-579-5668 UT'), card('DENTAL INTEL', 'DENTAL INTELLIGENCE @ UT')],
  },
  {
    name: 'dental lab', industries: ['dental'], perMonth: 2, amount: [120, 2200], files: 'lab_fees', use: [1, 2],
    vendors: [card('GLIDEWELL', 'GLIDEWELL LABORATORIES @ 800-854-7256 CA'), ach('LOCAL LAB', 'ROCKY MTN DENTAL LAB', 'INVOICE'), { name: 'LAB BY CHECK', formats: [{ kind: 'check' }] }],
  },
  {
    name: 'medical waste', industries: ['dental'], perMonth: 1, cadence: 'monthly', amount: [60, 250], fixed: true, files: 'waste',
    vendors: [ach('STERICYCLE', 'STERICYCLE INC', 'PAYMENT'), card('SHARPS', 'SHARPSMART @ 866-667-2777 NC')],
  },
  {
    name: 'dental amazon', industries: ['dental'], perMonth: 1.5, amount: [15, 400],
    files: [['dental_supplies', 4], ['office_supplies', 5], ['computer_equipment', 1, [300, 1800]]],
    vendors: [card('AMAZON', 'AMZN Mktp US*{code} @ Amzn.com/bill WA', 'AMAZON.COM*{code} @ AMZN.COM/BILL WA')],
  },
  {
    name: 'dental dues', industries: ['dental'], perMonth: 0.15, amount: [150, 900], files: 'dues_subscriptions',
    vendors: [card('ADA', 'AMERICAN DENTAL ASSOC @ 312-440-2500 IL'), card('STATE DENTAL', 'COLORADO DENTAL ASSN @ CO')],
  },
  // Contractors and landscapers: customer cheques, materials, subcontractors and a lot of fuel.
  {
    name: 'customer deposits', industries: ['contractor', 'landscaping'], perMonth: 7, amount: [400, 18000], incoming: true, files: 'client_payments',
    vendors: [customerDeposits],
  },
  {
    name: 'customer transfers', industries: ['contractor', 'landscaping', 'agency', 'law'], perMonth: 2, amount: [300, 15000], incoming: true, files: 'client_payments',
    local: (rng) =>
      rng.chance(0.6)
        ? { name: 'CUSTOMER', formats: [{ kind: 'zelle', person: person(rng) }] }
        : ach('CUSTOMER', `${surname(rng)} ${rng.pick(['HOLDINGS', 'GROUP', 'PARTNERS', 'MGMT'])}`, 'ACH PMT'),
    use: [2, 5],
  },
  {
    name: 'card payments from customers', industries: ['contractor', 'landscaping', 'agency'], perMonth: 2, amount: [200, 9000], incoming: true, files: 'client_payments',
    vendors: [ach('STRIPE', 'STRIPE', 'TRANSFER'), ach('SQUARE', 'SQUARE INC', 'SQ{yymmdd}'), ach('QB PAYMENTS', 'INTUIT PYMT SOLN', 'DEPOSIT')],
  },
  {
    name: 'big box materials', industries: ['contractor', 'landscaping'], perMonth: 6, amount: [20, 1500], use: [1, 2],
    files: [['materials', 16], ['small_tools', 3, [40, 600]], ['repairs_maintenance', 1]],
    vendors: [card('HOME DEPOT', 'THE HOME DEPOT #{n4}', 'THE HOME DEPOT {n4}', 'HOMEDEPOT.COM @ 800-430-3376 GA'), card("LOWE'S", "LOWE'S #{n4}", 'LOWES #{n5}*')],
  },
  {
    name: 'trade suppliers', industries: ['contractor'], perMonth: 3, amount: [300, 9000], files: 'materials', use: [2, 3],
    vendors: [
      ach('ABC SUPPLY', 'ABC SUPPLY CO', 'PAYMENT'), ach('BEACON', 'BEACON ROOFING SUPPL', 'ACH'), ach('84 LUMBER', '84 LUMBER', 'PAYMENT'),
      card('FERGUSON', 'FERGUSON ENT #{n4}'), card('SHERWIN', 'SHERWIN-WILLIAMS{n6}'), ach('SRS', 'SRS DISTRIBUTION', 'INVOICE'), card('LUMBER YARD', 'SQ *VALLEY LUMBER YARD'),
    ],
  },
  {
    name: 'landscape suppliers', industries: ['landscaping'], perMonth: 4, amount: [80, 4000], files: 'materials', use: [2, 3],
    vendors: [
      card('SITEONE', 'SITEONE LANDSCAPE {n6}'), card('JOHN DEERE', 'JOHN DEERE LANDSCAPES {n3}'), ach('EWING', 'EWING IRRIGATION', 'PAYMENT'),
      card('NURSERY', 'SQ *GREEN ACRES NURSERY'), card('MULCH', 'SOUTHERN MULCH AND SOIL'),
    ],
  },
  {
    name: 'equipment rental', industries: ['contractor', 'landscaping'], perMonth: 1, amount: [90, 2500], files: 'equipment_rental', use: [1, 2],
    vendors: [card('SUNBELT', 'SUNBELT RENTALS #{n4}'), card('UNITED RENTALS', 'UNITED RENTALS {n6}'), card('HD RENTAL', 'THE HOME DEPOT TOOL RENTAL {n4}'), card('HERC', 'HERC RENTALS {n4}')],
  },
  {
    name: 'tools', industries: ['contractor', 'landscaping'], perMonth: 0.8, amount: [20, 700], files: 'small_tools', use: [1, 2],
    vendors: [card('HARBOR FREIGHT', 'HARBOR FREIGHT TOOLS {n4}'), card('NORTHERN TOOL', 'NORTHERN TOOL {n3}'), card('TRACTOR SUPPLY', 'TRACTOR SUPPLY #{n4}')],
  },
  {
    name: 'subcontractors', industries: ['contractor', 'landscaping'], perMonth: 1.6, amount: [250, 6000], files: 'contract_labor', use: [3, 6],
    local: subcontractor,
  },
  {
    name: 'permits', industries: ['contractor', 'landscaping'], perMonth: 0.6, amount: [50, 900], files: 'licenses_permits',
    local: (_rng, client) => card('PERMITS', `CITY OF ${client.towns[1]} PERMITS`),
  },
  {
    name: 'work fuel', industries: ['contractor', 'landscaping'], perMonth: 5, amount: [40, 160], files: 'fuel', use: [2, 3],
    vendors: [card('SHELL', 'SHELL OIL {n11}'), card('CHEVRON', 'CHEVRON {n7}'), card('QT', 'QT {n4}'), card('CIRCLE K', 'CIRCLE K {n5}'), card('RACETRAC', 'RACETRAC{n3}'), card('LOVES', "LOVE'S #{n4}")],
  },
  {
    name: 'lead services', industries: ['contractor', 'landscaping'], probability: 0.7, perMonth: 1, amount: [40, 600], files: 'advertising',
    vendors: [card('ANGI', 'ANGI LEADS @ 877-947-3639 CO'), card('THUMBTACK', 'THUMBTACK @ 415-779-2191 CA')],
  },
  {
    name: 'small engine repair', industries: ['landscaping'], perMonth: 0.6, amount: [40, 900], files: 'repairs_maintenance',
    local: (rng) => card('ENGINE SHOP', localName(rng, ['SMALL ENGINE', 'MOWER REPAIR', 'OUTDOOR POWER'])),
  },
  // E-commerce: marketplace payouts, inventory, packaging, postage, ads.
  {
    name: 'store payouts', industries: ['ecommerce'], perMonth: 8, amount: [150, 5000], incoming: true, files: 'sales', use: [2, 3],
    vendors: [ach('SHOPIFY', 'SHOPIFY', 'TRANSFER'), ach('AMAZON', 'AMAZON.COM SVCS', 'MARKETPLAC'), ach('ETSY', 'ETSY INC', 'DEPOSIT'), ach('PAYPAL', 'PAYPAL', 'TRANSFER'), ach('FAIRE', 'FAIRE WHOLESALE', 'PAYOUT')],
  },
  {
    name: 'inventory', industries: ['ecommerce'], perMonth: 2, amount: [400, 9000], files: 'inventory', use: [2, 3],
    vendors: [
      card('ALIBABA', 'ALIBABA.COM @ 408-785-5580 CA'), ach('WHOLESALER', 'PACIFIC HOME DECOR', 'INVOICE'), card('FAIRE', 'FAIRE WHOLESALE @ SAN FRANCISCO CA'),
      plain('WIRE', 'WIRE TRANSFER OUT {n6} TO NINGBO TEXTILE CO'), ach('MAKERS', 'CASCADE CANDLE WORKS', 'PAYMENT'),
    ],
  },
  {
    name: 'packaging', industries: ['ecommerce'], perMonth: 1.5, amount: [60, 1200], files: 'packaging',
    vendors: [card('ULINE', 'ULINE *S{n7} @ 800-295-5510 WI'), card('PAPER MART', 'PAPERMART.COM @ CA'), card('NOISSUE', 'NOISSUE @ WELLINGTON')],
  },
  {
    name: 'postage', industries: ['ecommerce'], perMonth: 6, amount: [15, 600], files: 'shipping', use: [2, 3],
    vendors: [card('USPS', 'USPS PO {n10}', 'USPS.COM CLICKNSHIP @ 800-344-7779 DC'), card('STAMPS', 'STAMPS.COM @ 888-434-0055 CA'), card('PIRATE SHIP', 'PIRATE SHIP POSTAGE @ WA'), card('UPS', 'UPS*{n10} @ 800-811-1648 GA'), card('FEDEX', 'FEDEX {n9} @ MEMPHIS TN')],
  },
  {
    name: 'store software', industries: ['ecommerce'], perMonth: 1, cadence: 'monthly', amount: [29, 400], fixed: true, files: 'software', use: [2, 3],
    vendors: [card('SHOPIFY', 'SHOPIFY* {n9} @ SHOPIFY.COM ON'), card('KLAVIYO', 'KLAVIYO INC. SOFTWARE @ MA'), card('SHIPSTATION', 'SHIPSTATION @ 512-485-4282 TX')],
  },
  {
    name: 'store ads', industries: ['ecommerce'], perMonth: 4, amount: [50, 1500], files: 'advertising', use: [2, 3],
    vendors: [card('FACEBOOK', 'FACEBK *{code} @ 650-5434800 CA'), card('GOOGLE ADS', 'GOOGLE *ADS{n10} @ CC@GOOGLE.COM CA'), card('PINTEREST', 'PINTEREST ADS @ CA'), card('TIKTOK', 'TIKTOK ADS @ CA')],
  },
  {
    name: 'store amazon', industries: ['ecommerce'], perMonth: 2, amount: [15, 600],
    files: [['packaging', 3], ['inventory', 2], ['office_supplies', 3], ['computer_equipment', 1, [300, 1500]]],
    vendors: [card('AMAZON', 'AMZN Mktp US*{code} @ Amzn.com/bill WA', 'AMAZON.COM*{code} @ AMZN.COM/BILL WA')],
  },
  {
    name: 'freelancers', industries: ['ecommerce', 'agency'], perMonth: 1.2, amount: [100, 4000], files: 'contract_labor', use: [2, 4],
    local: (rng) =>
      rng.weighted([
        [{ name: 'FREELANCER', formats: [{ kind: 'zelle' as const, person: person(rng) }] }, 3],
        [card('UPWORK', 'UPWORK -{n9}REF @ 650-316-7500 CA'), 1],
        [card('FIVERR', 'FIVERR @ 877-778-4543 NY'), 1],
      ]),
  },
  // Law firms: retainers and settlements in, research, filing fees, bar dues out.
  {
    name: 'client retainers', industries: ['law'], perMonth: 5, amount: [500, 25000], incoming: true, files: 'client_payments',
    vendors: [ach('LAWPAY', 'AFFINIPAY LLC', 'LAWPAY'), customerDeposits, plain('WIRE IN', 'WIRE TRANSFER IN FED REF {n6}')],
  },
  {
    name: 'legal research', industries: ['law'], perMonth: 1, cadence: 'monthly', amount: [250, 1400], fixed: true, files: 'legal_research', use: [1, 2],
    vendors: [ach('WESTLAW', 'THOMSON REUTERS-WEST', 'PAYMENT'), card('LEXIS', 'LEXISNEXIS RISK @ 800-543-6862 OH'), card('FASTCASE', 'FASTCASE @ DC')],
  },
  {
    name: 'practice management', industries: ['law'], perMonth: 1, cadence: 'monthly', amount: [59, 450], fixed: true, files: 'software', use: [1, 2],
    vendors: [card('CLIO', 'CLIO @ 888-858-2546 BC'), card('MYCASE', 'MYCASE INC @ CA'), card('SMOKEBALL', 'SMOKEBALL @ IL')],
  },
  {
    name: 'court fees', industries: ['law'], perMonth: 3, amount: [5, 450], files: 'court_fees', use: [2, 3],
    vendors: [
      card('PACER', 'PACER SERVICE CTR @ 800-676-6856 TX'), card('FILE SERVE', 'FILE & SERVEXPRESS @ TX'), card('ONE LEGAL', 'ONE LEGAL LLC @ 415-491-0606 CA'),
      card('TYLER', 'TYLER TECH EFILE @ TX'), card('COURT', 'SUFFOLK SUPERIOR COURT @ BOSTON MA'),
    ],
  },
  {
    name: 'experts and process servers', industries: ['law'], perMonth: 1.5, amount: [75, 6000], files: 'contract_labor', use: [2, 4],
    local: (rng) =>
      rng.weighted([
        [{ name: 'EXPERT', formats: [{ kind: 'check' as const }] }, 2],
        [card('PROCESS SERVER', `${localName(rng, ['PROCESS SERVICE', 'LEGAL SUPPORT'])}`), 1],
        [card('COURT REPORTER', 'ESQUIRE DEPOSITION SOLUT @ GA'), 1],
      ]),
  },
  {
    name: 'bar dues', industries: ['law'], perMonth: 0.2, amount: [150, 900], files: 'dues_subscriptions',
    vendors: [card('BBO', 'MA BOARD OF BAR OVERSEER @ MA'), card('MBA', 'MASSACHUSETTS BAR ASSN @ MA'), card('ABA', 'AMERICAN BAR ASSOCIATION @ IL')],
  },
  {
    name: 'malpractice', industries: ['law'], perMonth: 1, cadence: 'monthly', amount: [400, 1500], fixed: true, files: 'insurance',
    vendors: [ach('ALPS', 'ALPS PROPERTY & CAS', 'PREMIUM'), ach('CNA', 'CNA INSURANCE', 'PREMIUM')],
  },
  {
    name: 'law parking', industries: ['law'], perMonth: 3, amount: [8, 55], files: 'parking_tolls', use: [1, 2],
    vendors: [card('PARKMOBILE', 'PARKMOBILE @ 877-727-5758 GA'), card('LAZ', 'LAZ PARKING {n6}'), card('SP+', 'SP PLUS {n4} @ town')],
  },
  // Agencies: software-heavy, freelancers, client ACH payments.
  {
    name: 'client ach', industries: ['agency'], perMonth: 3, amount: [1500, 30000], incoming: true, files: 'client_payments',
    local: (rng) => ach('CLIENT', `${surname(rng)} ${rng.pick(['BRANDS', 'MEDIA', 'HEALTH', 'FOODS', 'LABS'])} INC`, 'ACH PMT'), use: [3, 6],
  },
  {
    name: 'creative software', industries: ['agency'], perMonth: 1, cadence: 'monthly', amount: [12, 600], fixed: true, files: 'software', use: [4, 6],
    vendors: [
      card('FIGMA', 'FIGMA MONTHLY RENEWAL @ FIGMA.COM CA'), card('NOTION', 'NOTION LABS, INC. @ NOTION.SO CA'), card('SLACK', 'SLACK T0{code} @ DUBLIN'),
      card('HUBSPOT', 'HUBSPOT INC @ 888-482-7768 MA'), card('ASANA', 'ASANA.COM @ SAN FRANCISCO CA'), card('GITHUB', 'GITHUB, INC. @ GITHUB.COM CA'),
      card('AWS', 'AMAZON WEB SERVICES @ AWS.AMAZON.CO WA'), card('SHUTTERSTOCK', 'SHUTTERSTOCK @ 866-663-3954 NY'), card('WEBFLOW', 'WEBFLOW.COM @ CA'),
    ],
  },
  {
    name: 'coworking', industries: ['agency'], probability: 0.5, perMonth: 1, cadence: 'monthly', amount: [450, 2400], fixed: true, files: 'rent',
    vendors: [card('WEWORK', 'WEWORK INC @ NEW YORK NY'), card('REGUS', 'REGUS MANAGEMENT GROUP @ TX')],
  },
];
