import { localName, person, surname } from './names.ts';
import type { Slot } from './slot.ts';
import { type Vendor, ach, card, either, plain } from './vendors.ts';

// The electricity supplier is whoever serves the client's state.
const ELECTRIC: Record<string, Vendor> = {
  TX: ach('AUSTIN ENERGY', 'CITY OF AUSTIN', 'UTILITIES'),
  WA: ach('CITY LIGHT', 'SEATTLE CITY LIGHT', 'UTIL PAY'),
  CO: ach('XCEL', 'XCEL ENERGY', 'XCELENERGY'),
  AZ: ach('APS', 'APS', 'ELEC PMT'),
  NC: ach('DUKE', 'DUKE ENERGY', 'BILL PAY'),
  OR: ach('PGE', 'PORTLAND GENERAL', 'ONLINE PMT'),
  MA: ach('EVERSOURCE', 'EVERSOURCE', 'PAYMENT'),
  GA: ach('GA POWER', 'GEORGIA POWER', 'BILL PAY'),
  CA: ach('SDGE', 'SDGE', 'WEB ONLINE'),
};

/** What nearly every small business has, whatever its trade. */
export const COMMON_SLOTS: readonly Slot[] = [
  {
    name: 'bank fee', probability: 0.7, perMonth: 1, cadence: 'monthly', amount: [15, 35], fixed: true, files: 'bank_fees',
    vendors: [plain('SERVICE FEE', 'MONTHLY SERVICE FEE'), plain('SERVICE CHARGE', 'SERVICE CHARGE'), plain('MAINTENANCE FEE', 'ACCOUNT MAINTENANCE FEE')],
  },
  {
    name: 'other bank fees', perMonth: 0.4, amount: [10, 45], files: 'bank_fees', use: [2, 3],
    vendors: [
      plain('WIRE FEE', 'WIRE TRANSFER FEE', 'DOMESTIC WIRE FEE'), plain('OVERDRAFT', 'OVERDRAFT ITEM FEE'),
      plain('STOP PAYMENT', 'STOP PAYMENT FEE'), plain('FX FEE', 'FOREIGN TRANSACTION FEE'), plain('ACH FEE', 'ACH ORIGINATION FEE'),
    ],
  },
  {
    name: 'interest', probability: 0.6, perMonth: 1, cadence: 'monthly', amount: [0.5, 25], incoming: true, files: 'interest_income',
    vendors: [plain('INTEREST', 'INTEREST PAYMENT', 'INTEREST EARNED')],
  },
  {
    name: 'transfer to savings', probability: 0.7, perMonth: 0.8, amount: [500, 6000], files: 'transfer',
    vendors: [plain('TRANSFER OUT', '{transfer-out:SAV}')],
  },
  {
    name: 'transfer from savings', probability: 0.6, perMonth: 0.3, amount: [500, 8000], incoming: true, files: 'transfer',
    vendors: [plain('TRANSFER IN', '{transfer-in:SAV}')],
  },
  {
    name: 'card payment', perMonth: 1, cadence: 'monthly', amount: [1200, 9000], files: 'card_payment',
    vendors: [
      plain('CHASE CARD', 'Payment to Chase card ending in {n4} {mm/dd}'),
      ach('AMEX', 'AMERICAN EXPRESS', 'ACH PMT'),
      ach('CITI', 'CITI CARD ONLINE', 'PAYMENT'),
      ach('CAPITAL ONE', 'CAPITAL ONE', 'ONLINE PMT'),
    ],
  },
  {
    name: 'owner draw', perMonth: 1.5, amount: [800, 6000], files: 'owner_draw',
    local: (rng) => either('OWNER', { name: '', formats: [{ kind: 'zelle', person: person(rng) }] }, plain('', '{transfer-out:CHK}')),
  },
  {
    name: 'owner contribution', probability: 0.3, perMonth: 0.15, amount: [2000, 20000], incoming: true, files: 'owner_contribution',
    local: (rng) => either('OWNER IN', { name: '', formats: [{ kind: 'zelle', person: person(rng) }] }, plain('', 'DEPOSIT')),
  },
  {
    name: 'estimated tax', probability: 0.8, perMonth: 0.34, amount: [1500, 12000], files: 'tax_payment',
    vendors: [ach('IRS', 'IRS', 'USATAXPYMT'), ach('EFTPS', 'EFTPS', 'TAX PAYMENT')],
  },
  {
    name: 'state tax', probability: 0.5, perMonth: 0.34, amount: [300, 4000], files: 'tax_payment',
    vendors: [ach('FTB', 'FRANCHISE TAX BD', 'PAYMENTS'), ach('STATE DOR', 'DEPT OF REVENUE', 'TAX PYMT'), ach('COMPTROLLER', 'STATE COMPTROLLER', 'TAX PAYMT')],
  },
  {
    name: 'loan', probability: 0.5, perMonth: 1, cadence: 'monthly', amount: [400, 3500], fixed: true, files: 'loan_payment',
    vendors: [
      ach('SBA', 'SBA EIDL LOAN', 'PAYMENT'), ach('ONDECK', 'ONDECK CAPITAL', 'LOAN PMT'), ach('KAPITUS', 'KAPITUS', 'DEBIT'),
      plain('BANK LOAN', 'LOAN PAYMENT TRANSFER TO LOAN {n10}'), ach('FORD CREDIT', 'FORD CREDIT', 'AUTO PAY'),
    ],
  },
  {
    name: 'payroll net', probability: 0.85, perMonth: 2.17, cadence: 'biweekly', amount: [4000, 25000], files: 'payroll_wages',
    vendors: [ach('GUSTO', 'GUSTO', 'NET {n6}'), ach('ADP', 'ADP WAGE PAY', 'WAGE PAY'), ach('PAYCHEX', 'PAYCHEX INC.', 'PAYROLL'), ach('INTUIT', 'INTUIT PAYROLL S', 'QUICKBOOKS')],
  },
  {
    name: 'payroll tax', probability: 0.85, perMonth: 2.17, cadence: 'biweekly', amount: [900, 7000], files: 'payroll_taxes',
    vendors: [ach('GUSTO', 'GUSTO', 'TAX {n6}'), ach('ADP', 'ADP TAX', 'ADP TAX'), ach('PAYCHEX', 'PAYCHEX TPS', 'TAXES'), ach('INTUIT', 'INTUIT TAX', 'QUICKBOOKS')],
  },
  {
    name: 'payroll fee', probability: 0.85, perMonth: 1, cadence: 'monthly', amount: [45, 250], fixed: true, files: 'payroll_fees',
    vendors: [ach('GUSTO', 'GUSTO', 'FEE {n6}'), ach('ADP', 'ADP PAYROLL FEES', 'ADP FEES'), ach('PAYCHEX', 'PAYCHEX EIB', 'INVOICE'), ach('INTUIT', 'INTUIT', 'QBooks Pay')],
  },
  {
    name: 'phone', perMonth: 1, cadence: 'monthly', amount: [90, 450], fixed: true, files: 'phone',
    vendors: [
      either('VERIZON', ach('', 'VERIZON WIRELESS', 'PAYMENTS'), card('', 'VZWRLSS*APOCC VISB @ 800-922-0204 FL')),
      either('AT&T', ach('', 'ATT', 'Payment'), card('', 'AT&T*BILL PAYMENT @ 800-288-2020 TX')),
      card('T-MOBILE', 'T-MOBILE*AUTO PAY @ 800-937-8997 WA', 'TMOBILE*POSTPAID WEB @ 800-937-8997 WA'),
      card('RINGCENTRAL', 'RINGCENTRAL INC @ 888-898-4591 CA'),
    ],
  },
  {
    name: 'internet', perMonth: 1, cadence: 'monthly', amount: [80, 300], fixed: true, files: 'internet',
    vendors: [
      either('COMCAST', ach('', 'COMCAST', 'CABLE'), card('', 'COMCAST BUSINESS @ 800-391-3000 PA')),
      ach('SPECTRUM', 'SPECTRUM', 'SPECTRUM'), card('COX', 'COX COMM BUSINESS @ 866-961-0027 GA'),
      ach('CENTURYLINK', 'CENTURYLINK', 'LUMEN BILL'),
    ],
  },
  {
    name: 'electric', perMonth: 1, cadence: 'monthly', amount: [150, 1800], files: 'utilities',
    local: (_rng, client) => ELECTRIC[client.state] ?? ach('ELECTRIC', 'ELECTRIC COOP', 'BILL PAY'),
  },
  {
    name: 'gas and water', probability: 0.7, perMonth: 1, cadence: 'monthly', amount: [40, 600], files: 'utilities',
    local: (_rng, client) => ach('WATER', `CITY OF ${client.towns[0]}`, 'WATER UTIL'),
  },
  {
    name: 'rent', probability: 0.9, perMonth: 1, cadence: 'monthly', amount: [1800, 9000], fixed: true, files: 'rent',
    local: (rng) => {
      const landlord = `${surname(rng)} ${rng.pick(['PROPERTIES', 'HOLDINGS', 'REALTY', 'PLAZA'])} LLC`;
      return rng.weighted([
        [ach('LANDLORD', landlord, 'RENT'), 3],
        [{ name: 'LANDLORD', formats: [{ kind: 'check' }] }, 2],
        [{ name: 'LANDLORD', formats: [{ kind: 'zelle', person: landlord }] }, 1],
      ]);
    },
  },
  {
    name: 'insurance', perMonth: 1, cadence: 'monthly', amount: [120, 1400], fixed: true, files: 'insurance', use: [1, 2],
    vendors: [
      ach('HARTFORD', 'THE HARTFORD', 'NWTBCLSCIC'), ach('STATE FARM', 'STATE FARM RO 27', 'SFPP'), card('NEXT', 'NEXT INSURANCE @ 855-222-5919 CA'),
      ach('HISCOX', 'HISCOX INC', 'INS PREM'), ach('TRAVELERS', 'TRAVELERS', 'INSURANCE'), ach('PROGRESSIVE', 'PROGRESSIVE INS', 'ONLINE PMT'),
    ],
  },
  {
    name: 'software', perMonth: 1, cadence: 'monthly', amount: [12, 180], fixed: true, files: 'software', use: [2, 5],
    vendors: [
      card('ADOBE', 'ADOBE *CREATIVE CLOUD @ 408-536-6000 CA', 'ADOBE *ACROPRO SUBS @ 408-536-6000 CA'),
      card('INTUIT', 'INTUIT *QBOOKS ONLINE @ CL.INTUIT.COM CA'),
      card('MICROSOFT', 'MSFT * E0400{code} @ 800-642-7676 WA', 'MICROSOFT*365 BUSINESS @ MSBILL.INFO WA'),
      card('GOOGLE WORKSPACE', 'GOOGLE *GSUITE_{client} @ CC@GOOGLE.COM CA', 'Google Workspace @ 650-253-0000 CA'),
      card('ZOOM', 'ZOOM.US 888-799-9666 @ CA'), card('DROPBOX', 'DROPBOX*{code} @ DROPBOX.COM CA'),
      card('CANVA', 'CANVA* 0{n8} @ SYDNEY'), card('DOCUSIGN', 'DOCUSIGN INC @ 866-219-4318 CA'),
      card('MAILCHIMP', 'MAILCHIMP *MONTHLY @ MAILCHIMP.COM GA'), card('SQUARESPACE', 'SQSP* INV{n9} @ SQUARESPACE.C NY'),
    ],
  },
  {
    name: 'advertising', probability: 0.8, perMonth: 1.3, amount: [25, 900], files: 'advertising', use: [1, 3],
    vendors: [
      card('GOOGLE ADS', 'GOOGLE *ADS{n10} @ CC@GOOGLE.COM CA'), card('FACEBOOK', 'FACEBK *{code} @ 650-5434800 CA', 'META ADS @ MENLO PARK CA'),
      card('YELP', 'YELP INC @ 877-767-9357 CA'), card('NEXTDOOR', 'NEXTDOOR.COM @ SAN FRANCISCO CA'),
      card('VISTAPRINT', 'VISTAPRINT.COM @ 866-614-8002 MA'),
    ],
  },
  {
    name: 'office supplies', perMonth: 0.8, amount: [8, 250], files: 'office_supplies', use: [1, 2],
    vendors: [card('STAPLES', 'STAPLES {store}', 'STAPLES.COM #{n4} @ 800-333-3330 MA'), card('OFFICE DEPOT', 'OFFICE DEPOT #{store}', 'OFFICEMAX/DEPOT {store}')],
  },
  {
    name: 'amazon', perMonth: 2, amount: [10, 300], use: [1, 1],
    files: [['office_supplies', 6], ['computer_equipment', 1, [250, 1600]], ['repairs_maintenance', 1]],
    vendors: [card('AMAZON', 'AMZN Mktp US*{code} @ Amzn.com/bill WA', 'AMAZON.COM*{code} @ AMZN.COM/BILL WA', 'Amazon.com*{code} @ Amzn.com/bill WA')],
  },
  {
    name: 'big box', probability: 0.6, perMonth: 0.6, amount: [15, 350], use: [1, 2],
    files: [['office_supplies', 4], ['repairs_maintenance', 2], ['meals', 1]],
    vendors: [card('WALMART', 'WAL-MART #{store}', 'WALMART.COM AA @ 800-966-6546 AR'), card('TARGET', 'TARGET {store}', 'TARGET.COM * @ 800-591-3869 MN'), card('COSTCO', 'COSTCO WHSE #{store}')],
  },
  {
    name: 'coffee and chains', perMonth: 1.5, amount: [5, 60], files: 'meals', use: [1, 3],
    vendors: [
      card('STARBUCKS', 'STARBUCKS STORE {store}'), card('CHIPOTLE', 'CHIPOTLE {n4}'), card('PANERA', 'PANERA BREAD #{store}'),
      card('MCDONALDS', "MCDONALD'S F{n5}"), card('DUNKIN', 'DUNKIN #{n6}'), card('CHICK-FIL-A', 'CHICK-FIL-A #{n5}'),
    ],
  },
  {
    name: 'local restaurants', perMonth: 2, amount: [12, 220], files: 'meals',
    oneOff: (rng) => {
      const name = localName(rng, ['CAFE', 'GRILL', 'TAQUERIA', 'BISTRO', 'DINER', 'KITCHEN', 'PIZZA', 'BBQ', 'SUSHI', 'DELI', 'TAVERN']);
      const prefix = rng.weighted([['SQ *', 3], ['TST* ', 3], ['', 4], ['CLOVER ', 1]] as const);
      return card(name, `${prefix}${name}`);
    },
  },
  {
    name: 'fuel', perMonth: 1.5, amount: [25, 110], files: 'fuel', use: [1, 3],
    vendors: [
      card('SHELL', 'SHELL OIL {n11}', 'SHELL SERVICE STATION'), card('CHEVRON', 'CHEVRON {n7}'), card('EXXON', 'EXXONMOBIL {n8}', 'EXXON {n5}'),
      card('QT', 'QT {n4}'), card('CIRCLE K', 'CIRCLE K {n5}'), card('7-ELEVEN', '7-ELEVEN {n5}'), card('BP', 'BP#{n7}'),
      card('RACETRAC', 'RACETRAC{n3}'), card('ARCO', 'ARCO #{n5}'), card('COSTCO GAS', 'COSTCO GAS #{n4}'),
    ],
  },
  {
    name: 'vehicle repair', perMonth: 0.3, amount: [40, 900], files: 'vehicle_repair', use: [1, 2],
    vendors: [
      card('JIFFY LUBE', 'JIFFY LUBE #{n4}'), card('FIRESTONE', 'FIRESTONE #{n6}'), card('DISCOUNT TIRE', 'DISCOUNT TIRE {n4}'),
      card('AUTOZONE', 'AUTOZONE #{n4}'), card("O'REILLY", "O'REILLY {n4}"), card('VALVOLINE', 'VALVOLINE INSTANT OIL {n4}'),
    ],
  },
  {
    name: 'local auto shop', probability: 0.5, perMonth: 0.15, amount: [80, 1500], files: 'vehicle_repair',
    oneOff: (rng) => card('AUTO SHOP', localName(rng, ['AUTO REPAIR', 'AUTOMOTIVE', 'TIRE & AUTO', 'COLLISION'])),
  },
  {
    name: 'parking and tolls', probability: 0.6, perMonth: 0.6, amount: [3, 45], files: 'parking_tolls', use: [1, 2],
    vendors: [
      card('PARKMOBILE', 'PARKMOBILE @ 877-727-5758 GA'), card('SPOTHERO', 'SPOTHERO @ 844-356-8054 IL'),
      card('EZPASS', 'E-ZPASS REPLENISH @ 888-288-6865 NY'), card('LAZ', 'LAZ PARKING {n6}'), card('PAYBYPHONE', 'PAYBYPHONE @ VANCOUVER BC'),
    ],
  },
  {
    name: 'travel', probability: 0.6, perMonth: 0.3, amount: [120, 900], files: 'travel', use: [2, 4],
    vendors: [
      card('DELTA', 'DELTA AIR {n13} @ ATLANTA GA'), card('SOUTHWEST', 'SOUTHWES {n10} @ 800-435-9792 TX'), card('UNITED', 'UNITED {n13} @ 800-932-2732 TX'),
      card('MARRIOTT', 'MARRIOTT {n5}'), card('HILTON', 'HAMPTON INN @ town', 'HILTON GARDEN INN @ town'), card('AIRBNB', 'AIRBNB * HM{code} @ 415-800-5959 CA'),
      card('EXPEDIA', 'EXPEDIA {n13} @ EXPEDIA.COM WA'),
    ],
  },
  {
    name: 'rideshare', probability: 0.6, perMonth: 0.5, amount: [9, 70], files: 'rideshare',
    vendors: [card('UBER', 'UBER *TRIP @ HELP.UBER.COM CA', 'UBER   *TRIP @ SAN FRANCISCO CA'), card('LYFT', 'LYFT   *RIDE SUN 8AM @ 855-865-9553 CA')],
  },
  {
    name: 'accountant', perMonth: 0.25, amount: [250, 2500], files: 'professional_fees',
    local: (rng) =>
      rng.weighted([
        [ach('CPA', `${surname(rng)} & ASSOCIATES CPA`, 'INVOICE'), 2],
        [{ name: 'CPA', formats: [{ kind: 'check' }] }, 1],
        [card('CPA', `${surname(rng)} CPA PLLC`), 1],
      ]),
  },
  {
    name: 'legal zoom and registered agent', probability: 0.4, perMonth: 0.1, amount: [50, 400], files: 'professional_fees',
    vendors: [card('LEGALZOOM', 'LEGALZOOM* {n8} @ 800-773-0888 CA'), card('NORTHWEST RA', 'NORTHWEST REGISTERED AGE @ 509-768-2249 WA')],
  },
  {
    name: 'licenses', perMonth: 0.08, amount: [25, 450], files: 'licenses_permits',
    local: (_rng, client) => card('SOS', `SECRETARY OF STATE ${client.state} @ ${client.state}`),
  },
  {
    name: 'memberships', probability: 0.5, perMonth: 0.15, amount: [35, 600], files: 'dues_subscriptions',
    local: (_rng, client) => card('CHAMBER', `${client.towns[0]} CHAMBER OF COMMERCE`),
  },
  {
    name: 'computer equipment', probability: 0.7, perMonth: 0.12, amount: [150, 2500], files: 'computer_equipment', use: [1, 2],
    vendors: [card('BEST BUY', 'BEST BUY {n8}'), card('APPLE', 'APPLE STORE #R{n3}', 'APPLE.COM/US @ 800-676-2775 CA'), card('DELL', 'DELL SALES & SERVICE @ 800-456-3355 TX'), card('B&H', 'B&H PHOTO {n3} @ 212-444-6615 NY')],
  },
  {
    name: 'shipping', probability: 0.5, perMonth: 0.4, amount: [8, 80], files: 'office_supplies', use: [1, 2],
    vendors: [card('USPS', 'USPS PO {n10}'), card('UPS STORE', 'THE UPS STORE {n4}'), card('FEDEX OFFICE', 'FEDEX OFFIC{n5}')],
  },
  {
    name: 'odd one-offs', perMonth: 1, amount: [10, 500],
    files: [['office_supplies', 3], ['repairs_maintenance', 3], ['advertising', 1], ['meals', 2], ['dues_subscriptions', 1]],
    oneOff: (rng) => card('LOCAL SHOP', localName(rng, ['HARDWARE', 'FLORIST', 'PRINT SHOP', 'MARKET', 'GIFTS', 'SUPPLY', 'TRADING CO', 'OUTFITTERS'])),
  },
  {
    name: 'paypal purchases', probability: 0.5, perMonth: 0.4, amount: [15, 400],
    files: [['office_supplies', 2], ['software', 1], ['advertising', 1]],
    oneOff: (rng) => card('PAYPAL', `PAYPAL *${localName(rng, ['CO', 'SHOP', 'STUDIO', 'LABS']).replace(/ /g, '')} @ 402-935-7733 CA`),
  },
  {
    name: 'repairs by people', probability: 0.6, perMonth: 0.3, amount: [75, 900], files: 'repairs_maintenance',
    local: (rng) =>
      rng.weighted([
        [{ name: 'HANDYMAN', formats: [{ kind: 'zelle', person: person(rng) }] }, 2],
        [{ name: 'HANDYMAN', formats: [{ kind: 'check' }] }, 1],
        [{ name: 'HANDYMAN', formats: [{ kind: 'venmo', person: person(rng) }] }, 1],
      ]),
  },
  {
    name: 'loose checks', perMonth: 0.5, amount: [50, 2500],
    files: [['repairs_maintenance', 2], ['professional_fees', 1], ['contract_labor', 2], ['office_supplies', 1], ['licenses_permits', 1]],
    oneOff: () => ({ name: 'CHECK', formats: [{ kind: 'check' }] }),
  },
];
