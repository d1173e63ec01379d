import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileForm, signIn, startTestApp, testAdmin } from '../../apps/server/test/support/test-app.ts';

// Bank-file import benchmark (issue 20): a 50,000-row CSV and OFX, each end to end through the API on
// SQLite (POST /api/uploads, the parse job, categorising, duplicate flags, the rows written), goal under
// 2 s each and the process's resident memory under 300 MB. Run as `npm start` runs the server, with Node's own
// type stripping and the same young generation (`node --max-semi-space-size=8 tools/bench/import.ts`): under tsx the
// process holds about 340 MB before the first request (tsx's compiler and its cache of every module), against about
// 190 MB as deployed, which would hide the import's share. Node 24 without pointer compression lets the young
// generation grow to two 64 MB semi-spaces, and any 50,000-row import allocates enough (reading alone, 100-200 MB of
// short-lived strings and objects) to touch them all: 360-400 MB at the peak with Node's default, 250-290 MB with
// npm start's 8 MB (docs/decisions/0011-node-runtime.md). The process also holds this bench's side: the file it
// made and the request it sends. The peak is the kernel's high-water mark of the process (VmHWM, reset before the
// upload) where Linux gives one, since the sampler only runs when the event loop is free and the reading and the
// insert hold it for hundreds of milliseconds.
//
// Where it goes (2-core machine shared with other work; CPU profiles and phase marks): about 1.0-1.3 s of CPU per
// file, so under 2 s of wall time while the machine is not saturated (1.1-2.0 s at load 4-5, 2-5 s at load 10-15).
// SQLite's insert is ~450 ms of it (a random-UUID primary key, three indexes and two foreign keys per row; the rows'
// empty columns are left to their defaults); reading ~250 ms for the OFX, ~350 ms for the CSV (csv-parse alone
// ~100-130 ms: its descriptions are all different here, so each vendor is cleaned); making the rows ~80 ms; the
// garbage collector ~100 ms. The bench's client has no chart of accounts, so categorising is ~10 ms; with a 19-account
// chart it is ~0.3 s and ~16 MB more. Memory: the idle server is ~190 MB (of which the node binary ~55 MB and the V8
// heap ~50 MB in use), this process 205-260 MB before the upload; the upload adds 40-60 MB: the request in flight
// (the bench's Blob and the server's chunks, ~7x the file for a moment), the statement read (~10-13 MB for 50,000
// rows, handed from the upload to the parse job), SQLite's page cache filling (up to 16 MB, better-sqlite3's default)
// and the young generation. Re-importing the same 50,000 rows for the same client (every row a possible duplicate)
// peaked at 297-315 MB from a 261-296 MB start.
const ROWS = 50_000;
const TARGET_MS = 2000;
const TARGET_MB = 300;
const vendors = ['SHELL OIL 57442 AUSTIN TX', 'OFFICE DEPOT #1042', 'CAFE DEJA VU', 'AMEREN ILLINOIS', 'SQUARE INC PAYOUT', 'AT&T MOBILITY'];
const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 20) * 86_400_000).toISOString().slice(0, 10);
const cents = (i: number) => (i % 7 === 0 ? 150_000 + i : -(100 + ((i * 7919) % 90_000)));
const money = (c: number) => (c / 100).toFixed(2);

function csv(): string {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < ROWS; i++) {
    const [y, m, d] = day(i).split('-');
    lines.push(`${m}/${d}/${y},"${vendors[i % vendors.length]} ${i}",${money(cents(i))}`);
  }
  return lines.join('\r\n');
}

function ofx(): string {
  const rows: string[] = [];
  let total = 0;
  for (let i = 0; i < ROWS; i++) {
    total += cents(i);
    rows.push(
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${day(i).replaceAll('-', '')}120000[-5:EST]<TRNAMT>${money(cents(i))}<FITID>B${i}<NAME>${vendors[i % vendors.length]}</STMTTRN>`,
    );
  }
  return [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD',
    '<BANKACCTFROM><BANKID>121000248<ACCTID>99887766<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>',
    ...rows,
    `</BANKTRANLIST><LEDGERBAL><BALAMT>${money(total + 100_000)}<DTASOF>20261231</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
  ].join('\n');
}

// Each file in a process of its own: V8 keeps the heap it grew, so a second file in the same process would start
// from the first one's peak.
const only = process.argv[2] as 'CSV' | 'OFX' | undefined;
if (!only) {
  for (const kind of ['CSV', 'OFX']) {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, kind], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} else {
  await bench(only);
}

async function bench(kind: 'CSV' | 'OFX') {
  const app = await startTestApp('sqlite');
  try {
    const token = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const [content, filename] = kind === 'CSV' ? [csv(), 'bench.csv'] : [ofx(), 'bench.ofx'];
    const clientId = (
      await app.request('POST', '/api/clients', { token, body: { name: `Bench ${kind}`, client_number: 9001, account_type: 'desktop' } })
    ).json._id;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const highWater = resetHighWaterMark();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const form = fileForm('file', content, filename);
    form.append('client_id', clientId);
    const posted = await app.request('POST', '/api/uploads', { token, form });
    if (posted.status !== 201) throw new Error(`${kind} upload answered ${posted.status}: ${posted.text}`);
    let upload;
    for (;;) {
      upload = (await app.request('GET', `/api/uploads/${posted.json.upload_id}`, { token })).json.data;
      if (!['pending_parse', 'processing'].includes(upload.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - t0;
    // CPU time of this process (server and bench client), user + system: what the import costs whatever else the
    // machine is running; wall time on a busy machine can be several times more.
    const cpu = process.cpuUsage(cpu0);
    clearInterval(sampler);
    if (highWater) peak = Math.max(peak, highWater());
    const mb = peak / 1024 / 1024;
    console.log(
      `${kind} ${ROWS.toLocaleString('en-US')} rows (${(content.length / 1024 / 1024).toFixed(1)} MB): ${upload.status}, ${upload.transaction_count} transactions in ` +
        `${ms.toFixed(0)} ms = ${Math.round(upload.transaction_count / (ms / 1000)).toLocaleString('en-US')} rows/s (goal ${TARGET_MS} ms: ${ms < TARGET_MS ? 'met' : 'MISSED'}), CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; ` +
        `peak RSS ${mb.toFixed(0)} MB, +${((peak - baseline) / 1024 / 1024).toFixed(0)} MB over ${(baseline / 1024 / 1024).toFixed(0)} MB (goal ${TARGET_MB} MB: ${mb < TARGET_MB ? 'met' : 'MISSED'})`,
    );
  } finally {
    await app.close();
  }
}

/** The process's peak resident memory from now on, as the kernel counts it (Linux), or null where it cannot be read. */
function resetHighWaterMark(): (() => number) | null {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    const read = () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
    read();
    return read;
  } catch {
    return null;
  }
}
