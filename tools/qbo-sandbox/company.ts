import { intuitMetaTime } from './intuit-time.ts';
import { CLASSIFICATION, seedCompany } from './seed.ts';
import type { LedgerEntry, NameListEntity } from './types.ts';

export type Row = Record<string, unknown>;

/** What a stored `requestid` answers with on every repeat. */
export interface StoredResponse {
  status: number;
  body: string;
}

/** Read access to a company's name lists, either live or as they stood when a batch began. */
export interface Lookup {
  get(entity: string, id: string): Row | undefined;
  all(entity: string): Row[];
}

/** One QuickBooks Online company (realm): its lists, its committed transactions and its requestid memory. */
export class Company implements Lookup {
  private readonly tables = new Map<string, Map<string, Row>>();
  private readonly nextIds = new Map<string, number>();
  readonly ledger: LedgerEntry[] = [];
  readonly requestIds = new Map<string, StoredResponse>();

  readonly realmId: string;
  readonly name: string;

  constructor(realmId: string, name: string, extraAccounts: number) {
    this.realmId = realmId;
    this.name = name;
    seedCompany(
      { add: (entity, body) => this.addNamed(entity, body), findAccountByName: (n) => this.all('Account').find((a) => a.Name === n) },
      extraAccounts,
    );
  }

  get(entity: string, id: string): Row | undefined {
    return this.tables.get(entity)?.get(id);
  }

  all(entity: string): Row[] {
    return [...(this.tables.get(entity)?.values() ?? [])];
  }

  /** A frozen copy of the lists: a batch's items see the company as it was at the batch's start. */
  snapshot(): Lookup {
    const copy = new Map<string, Map<string, Row>>();
    for (const [entity, table] of this.tables) copy.set(entity, new Map(table));
    return { get: (entity, id) => copy.get(entity)?.get(id), all: (entity) => [...(copy.get(entity)?.values() ?? [])] };
  }

  /** Stores a new entity with Intuit's bookkeeping fields (Id, SyncToken, MetaData). */
  insert(entity: string, body: Row): Row {
    const id = String(this.nextIds.get(entity) ?? 1);
    this.nextIds.set(entity, Number(id) + 1);
    const now = intuitMetaTime();
    const row: Row = { ...body, Id: id, SyncToken: '0', domain: 'QBO', sparse: false, MetaData: { CreateTime: now, LastUpdatedTime: now } };
    this.table(entity).set(id, row);
    return row;
  }

  replace(entity: string, row: Row): Row {
    const meta = (row.MetaData ?? {}) as Row;
    const updated: Row = { ...row, SyncToken: String(Number(row.SyncToken) + 1), MetaData: { ...meta, LastUpdatedTime: intuitMetaTime() } };
    this.table(entity).set(String(row.Id), updated);
    return updated;
  }

  /** Intuit fills the date (today, company time) and the home currency when the request leaves them out. */
  commitTransaction(entity: string, body: Row, requestId: string | null): Row {
    const row = this.insert(entity, { TxnDate: intuitMetaTime().slice(0, 10), CurrencyRef: { value: 'USD', name: 'United States Dollar' }, ...body });
    this.ledger.push({ entity, id: String(row.Id), requestId, body: structuredClone(row), createdAt: new Date().toISOString() });
    return row;
  }

  companyInfo(): Row {
    return { Id: '1', CompanyName: this.name, LegalName: this.name, Country: 'US', SyncToken: '0', domain: 'QBO', sparse: false };
  }

  /** Name-list rows as Intuit returns them, filling the read-only fields. */
  addNamed(entity: NameListEntity, body: Row): Row {
    if (entity === 'Account') return this.insert('Account', this.accountFields(body));
    const displayName = String(body.DisplayName ?? '');
    return this.insert(entity, {
      ...(entity === 'Employee' ? {} : { Balance: 0 }),
      PrintOnCheckName: displayName,
      ...body,
      Active: body.Active ?? true,
      ...(entity === 'Customer' ? { FullyQualifiedName: displayName } : {}),
    });
  }

  private accountFields(body: Row): Row {
    const type = String(body.AccountType ?? 'Expense');
    const parentId = (body.ParentRef as { value?: string } | undefined)?.value;
    const parent = parentId ? this.get('Account', parentId) : undefined;
    const name = String(body.Name ?? '');
    return {
      SubAccount: Boolean(parent),
      Active: true,
      Classification: CLASSIFICATION[type] ?? 'Expense',
      CurrentBalance: 0,
      CurrentBalanceWithSubAccounts: body.CurrentBalance ?? 0,
      CurrencyRef: { value: 'USD', name: 'United States Dollar' },
      ...body,
      AccountType: type,
      FullyQualifiedName: parent ? `${String(parent.FullyQualifiedName)}:${name}` : name,
    };
  }

  private table(entity: string): Map<string, Row> {
    let t = this.tables.get(entity);
    if (!t) this.tables.set(entity, (t = new Map()));
    return t;
  }
}
