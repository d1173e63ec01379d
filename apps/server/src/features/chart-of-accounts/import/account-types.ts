// Canonical names are QuickBooks' AccountTypeEnum (Intuit's v3 schema, Finance.xsd), which QuickBooks Desktop
// also shows in its Account Listing. The short codes are the IIF ACCNTTYPE values from Intuit's IIF account
// reference (iif_reference_accounts.html); both are quoted in shared/research/qbo-iif.md sections 2-4.
// QuickBooks Online labels some types in the plural or with an abbreviation ('Expenses',
// 'Accounts receivable (A/R)'), so spellings are compared without case, spaces, punctuation or the bracket.
const TYPE_SPELLINGS: Record<string, readonly string[]> = {
  Bank: ['bank'],
  'Accounts Receivable': ['accountsreceivable', 'ar'],
  'Other Current Asset': ['othercurrentasset', 'othercurrentassets', 'ocasset'],
  'Fixed Asset': ['fixedasset', 'fixedassets', 'fixasset'],
  'Other Asset': ['otherasset', 'otherassets', 'oasset'],
  'Accounts Payable': ['accountspayable', 'ap'],
  'Credit Card': ['creditcard', 'ccard'],
  'Other Current Liability': ['othercurrentliability', 'othercurrentliabilities', 'ocliab'],
  'Long Term Liability': ['longtermliability', 'longtermliabilities', 'ltliab'],
  Equity: ['equity'],
  Income: ['income', 'inc'],
  'Cost of Goods Sold': ['costofgoodssold', 'cogs'],
  Expense: ['expense', 'expenses', 'exp'],
  'Other Income': ['otherincome', 'exinc'],
  'Other Expense': ['otherexpense', 'otherexpenses', 'exexp'],
  'Non-Posting': ['nonposting'],
};

const CANONICAL_TYPE = new Map(Object.entries(TYPE_SPELLINGS).flatMap(([name, spellings]) => spellings.map((spelling) => [spelling, name] as const)));

/** The QuickBooks type name for a type cell or IIF code; an unknown type is kept as written. */
export function canonicalAccountType(raw: string): string {
  const written = raw.replace(/\s+/g, ' ').trim();
  const key = written
    .replace(/\([^)]*\)/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return CANONICAL_TYPE.get(key) ?? written;
}
