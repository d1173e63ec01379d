import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_BUDGET_MESSAGE, TOO_MUCH_DRAWING_MESSAGE } from '../src/features/uploads/pdf-budget.ts';
import { circularPageTree, decompressionBomb, drawingFlood } from './support/hostile-pdf.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('hostile statement files on %s', (dialect) => {
  let app: TestApp;
  let token: string;
  let clientId: string;
  beforeAll(async () => {
    app = await startTestApp(dialect);
    token = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const client = await app.request('POST', '/api/clients', {
      token,
      body: { name: 'Harbor Light Dental LLC', client_number: 4100, account_type: 'desktop' },
    });
    clientId = client.json._id;
  });
  afterAll(() => app?.close());

  it('refuses a decompression bomb at upload with a sentence, stores nothing, and keeps answering meanwhile', async () => {
    // 4 KB on disk, 200 MB once inflated: past the per-stream budget.
    const bomb = decompressionBomb(200 * 1024 * 1024);
    const upload = app.request('POST', '/api/uploads', {
      token,
      form: (() => {
        const form = fileForm('file', bomb, 'harbor-bomb.pdf', 'application/pdf');
        form.append('client_id', clientId);
        return form;
      })(),
    });
    const health = await app.request('GET', '/api/health');
    expect(health.status).toBe(200);
    const refused = await upload;
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(OVER_BUDGET_MESSAGE);
    const uploads = await app.request('GET', '/api/uploads', { token });
    expect(uploads.json).toHaveLength(0);
  });

  it('refuses 48 MB of drawing operators in 100 KB of file at upload with a sentence, before pdf.js reads a page', async () => {
    // Issue 21: read for OCR, this file grew the server by 1.2 GB before its thread ran out of memory.
    const flood = drawingFlood(3_500_000);
    expect(flood.length).toBeLessThan(150_000);
    const form = fileForm('file', flood, 'harbor-flood.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const started = Date.now();
    const refused = await app.request('POST', '/api/uploads', { token, form });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(TOO_MUCH_DRAWING_MESSAGE);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.request('GET', '/api/uploads', { token })).json).toHaveLength(0);
  });

  it('refuses a PDF whose page tree is its own page with a sentence, not a server error', async () => {
    const form = fileForm('file', circularPageTree(), 'harbor-loop.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const refused = await app.request('POST', '/api/uploads', { token, form });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('This file is not a readable PDF.');
  });
});
