import type { Company, Lookup, Row } from './company.ts';
import { faults } from './fault-bodies.ts';
import { knownProperties, maxLength } from './references.ts';

const VENDOR_FIELDS = [
  'Id',
  'SyncToken',
  'MetaData',
  'domain',
  'sparse',
  'DisplayName',
  'Title',
  'GivenName',
  'MiddleName',
  'FamilyName',
  'Suffix',
  'CompanyName',
  'PrintOnCheckName',
  'Active',
  'PrimaryPhone',
  'AlternatePhone',
  'Mobile',
  'Fax',
  'PrimaryEmailAddr',
  'WebAddr',
  'BillAddr',
  'OtherContactInfo',
  'TaxIdentifier',
  'AcctNum',
  'Vendor1099',
  'CurrencyRef',
  'TermRef',
  'Balance',
  'Notes',
];

const normalise = (name: string) => name.trim().toLowerCase();

// DisplayName is unique across vendors, customers and employees together, inactive ones included (6240);
// a colon is refused (it separates levels of FullyQualifiedName) and QuickBooks Online names hold 100 characters.
function checkDisplayName(body: Row, names: Lookup, selfId: string | null): string {
  const name = body.DisplayName;
  if (name === undefined || name === null || (typeof name === 'string' && name.trim() === '')) throw faults.requiredMissing('DisplayName');
  if (typeof name !== 'string') throw faults.invalidProperty('DisplayName');
  if (name.includes(':')) throw faults.business('DisplayName cannot contain a colon (:)', 'DisplayName');
  maxLength(body, 'DisplayName', 100);
  for (const entity of ['Vendor', 'Customer', 'Employee']) {
    const clash = names
      .all(entity)
      .find((r) => !(entity === 'Vendor' && r.Id === selfId) && normalise(String(r.DisplayName ?? '')) === normalise(name));
    if (clash) throw faults.duplicateName(entity, String(clash.Id));
  }
  return name.trim();
}

/** Uniqueness is checked against the live lists (even inside a batch): the stricter of the two readings. */
export function createVendor(company: Company, body: Row): Row {
  knownProperties(body, VENDOR_FIELDS);
  if (body.Id !== undefined) throw faults.invalidProperty('Id');
  if (body.Active !== undefined && typeof body.Active !== 'boolean') throw faults.invalidProperty('Active');
  const displayName = checkDisplayName(body, company, null);
  return company.addNamed('Vendor', { ...body, DisplayName: displayName });
}

/** Update by Id and the latest SyncToken; `sparse: true` changes only the fields sent (e.g. `Active: true`). */
export function updateVendor(company: Company, body: Row): Row {
  knownProperties(body, VENDOR_FIELDS);
  if (body.Id === undefined) throw faults.requiredMissing('Id');
  if (body.SyncToken === undefined) throw faults.requiredMissing('SyncToken');
  const current = company.get('Vendor', String(body.Id));
  if (!current) throw faults.invalidReference('Vendor', String(body.Id), 'Id');
  if (String(body.SyncToken) !== current.SyncToken) throw faults.staleObject(String(body.Id));
  if (body.Active !== undefined && typeof body.Active !== 'boolean') throw faults.invalidProperty('Active');
  const { Id: _id, SyncToken: _st, MetaData: _md, sparse, ...changes } = body;
  const next: Row =
    sparse === true
      ? { ...current, ...changes }
      : {
          Id: current.Id,
          SyncToken: current.SyncToken,
          MetaData: current.MetaData,
          domain: 'QBO',
          Balance: current.Balance,
          Active: true,
          ...changes,
        };
  next.DisplayName = checkDisplayName(next, company, String(current.Id));
  next.sparse = false;
  return company.replace('Vendor', next);
}
