import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('statement file on %s', (dialect) => {
  let app: TestApp;
  let admin: string;
  let worker: string;
  let otherWorker: string;
  let clientId: string;
  let pdf: Buffer;
  let uploadId: string;

  /** The raw response: the body is a PDF, not JSON. */
  const fetchFile = (id: string, token?: string) =>
    fetch(`${app.url}/api/uploads/${id}/file`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    app = await startTestApp(dialect, { runJobs: false });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    otherWorker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Harbor Bakery', client_number: 7, account_type: 'desktop' },
    });
    clientId = client.json._id;
    pdf = await makeStatementPdf({
      holder: 'HARBOR BAKERY LLC',
      period: ['03/01/2025', '03/31/2025'],
      opening: 1200,
      lines: [{ date: '03/04', description: 'FLOUR MILL SUPPLY', amount: -312.4 }],
    });
    const form = fileForm('file', pdf, 'März "statement"\\..\\evil.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token: worker, form });
    expect(uploaded.status).toBe(201);
    uploadId = uploaded.json.upload_id;
  });
  afterAll(() => app?.close());

  it('gives the uploader and an admin the exact bytes, shown inline and never run as a page of ours', async () => {
    for (const token of [worker, admin]) {
      const response = await fetchFile(uploadId, token);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(pdf.length);
      expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(crypto.createHash('sha256').update(pdf).digest('hex'));
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
      const disposition = response.headers.get('content-disposition') ?? '';
      // The stored name keeps no folders; the header keeps no quote or backslash that could end it early.
      expect(disposition).toMatch(/^inline; filename="[^"\\]*evil\.pdf"; filename\*=UTF-8''/);
      expect(disposition).toContain("filename*=UTF-8''evil.pdf");
    }
  });

  it('answers another worker, a missing upload and a malformed id as not found, and a stranger as unauthorised', async () => {
    const hidden = await fetchFile(uploadId, otherWorker);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: 'Upload not found' });

    const missing = await fetchFile(crypto.randomUUID(), admin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Upload not found' });

    const malformed = await fetchFile('not an id', admin);
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(((await malformed.json()) as { message: unknown }).message).toEqual(expect.any(String));

    const anonymous = await fetchFile(uploadId);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/json/);
  });
});
