import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('categories API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
  });
  afterAll(() => app?.close());

  it('creates, lists, renames and deletes a category with its creator', async () => {
    const created = await app.request('POST', '/api/categories', { token: admin, body: { name: '  Office   Supplies ' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Office Supplies',
      created_by: { name: 'Administrator', email: testAdmin.email },
    });
    // The general list is the Categories screen's, an admin's (route-roles.api.test.ts).
    expect((await app.request('GET', '/api/categories', { token: worker })).status).toBe(403);
    const list = await app.request('GET', '/api/categories', { token: admin });
    expect(list.json.map((c: { name: string }) => c.name)).toContain('Office Supplies');

    const renamed = await app.request('PUT', `/api/categories/${created.json._id}`, { token: admin, body: { name: 'Office supplies' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe('Office supplies');

    expect((await app.request('DELETE', `/api/categories/${created.json._id}`, { token: admin })).json).toEqual({
      message: 'Category deleted successfully',
    });
    expect((await app.request('DELETE', `/api/categories/${created.json._id}`, { token: admin })).status).toBe(404);
  });

  it('keeps names unique regardless of case and spacing', async () => {
    await app.request('POST', '/api/categories', { token: admin, body: { name: 'Bank Fees' } });
    const duplicate = await app.request('POST', '/api/categories', { token: admin, body: { name: 'bank  FEES' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.message).toBe('A category named "Bank Fees" already exists');

    const other = await app.request('POST', '/api/categories', { token: admin, body: { name: 'Travel' } });
    const clash = await app.request('PUT', `/api/categories/${other.json._id}`, { token: admin, body: { name: 'BANK FEES' } });
    expect(clash.status).toBe(409);
  });

  it.each([
    ['a missing name', {}, /Name is required/],
    ['a blank name', { name: '  ' }, /Name is required/],
    ['a name over 100 characters', { name: 'c'.repeat(101) }, /at most 100/],
    ['a number', { name: 42 }, /Name is required|string/],
  ])('rejects %s with 400', async (_label, body, message) => {
    const response = await app.request('POST', '/api/categories', { token: admin, body });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(message);
  });

  it('is changed by admins only', async () => {
    const created = await app.request('POST', '/api/categories', { token: admin, body: { name: 'Utilities' } });
    expect((await app.request('POST', '/api/categories', { token: worker, body: { name: 'X' } })).status).toBe(403);
    expect((await app.request('PUT', `/api/categories/${created.json._id}`, { token: worker, body: { name: 'X' } })).status).toBe(403);
    expect((await app.request('DELETE', `/api/categories/${created.json._id}`, { token: worker })).status).toBe(403);
    const list = await app.request('GET', '/api/categories', { token: admin });
    expect(list.json.map((c: { name: string }) => c.name)).toContain('Utilities');
  });
});
