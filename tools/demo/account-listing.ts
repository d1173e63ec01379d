/**
 * A QuickBooks Desktop "Account Listing" report saved as CSV, as the product receives it: an empty first
 * column, `1000 · Parent:1010 · Child` full names, Windows-1252 bytes, CRLF, a TOTAL row and the report's
 * basis line at the foot (see docs/architecture.md, Charts of accounts).
 */
export interface ListedAccount {
  number: string;
  name: string;
  type: string;
  /** Parent account's number, for a sub-account. */
  parent?: string;
  balance?: string;
  description?: string;
}

export interface DemoChart {
  bankName: string;
  cardName: string;
  /** What the business sells: the name of its main income account. */
  income: string;
}

export function demoAccounts({ bankName, cardName, income }: DemoChart): ListedAccount[] {
  return [
    { number: '1000', name: 'Cash and Bank', type: 'Bank' },
    { number: '1010', name: `Checking - ${bankName}`, type: 'Bank', parent: '1000', balance: '18,240.55', description: 'Operating account' },
    { number: '1020', name: 'Savings', type: 'Bank', parent: '1000', balance: '25,000.00' },
    { number: '1200', name: 'Accounts Receivable', type: 'Accounts Receivable', balance: '6,410.00' },
    { number: '1499', name: 'Undeposited Funds', type: 'Other Current Asset' },
    { number: '1700', name: 'Furniture and Equipment', type: 'Fixed Asset', balance: '9,850.00' },
    { number: '2000', name: 'Accounts Payable', type: 'Accounts Payable', balance: '-2,115.40' },
    { number: '2100', name: cardName, type: 'Credit Card', balance: '-1,742.18', description: 'Business credit card' },
    { number: '2200', name: 'Sales Tax Payable', type: 'Other Current Liability' },
    { number: '3000', name: 'Opening Balance Equity', type: 'Equity' },
    { number: '3100', name: "Owner's Draw", type: 'Equity' },
    { number: '4000', name: income, type: 'Income' },
    { number: '4100', name: 'Other Income', type: 'Income' },
    { number: '6000', name: 'Automobile Expense', type: 'Expense' },
    { number: '6110', name: 'Fuel', type: 'Expense', parent: '6000', description: 'Gas and diesel' },
    { number: '6120', name: 'Rideshare and Parking', type: 'Expense', parent: '6000' },
    { number: '6150', name: 'Bank Service Charges', type: 'Expense' },
    { number: '6200', name: 'Dues and Subscriptions', type: 'Expense' },
    { number: '6250', name: 'Insurance', type: 'Expense' },
    { number: '6300', name: 'Professional Fees', type: 'Expense' },
    { number: '6400', name: 'Office Supplies', type: 'Expense' },
    { number: '6450', name: 'Computer and Internet', type: 'Expense' },
    { number: '6500', name: 'Meals and Entertainment', type: 'Expense' },
    { number: '6600', name: 'Rent Expense', type: 'Expense' },
    { number: '6650', name: 'Repairs and Maintenance', type: 'Expense' },
    { number: '6800', name: 'Travel', type: 'Expense' },
    { number: '6810', name: 'Airfare', type: 'Expense', parent: '6800' },
    { number: '6820', name: 'Lodging', type: 'Expense', parent: '6800' },
    { number: '6900', name: 'Utilities', type: 'Expense' },
    { number: '6910', name: 'Telephone', type: 'Expense', parent: '6900' },
    { number: '6960', name: 'Taxes and Licenses', type: 'Expense' },
    { number: '6990', name: 'Miscellaneous Expense', type: 'Expense' },
    { number: '7000', name: 'Interest Income', type: 'Other Income' },
  ];
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

export function accountListingCsv(accounts: ListedAccount[], reportDate: Date): Buffer {
  const byNumber = new Map(accounts.map((account) => [account.number, account]));
  const fullName = (account: ListedAccount): string => {
    const own = `${account.number} · ${account.name}`;
    const parent = account.parent ? byNumber.get(account.parent) : undefined;
    return parent ? `${fullName(parent)}:${own}` : own;
  };
  const lines = [
    ',"Account","Type","Balance Total","Description","Accnt. #","Tax Line"',
    ...accounts.map((account) =>
      ['', fullName(account), account.type, account.balance ?? '', account.description ?? '', account.number, '<Unassigned>']
        .map((cell, i) => (i === 0 ? cell : quote(cell)))
        .join(','),
    ),
    ',"TOTAL","","0.00","","",""',
    '',
    `Cash Basis ${reportDate.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`,
  ];
  // Windows-1252: every character here is ASCII or '·' (0xB7), which latin1 writes as the same byte.
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}
