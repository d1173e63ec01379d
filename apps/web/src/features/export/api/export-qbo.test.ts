import type { PushJob } from '@ledgerdesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exportToOnline } from './export-qbo.ts';

const input = { client_id: 'c-1', upload_id: 'u-1', transaction_ids: ['t-1', 't-2'] };

function job(changes: Partial<PushJob>): PushJob {
  return { job_id: 'j-1', status: 'running', total: 40, done_count: 0, message: null, result: null, ...changes };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The server answers the export with 202 and a running job, then each poll with the next state. */
function serverWith(states: PushJob[]) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/export/qbo') {
      return json(202, { message: 'Pushing 40 transactions', exported_count: 0, failed_count: 0, skipped_count: 0, results: [], job: job({}) });
    }
    if (url === '/api/qbo/c-1/push-jobs/j-1') return json(200, states.shift());
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('online export', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', { getItem: () => 'token', setItem: () => undefined, removeItem: () => undefined });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows a push that runs as a job until it ends, reporting progress', async () => {
    const result = {
      pushed: 38,
      skipped: 1,
      failed: 1,
      results: [{ _id: 't-2', ok: false, skipped: false, error: 'Account is inactive', qbo_txn_id: null }],
    };
    const fetchMock = serverWith([job({ done_count: 20 }), job({ status: 'done', done_count: 40, result })]);
    const progress: number[] = [];

    const pending = exportToOnline(input, (running) => progress.push(running.done_count));
    await vi.advanceTimersByTimeAsync(4000);
    const reply = await pending;

    expect(reply).toMatchObject({ exported_count: 38, skipped_count: 1, failed_count: 1, results: result.results });
    expect(reply.message).toBe('Pushed 38, skipped 1, failed 1');
    expect(progress).toEqual([0, 20]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/qbo/c-1/push-jobs/j-1')).toHaveLength(2);
  });

  it("fails with the job's own reason when the whole push failed", async () => {
    serverWith([job({ status: 'failed', message: 'Reconnect to QuickBooks and try again.' })]);
    const pending = exportToOnline(input).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await pending).toMatchObject({ name: 'ApiError', message: 'Reconnect to QuickBooks and try again.' });
  });

  it('answers at once when the push finished while the server waited', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { message: '2 pushed', exported_count: 2, failed_count: 0, skipped_count: 0, results: [], job: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(exportToOnline(input)).resolves.toMatchObject({ message: '2 pushed', exported_count: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
