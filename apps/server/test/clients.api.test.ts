import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStatement } from './support/push-statements.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('clients API on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let nextNumber = 1000;
  const newClient = (overrides: Record<string, unknown> = {}) => ({
    name: 'Acme Plumbing LLC',
    client_number: nextNumber++,
    account_type: 'desktop',
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp(dialect);
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
  });
  afterAll(() => app?.close());

  it('creates, lists, updates and deletes a client', async () => {
    const created = await app.request('POST', '/api/clients', {
      token: admin,
      body: newClient({ name: '  Bright Dental  ', email: 'office@brightdental.com', phone: '555-0100' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Bright Dental',
      account_type: 'desktop',
      email: 'office@brightdental.com',
      phone: '555-0100',
      qb_client_id: null,
      qb_client_secret: null,
      has_qb_client_secret: false,
    });
    const id = created.json._id;

    const list = await app.request('GET', '/api/clients', { token: worker });
    expect(list.status).toBe(200);
    expect(list.json.map((c: { _id: string }) => c._id)).toContain(id);

    const updated = await app.request('PUT', `/api/clients/${id}`, {
      token: admin,
      body: { name: 'Bright Dental PC', client_number: created.json.client_number, account_type: 'desktop' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ name: 'Bright Dental PC', email: null });

    const removed = await app.request('DELETE', `/api/clients/${id}`, { token: admin });
    expect(removed.json).toEqual({ message: 'Client deleted successfully' });
    expect((await app.request('DELETE', `/api/clients/${id}`, { token: admin })).status).toBe(404);
  });

  it('accepts the client number as a numeric string and stores it as an integer', async () => {
    const created = await app.request('POST', '/api/clients', { token: admin, body: newClient({ client_number: '4242' }) });
    expect(created.status).toBe(201);
    expect(created.json.client_number).toBe(4242);
  });

  it('keeps the QuickBooks secret encrypted and masked, and a blank update keeps it', async () => {
    const created = await app.request('POST', '/api/clients', {
      token: admin,
      body: newClient({ account_type: 'online', qb_client_id: 'ABxyz', qb_client_secret: 'super-secret-9876' }),
    });
    expect(created.status).toBe(201);
    expect(created.json.qb_client_secret).toBe('••••••••9876');
    expect(created.json.has_qb_client_secret).toBe(true);
    expect(created.text).not.toContain('super-secret');

    const body = { name: 'Renamed', client_number: created.json.client_number, account_type: 'online', qb_client_id: 'ABxyz' };
    const kept = await app.request('PUT', `/api/clients/${created.json._id}`, { token: admin, body: { ...body, qb_client_secret: '' } });
    expect(kept.json.qb_client_secret).toBe('••••••••9876');

    const replaced = await app.request('PUT', `/api/clients/${created.json._id}`, {
      token: admin,
      body: { ...body, qb_client_secret: 'new-secret-1111' },
    });
    expect(replaced.json.qb_client_secret).toBe('••••••••1111');

    const cleared = await app.request('PUT', `/api/clients/${created.json._id}`, { token: admin, body: { ...body, qb_client_secret: null } });
    expect(cleared.json).toMatchObject({ qb_client_secret: null, has_qb_client_secret: false });
  });

  it('shows workers the client list without QuickBooks keys or secret hints', async () => {
    const created = await app.request('POST', '/api/clients', {
      token: admin,
      body: newClient({ name: 'Keys Co', account_type: 'online', qb_client_id: 'AB-worker-check', qb_client_secret: 'worker-never-sees-4321' }),
    });
    const list = await app.request('GET', '/api/clients', { token: worker });
    expect(list.status).toBe(200);
    const seen = list.json.find((client: { _id: string }) => client._id === created.json._id);
    expect(seen).toMatchObject({ name: 'Keys Co', qb_client_id: null, qb_client_secret: null, has_qb_client_secret: false });
    expect(list.text).not.toContain('AB-worker-check');
    expect(list.text).not.toContain('4321');
  });

  it('keeps listing clients when a stored secret cannot be decrypted, and says which keys to enter again', async () => {
    const broken = await app.request('POST', '/api/clients', {
      token: admin,
      body: newClient({ name: 'Old Secret Co', account_type: 'online', qb_client_id: 'AB-old', qb_client_secret: 'sealed-under-old-key' }),
    });
    // As after an APP_SECRET change: the sealed value no longer opens.
    await app.database.db
      .updateTable('clients')
      .set({ qb_client_secret_encrypted: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' })
      .where('id', '=', broken.json._id)
      .execute();
    const list = await app.request('GET', '/api/clients', { token: admin });
    expect(list.status).toBe(200);
    const client = list.json.find((row: { _id: string }) => row._id === broken.json._id);
    expect(client).toMatchObject({ has_qb_client_secret: false, qb_client_secret: null });
    expect(client.qb_keys_message).toMatch(/Enter the keys again/);
    expect(list.json.filter((row: { qb_keys_message: string | null }) => row.qb_keys_message)).toHaveLength(1);
  });

  it('refuses a client number already in use, naming the client that has it', async () => {
    const first = await app.request('POST', '/api/clients', { token: admin, body: newClient({ name: 'First Co' }) });
    const again = await app.request('POST', '/api/clients', {
      token: admin,
      body: newClient({ name: 'Second Co', client_number: first.json.client_number }),
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Client # ${first.json.client_number} is already used by First Co`);

    const other = await app.request('POST', '/api/clients', { token: admin, body: newClient({ name: 'Other Co' }) });
    const clash = await app.request('PUT', `/api/clients/${other.json._id}`, {
      token: admin,
      body: { name: 'Other Co', client_number: first.json.client_number, account_type: 'desktop' },
    });
    expect(clash.status).toBe(409);
  });

  it.each([
    ['a missing name', { name: undefined }, /Name is required/],
    ['a blank name', { name: '   ' }, /Name is required/],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, /at most 200/],
    ['a missing client number', { client_number: undefined }, /Client #/],
    ['a fractional client number', { client_number: 12.5 }, /whole number/],
    ['a non-numeric client number', { client_number: '12a' }, /whole number/],
    ['an unknown account type', { account_type: 'cloud' }, /account_type must be online or desktop/],
    ['a bad email', { email: 'not-an-email' }, /valid email/],
    ['an unknown field', { owner: 'me' }, /owner|Unrecognized/i],
  ])('rejects %s with 400', async (_label, override, message) => {
    const response = await app.request('POST', '/api/clients', { token: admin, body: { ...newClient(), ...override } });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(message);
  });

  it('answers 404 for an unknown client', async () => {
    const body = newClient();
    expect((await app.request('PUT', '/api/clients/no-such-client', { token: admin, body })).status).toBe(404);
    expect((await app.request('DELETE', '/api/clients/no-such-client', { token: admin })).status).toBe(404);
  });

  it('keeps every change for admins: a worker gets 403 and changes nothing', async () => {
    const created = await app.request('POST', '/api/clients', { token: admin, body: newClient({ name: 'Guarded Co' }) });
    const id = created.json._id;
    const attempts = [
      await app.request('POST', '/api/clients', { token: worker, body: newClient() }),
      await app.request('PUT', `/api/clients/${id}`, { token: worker, body: newClient({ name: 'Hacked' }) }),
      await app.request('DELETE', `/api/clients/${id}`, { token: worker }),
    ];
    for (const attempt of attempts) expect(attempt.status).toBe(403);
    const list = await app.request('GET', '/api/clients', { token: admin });
    expect(list.json.find((c: { _id: string }) => c._id === id).name).toBe('Guarded Co');
    expect((await app.request('GET', '/api/clients')).status).toBe(401);
  });
  it('counts statements (not failed uploads) and says before and at deletion how many keep a client', async () => {
    const adminId = (await app.request('GET', '/api/auth/me', { token: admin })).json.data._id as string;
    const statementOf = async (clientId: string, status: 'completed' | 'failed') => {
      const { uploadId } = await insertStatement(app.database.db, {
        clientId,
        uploadedBy: adminId,
        rows: [{ description: 'COFFEE', amount_cents: -450 }],
      });
      // As the parse job leaves an upload it could not read: no statement, no transactions.
      if (status === 'failed') {
        await app.database.db.deleteFrom('transactions').where('upload_id', '=', uploadId).execute();
        await app.database.db.updateTable('uploads').set({ status: 'failed', transaction_count: 0 }).where('id', '=', uploadId).execute();
      }
      return uploadId;
    };
    const kept = (await app.request('POST', '/api/clients', { token: admin, body: newClient({ name: 'Kept Books Co' }) })).json;
    await statementOf(kept._id, 'completed');
    await statementOf(kept._id, 'failed');
    const onlyFailed = (await app.request('POST', '/api/clients', { token: admin, body: newClient({ name: 'Nothing Read Co' }) })).json;
    const failedUpload = await statementOf(onlyFailed._id, 'failed');

    const list = (await app.request('GET', '/api/clients', { token: worker })).json as Array<{ _id: string; statement_count: number }>;
    expect(list.find((c) => c._id === kept._id)?.statement_count).toBe(1);
    expect(list.find((c) => c._id === onlyFailed._id)?.statement_count).toBe(0);

    const refused = await app.request('DELETE', `/api/clients/${kept._id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      upload_count: 1,
      message: expect.stringMatching(/^Kept Books Co has 1 uploaded statement, so it cannot be deleted/),
    });

    await statementOf(kept._id, 'completed');
    const twice = await app.request('DELETE', `/api/clients/${kept._id}`, { token: admin });
    expect(twice.json.message).toMatch(/has 2 uploaded statements,/);

    // A failed upload is not a statement: the client goes, and its failed upload with it.
    expect((await app.request('DELETE', `/api/clients/${onlyFailed._id}`, { token: admin })).status).toBe(200);
    expect(await app.database.db.selectFrom('uploads').select('id').where('id', '=', failedUpload).executeTakeFirst()).toBeUndefined();
  });
});
