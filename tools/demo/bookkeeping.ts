/**
 * What a bookkeeper would decide for the statements the fixture generator prints: the account each kind
 * of payee goes to, named as it appears in the demo charts and in the QuickBooks stand-in's company.
 * The first account name the client's category list has wins.
 */
const CHOICES: Array<{ match: RegExp; accounts: string[] }> = [
  { match: /STARBUCKS|BLUE BOTTLE|PIZZA|DOORDASH|CHIPOTLE|RESTAURANT|CAFE/i, accounts: ['Meals and Entertainment', 'Meals & Entertainment'] },
  { match: /SHELL OIL|CHEVRON|EXXON|FUEL/i, accounts: ['Fuel', 'Vehicle Expenses'] },
  { match: /\bUBER\b|\bLYFT\b|PARKING/i, accounts: ['Rideshare and Parking', 'Travel'] },
  { match: /DELTA AIR|AIRLINE|UNITED AIR/i, accounts: ['Airfare'] },
  { match: /MARRIOTT|HILTON|HOTEL/i, accounts: ['Lodging'] },
  { match: /AMAZON|OFFICE DEPOT|STAPLES|TARGET|COSTCO|BEST BUY/i, accounts: ['Office Supplies', 'Office Expenses'] },
  { match: /HOME DEPOT|LOWE'S/i, accounts: ['Repairs and Maintenance', 'Repairs & Maintenance'] },
  { match: /NETFLIX|SPOTIFY/i, accounts: ['Dues and Subscriptions', 'Dues & Subscriptions'] },
  { match: /COMCAST/i, accounts: ['Computer and Internet', 'Utilities'] },
  { match: /PG&E|ELECTRIC|WATER/i, accounts: ['Utilities'] },
  { match: /VERIZON|AT&T|T-MOBILE/i, accounts: ['Telephone'] },
  { match: /GEICO|INSURANCE/i, accounts: ['Insurance'] },
  { match: /IRS|USATAXPYMT|FRANCHISE TAX/i, accounts: ['Taxes and Licenses', 'Penalties & Settlements'] },
  { match: /MORTGAGE|RENT/i, accounts: ['Rent Expense', 'Rent or Lease'] },
  { match: /SERVICE FEE|ATM FEE|WIRE FEE|FOREIGN TRANSACTION FEE|ANNUAL FEE|LATE FEE/i, accounts: ['Bank Service Charges', 'Bank Charges'] },
  { match: /INTEREST PAYMENT|INTEREST EARNED/i, accounts: ['Interest Income', 'Interest Earned'] },
  { match: /INTEREST CHARGE/i, accounts: ['Bank Service Charges', 'Bank Charges'] },
  { match: /WHOLEFDS|TRADER JOE|KROGER|CVS|WALGREENS|ATM WITHDRAWAL/i, accounts: ["Owner's Draw", "Owner's Equity"] },
  { match: /Zelle payment to|VENMO/i, accounts: ['Professional Fees', 'Legal & Professional Fees'] },
  {
    match: /PAYROLL|Zelle payment from|REMOTE ONLINE DEPOSIT|DEPOSIT/i,
    accounts: ['Design Services', 'Consulting Income', 'Contract Income', 'Sales', 'Services'],
  },
  { match: /Transfer From Sav/i, accounts: ['Savings'] },
  // A card statement's payment came from the business's checking account.
  { match: /PAYMENT.*THANK YOU|AUTOPAY|ONLINE PAYMENT/i, accounts: ['Checking - *', 'Business Checking'] },
];

/** The vendors the demo firm has written rules for, with the account each rule files them under. */
export const RULE_VENDORS: Array<{ vendor: string; accounts: string[] }> = [
  { vendor: 'STARBUCKS', accounts: ['Meals and Entertainment', 'Meals & Entertainment'] },
  { vendor: 'SHELL OIL', accounts: ['Fuel', 'Vehicle Expenses'] },
  { vendor: 'AMAZON', accounts: ['Office Supplies', 'Office Expenses'] },
  { vendor: 'COMCAST', accounts: ['Computer and Internet', 'Utilities'] },
  { vendor: 'UBER', accounts: ['Rideshare and Parking', 'Travel'] },
  { vendor: 'DELTA AIR LINES', accounts: ['Airfare'] },
];

export interface CategoryChoice {
  label: string;
  name: string;
}

/**
 * The label (as the client's category list spells it) whose account name, or its last part, is `account`;
 * `Name *` matches any account whose name starts with `Name ` (the checking account carries its bank's name).
 */
export function labelFor(categories: CategoryChoice[], accounts: string[]): string | null {
  for (const account of accounts) {
    const matches = (name: string) => (account.endsWith('*') ? name.startsWith(account.slice(0, -1)) : name === account);
    const found = categories.find((category) => matches(category.name) || matches(category.name.split(':').at(-1) ?? ''));
    if (found) return found.label;
  }
  return null;
}

/** The account a bookkeeper files this row under, or null when it needs the client's answer. */
export function categoryFor(categories: CategoryChoice[], row: { vendor_name: string; description: string }): string | null {
  const text = `${row.vendor_name} ${row.description}`;
  const choice = CHOICES.find(({ match }) => match.test(text));
  return choice ? labelFor(categories, choice.accounts) : null;
}

/** Last resort for a statement that must be finished (exported or pushed): the general expense or income account. */
export function fallbackFor(categories: CategoryChoice[], amount: number): string | null {
  return amount > 0 ? labelFor(categories, ['Other Income', 'Sales']) : labelFor(categories, ['Miscellaneous Expense', 'Uncategorized Expense']);
}
