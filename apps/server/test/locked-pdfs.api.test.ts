import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirstPageText } from '../src/features/uploads/statement-text.ts';
import { mayBeEncrypted } from '../src/features/uploads/unlock-pdf.ts';
import { freePort, runEntry, stop, waitForHealth } from './support/spawn-server.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, type UploadsApi, startTestApp, testAdmin, testDialects, waitForUpload } from './support/test-app.ts';

const PASSWORD = 'Harbor#2026 pass';
const WRONG = 'harbor#2026 pass';
const TOO_LONG = `${'x'.repeat(120)}-toolong`;

const statement = {
  holder: 'HARBOR CAFE LLC',
  period: ['01/01/2026', '01/31/2026'] as [string, string],
  opening: 1500,
  lines: [
    { date: '01/03', description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amount: -12.5 },
    { date: '01/05', description: 'DEPOSIT SQUARE INC PAYOUT', amount: 2340.11 },
    { date: '01/09', description: 'ACH DEBIT PG&E UTILITY PAYMENT', amount: -310.42 },
  ],
};

/**
 * Password-protected statements (issue 20, item 3) through a server started as `npm start` starts it, with
 * every request logged (LOG_LEVEL=trace), so the test reads the app's own log output for the password.
 */
describe.each(testDialects)('locked PDFs on %s', (dialect) => {
  let database: TestApp;
  let server: ReturnType<typeof runEntry>;
  let url: string;
  let token: string;
  let clientId: string;

  // The app's reply: tests assert on arbitrary JSON shapes, as the other API tests do (test-app.ts).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Reply = { status: number; json: any };
  const request = async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const response = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => undefined) };
  };

  const upload = async (pdf: Buffer, filename: string, password?: string): Promise<Reply> => {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), filename);
    form.append('client_id', clientId);
    if (password !== undefined) form.append('password', password);
    const response = await fetch(`${url}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, json: await response.json() };
  };

  // The server process under test, as waitForUpload asks it (`request` sends the test's token itself).
  const api: UploadsApi = { request: (method, path) => request(method, path) };

  beforeAll(async () => {
    // The test app makes the fresh database (and its admin); the server process under test runs on it.
    database = await startTestApp(dialect, { runJobs: false });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = runEntry('src/main.ts', [], {
      DATA_DIR: database.config.dataDir,
      DATABASE_URL: database.config.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      WEB_DIST_DIR: database.config.webDistDir,
    });
    await waitForHealth(url, server.child);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }),
    });
    token = ((await login.json()) as { access_token: string }).access_token;
    clientId = (await request('POST', '/api/clients', { name: 'Harbor Cafe LLC', client_number: 7, account_type: 'desktop' })).json._id;
  }, 60_000);

  afterAll(async () => {
    if (server) await stop(server.child);
    await database?.close();
  });

  it('asks for the password, says when it is wrong, and stores a decrypted copy that parses and reconciles', async () => {
    const locked = await makeStatementPdf({ ...statement, lock: { userPassword: PASSWORD, ownerPassword: 'bank owner', pdfVersion: '1.7ext3' } });

    const asked = await upload(locked, 'harbor-january.pdf');
    expect(asked).toEqual({
      status: 400,
      json: { message: 'This PDF is locked with a password. Enter the password the bank gave to open it.', reason: 'pdf_password_required' },
    });
    const wrong = await upload(locked, 'harbor-january.pdf', WRONG);
    expect(wrong).toEqual({ status: 400, json: { message: 'That password does not open this PDF.', reason: 'pdf_password_wrong' } });
    const tooLong = await upload(locked, 'harbor-january.pdf', TOO_LONG);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe('A PDF password is at most 127 characters.');

    const accepted = await upload(locked, 'harbor-january.pdf', PASSWORD);
    expect(accepted.status).toBe(201);
    const parsed = await waitForUpload(api, accepted.json.upload_id, token);
    expect(parsed).toMatchObject({ status: 'completed', transaction_count: 3, opening_balance: 1500, closing_balance: 3517.19 });
    expect(parsed.reconciliation.reconciled).toBe(true);

    // The statement beside its rows is the decrypted copy: it opens with no password.
    const file = await fetch(`${url}/api/uploads/${accepted.json.upload_id}/file`, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    const stored = new Uint8Array(await file.arrayBuffer());
    expect(mayBeEncrypted(stored)).toBe(false);
    expect(await readFirstPageText(stored)).toMatch(/HARBOR CAFE LLC/);
    expect(parsed.size).toBe(stored.byteLength);

    // The same locked file again is the same statement: refused as already uploaded, after its password.
    const again = await upload(locked, 'harbor-january-copy.pdf', PASSWORD);
    expect(again.status).toBe(409);
    expect(again.json.upload_id).toBe(accepted.json.upload_id);
  });

  it('opens AES-256 revision 6 in object streams, and an owner password works too', async () => {
    const r6 = fs.readFileSync(new URL('../src/features/uploads/fixtures/locked-aes256-r6.pdf', import.meta.url));
    const accepted = await upload(r6, 'harbor-r6.pdf', 'bank-owner');
    expect(accepted.status).toBe(201);
    expect(await waitForUpload(api, accepted.json.upload_id, token)).toMatchObject({ status: 'completed', transaction_count: 2 });
  });

  it('never keeps the password: not in the audit log, the stored files or the log output', async () => {
    const audit = await database.database.db.selectFrom('audit_log').selectAll().execute();
    const uploaded = audit.filter((entry) => entry.action === 'File Uploaded');
    expect(uploaded.length).toBe(2);
    expect(uploaded[0]!.after_json).toContain('"unlocked_with_password":true');
    const files = await database.database.db.selectFrom('stored_files').select('content').execute();
    const { stdout, stderr } = server.output();
    // Requests were logged (the capture works), the uploads among them.
    expect(stdout).toMatch(/"url":"\/api\/uploads"/);
    for (const secret of [PASSWORD, WRONG, TOO_LONG, 'Sesame-42', 'bank-owner', 'bank owner']) {
      // 'Sesame-42' is the committed fixture's open password, which this test never sent: the file itself holds no password.
      expect(JSON.stringify(audit)).not.toContain(secret);
      expect(stdout + stderr).not.toContain(secret);
      for (const { content } of files) expect(Buffer.from(content).includes(secret)).toBe(false);
    }
  });
});
