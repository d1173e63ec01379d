import { afterEach, describe, expect, it } from 'vitest';
import { FaultError } from './fault-bodies.ts';
import { startQboSandbox } from './index.ts';
import { parseQuery, runQuery } from './query.ts';
import { apiClient, connect, firstError } from './test-helpers.ts';
import type { QboSandbox } from './types.ts';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof FaultError) return e.fault.Error[0]?.code;
    throw e;
  }
  return undefined;
}

describe('parseQuery', () => {
  it('reads the documented subset', () => {
    expect(
      parseQuery(
        "select * from account where AccountType IN ('Bank', 'Credit Card') and Active = true ORDERBY Name DESC STARTPOSITION 11 MAXRESULTS 10",
      ),
    ).toEqual({
      count: false,
      entity: 'Account',
      where: [
        { field: 'AccountType', op: 'IN', values: ['Bank', 'Credit Card'] },
        { field: 'Active', op: '=', values: [true] },
      ],
      orderBy: [{ field: 'Name', desc: true }],
      startPosition: 11,
      maxResults: 10,
    });
    expect(parseQuery('SELECT COUNT(*) FROM Vendor').count).toBe(true);
    expect(parseQuery("SELECT * FROM Vendor WHERE DisplayName = 'O\\'Brien \\\\ Sons'").where[0]?.values).toEqual(["O'Brien \\ Sons"]);
  });

  it('refuses what Intuit refuses', () => {
    expect(codeOf(() => parseQuery("SELECT * FROM Account WHERE Name = 'a' OR Name = 'b'"))).toBe('4000');
    expect(codeOf(() => parseQuery('SELECT Name FROM Account'))).toBe('4000');
    expect(codeOf(() => parseQuery("SELECT * FROM Account WHERE Name = 'open"))).toBe('4000');
    expect(codeOf(() => parseQuery('SELECT * FROM Account MAXRESULTS 1001'))).toBe('4001');
    expect(codeOf(() => parseQuery('SELECT * FROM Account STARTPOSITION 0'))).toBe('4001');
    expect(codeOf(() => parseQuery('SELECT * FROM Widget'))).toBe('4001');
    expect(codeOf(() => parseQuery("SELECT * FROM Account WHERE Colour = 'red'"))).toBe('4001');
  });
});

describe('runQuery', () => {
  const rows = [
    { Id: '1', Name: 'Travel', Active: true, FullyQualifiedName: 'Travel' },
    { Id: '2', Name: 'Airfare', Active: true, FullyQualifiedName: 'Travel:Airfare' },
    { Id: '10', Name: 'Old Expenses', Active: false, FullyQualifiedName: 'Old Expenses' },
  ];
  it('hides inactive name-list rows unless the statement mentions Active', () => {
    expect(runQuery(parseQuery('select * from Account'), rows)).toMatchObject({ startPosition: 1, maxResults: 2 });
    expect(runQuery(parseQuery('select * from Account where Active IN (true, false)'), rows)).toMatchObject({ maxResults: 3 });
    expect(runQuery(parseQuery('select * from Account where Active = false'), rows)).toMatchObject({ Account: [{ Id: '10' }] });
  });
  it('compares Ids as numbers, strings without case, LIKE with %', () => {
    expect(runQuery(parseQuery("select * from Account where Id > '1'"), rows)).toMatchObject({ Account: [{ Id: '2' }] });
    expect(runQuery(parseQuery("select * from Account where Name = 'TRAVEL'"), rows)).toMatchObject({ Account: [{ Id: '1' }] });
    expect(runQuery(parseQuery("select * from Account where FullyQualifiedName LIKE 'Travel:%'"), rows)).toMatchObject({ Account: [{ Id: '2' }] });
    expect(runQuery(parseQuery("select * from Account where Name = 'none'"), rows)).toEqual({});
    expect(runQuery(parseQuery('select count(*) from Account'), rows)).toEqual({ totalCount: 2 });
  });
});

describe('query over HTTP', () => {
  let sb: QboSandbox;
  afterEach(() => sb?.close());

  it('pages with STARTPOSITION/MAXRESULTS and accepts POST application/text', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb, { extraAccounts: 120 });
    const api = apiClient(sb, realmId, tokens.access_token);
    const count = (await api.query('select count(*) from Account')).body.QueryResponse as { totalCount: number };
    expect(count.totalCount).toBeGreaterThanOrEqual(160);

    const seen = new Set<string>();
    for (let start = 1; ; start += 50) {
      const page = (await api.query(`select * from Account STARTPOSITION ${start} MAXRESULTS 50`)).body.QueryResponse as {
        Account?: { Id: string }[];
        startPosition?: number;
      };
      if (!page.Account) break;
      expect(page.startPosition).toBe(start);
      for (const a of page.Account) seen.add(a.Id);
    }
    expect(seen.size).toBe(count.totalCount);

    const first = await api.query('select * from Account');
    expect((first.body.QueryResponse as { maxResults: number }).maxResults).toBe(100);
    expect(typeof first.body.time).toBe('string');

    const post = await api.call('POST', 'query?minorversion=75', "select * from Account where AcctNum = '1010'", 'application/text');
    expect(post.body.QueryResponse).toMatchObject({ Account: [{ Name: 'Business Checking', AccountType: 'Bank', Classification: 'Asset' }] });
    expect((await api.call('POST', 'query', 'select * from Account', 'application/json')).status).toBe(415);
  });

  it('serves the seeded chart: sub-accounts, the inactive account, escaping', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    const airfare = await api.query("select * from Account where FullyQualifiedName = 'Travel:Airfare'");
    expect(airfare.body.QueryResponse).toMatchObject({
      Account: [{ Name: 'Airfare', SubAccount: true, ParentRef: { value: expect.any(String) }, AcctNum: '6810' }],
    });
    expect(await api.query("select * from Account where Name = 'Old Expenses'")).toMatchObject({ status: 200, body: { QueryResponse: {} } });
    expect((await api.query("select * from Account where Name = 'Old Expenses' and Active IN (true, false)")).body.QueryResponse).toMatchObject({
      Account: [{ Active: false }],
    });
    expect((await api.query("select * from Vendor where DisplayName = 'O\\'Brien Plumbing'")).body.QueryResponse).toMatchObject({
      Vendor: [{ DisplayName: "O'Brien Plumbing" }],
    });

    const tooMany = await api.query('select * from Account MAXRESULTS 1500');
    expect(tooMany.status).toBe(400);
    expect(firstError(tooMany.body)).toMatchObject({
      code: '4001',
      Detail: 'QueryValidationError: value 1500 is too large. Max allowed value is 1000',
    });
    const broken = await api.query('select from Account');
    expect(broken.status).toBe(400);
    expect(firstError(broken.body).code).toBe('4000');
    expect((broken.body.Fault as { type: string }).type).toBe('ValidationFault');
  });
});
