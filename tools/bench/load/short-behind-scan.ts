import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeImagePages } from '../../hostile-pdfs/hostile-pdfs.ts';
import { uploadAndWait } from './api-client.ts';
import type { ServerProcess } from './server-process.ts';

const SHORT_STATEMENT = path.resolve(import.meta.dirname, '../../../apps/server/src/features/statements/parser/fixtures/cr-dr-markers.pdf');
const SCAN_PAGES = 20;
const GOAL_SECONDS = 5;

/** Uploads and waits, timing from the moment the upload was sent to the moment the upload was read (or refused). */
async function timed(url: string, token: string, clientId: string, file: string) {
  const started = performance.now();
  const outcome = await uploadAndWait(url, token, clientId, file, 600_000);
  return { ...outcome, seconds: (performance.now() - started) / 1000 };
}

/**
 * Issue 21, item 7: a 2-page text statement uploaded right after a 20-page scan (every page read by OCR), on the
 * server's own reading threads. Prints the scan alone, then the short statement behind it and the scan beside it.
 * Each scan is a fresh file (a different page count by one blank byte would be refused as the same file twice).
 */
export async function benchShortBehindScan(server: ServerProcess, token: string, clientId: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-scan-'));
  try {
    const scan = (name: string, pages: number) => {
      const file = path.join(dir, name);
      return makeImagePages(file, pages).then(() => file);
    };
    const alone = await timed(server.url, token, clientId, await scan('scan-alone.pdf', SCAN_PAGES));
    const shortAlone = await timed(server.url, token, clientId, SHORT_STATEMENT);
    console.log(
      `  ${SCAN_PAGES}-page scan alone: ${alone.seconds.toFixed(1)} s (${alone.status}); 2-page statement alone: ${shortAlone.seconds.toFixed(1)} s (${shortAlone.status})`,
    );
    const scanFile = await scan('scan-with-short.pdf', SCAN_PAGES + 1);
    const long = timed(server.url, token, clientId, scanFile);
    // "Right after": the scan has been claimed and is being read.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const shortCopy = path.join(dir, 'short-behind.pdf');
    fs.writeFileSync(shortCopy, Buffer.concat([fs.readFileSync(SHORT_STATEMENT), Buffer.from('\n% another copy\n')]));
    const short = await timed(server.url, token, clientId, shortCopy);
    const longDone = await long;
    console.log(
      `  2-page statement uploaded 1 s after a ${SCAN_PAGES + 1}-page scan: read in ${short.seconds.toFixed(1)} s (${short.status}) — goal < ${GOAL_SECONDS} s: ${short.seconds < GOAL_SECONDS ? 'met' : 'NOT met'}; ` +
        `the scan ${longDone.seconds.toFixed(1)} s (${longDone.status}; ${alone.seconds.toFixed(1)} s alone for one page less)`,
    );
    return { shortSeconds: short.seconds, scanSeconds: longDone.seconds, scanAloneSeconds: alone.seconds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
