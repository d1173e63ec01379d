import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { audit } from '@ledgerdesk/contracts';
import { type Database, openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { listAuditEntries, summariseAudit } from '../../apps/server/src/features/audit/audit.queries.ts';

// Audit log benchmark: ENTRIES entries over a year (goal: p99 under 50 ms for a filtered first page and for a
// text search, on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL). The rows are generated inside the
// database (one INSERT … SELECT over a counter) so filling a million takes seconds, not minutes.
const ENTRIES = Number(process.env.AUDIT_BENCH_ENTRIES ?? 1_000_000);
const RUNS = Number(process.env.AUDIT_BENCH_RUNS ?? 100);
const GOAL_MS = 50;
const PAGE = 51; // the API's default 50, plus one to know whether there is a next page

const vendors = Array.from(
  { length: 400 },
  (_, i) => `${['DELTA AIR', 'SHELL OIL', 'ADOBE', 'AMEREN', 'KING ARTHUR', 'VALLEY DAIRY', 'HOME DEPOT', 'STAPLES'][i % 8]} ${1000 + i}`,
);
const users = Array.from({ length: 20 }, (_, i) => ({ id: `bench-user-${i}`, name: `Bookkeeper ${i}` }));
const actions = audit.auditActions;

const pick = (list: readonly string[], expr: string) =>
  `(CASE ${expr} ${list.map((value, i) => `WHEN ${i} THEN '${value.replace(/'/g, "''")}'`).join(' ')} END)`;

async function fill(database: Database): Promise<void> {
  const i = 'n.i';
  // Knuth's multiplicative hash, so action, user and vendor vary independently of one another.
  const mix = (salt: number, size: number) => `((${i} * 2654435761 + ${salt}) % 1000003) % ${size}`;
  const vendor = pick(vendors, mix(1, vendors.length));
  const action = pick(actions, mix(2, actions.length));
  const userId = pick(
    users.map((u) => u.id),
    mix(3, users.length),
  );
  const userName = pick(
    users.map((u) => u.name),
    mix(3, users.length),
  );
  // As in the product, the action decides the kind of target.
  const targetType = pick(
    actions.map((name, index) => audit.auditTargetTypes[index % audit.auditTargetTypes.length]!),
    mix(2, actions.length),
  );
  const details = `${action} || ': ' || ${vendor} || ' $' || ((${i} * 7919) % 250000) || ' (Client ' || (${i} % 300) || ')'`;
  const pgSide = database.dialect === 'postgres';
  const id = pgSide ? `'b' || lpad(${i}::text, 9, '0')` : `printf('b%09d', ${i})`;
  const createdAt = pgSide
    ? `to_char(to_timestamp(1735689600 + ${i} * 31) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : `strftime('%Y-%m-%dT%H:%M:%fZ', 1735689600 + ${i} * 31, 'unixepoch')`;
  const source = pgSide
    ? `generate_series(1::bigint, ${ENTRIES}) AS n(i)`
    : `(WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${ENTRIES}) SELECT i FROM c) AS n`;
  const insert = `INSERT INTO audit_log (id, created_at, user_id, user_name, action, target_type, target_id, details, search_text, before_json, after_json, can_rollback, rollback_of)
    SELECT ${id}, ${createdAt}, ${userId}, ${userName}, ${action}, ${targetType}, 't' || (${i} % 50000), ${details},
           lower(${details} || ' ' || ${userName} || ' ' || ${action} || ' t' || (${i} % 50000)), NULL, NULL, ${i} % 3 = 0 ${pgSide ? '::int' : ''}, NULL
    FROM ${source}`;
  await sql.raw(insert.replace(`${i} % 3 = 0 ::int`, `(${i} % 3 = 0)::int`)).execute(database.db);
  // The running totals recordAudit keeps entry by entry, here in one statement.
  await sql`INSERT INTO audit_counts (day, action, target_type, user_key, entries, rollbackable)
    SELECT substr(created_at, 1, 10), action, target_type, coalesce(user_id, ''), count(*), sum(can_rollback)
    FROM audit_log GROUP BY substr(created_at, 1, 10), action, target_type, coalesce(user_id, '')`.execute(database.db);
  await sql`INSERT INTO audit_counts (day, action, target_type, user_key, entries, rollbackable)
    SELECT '*', action, target_type, user_key, sum(entries), sum(rollbackable)
    FROM audit_counts GROUP BY action, target_type, user_key`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
}

function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

async function measure(label: string, run: (n: number) => Promise<unknown>): Promise<number> {
  await run(0);
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const t0 = performance.now();
    await run(n + 1);
    times.push(performance.now() - t0);
  }
  const figure = p99(times);
  console.log(`  ${label.padEnd(58)} p99 ${figure.toFixed(1).padStart(7)} ms  ${figure < GOAL_MS ? 'under' : 'OVER'} ${GOAL_MS} ms`);
  return figure;
}

async function bench(dialect: string, database: Database) {
  const t0 = performance.now();
  await migrateToLatest(database.db);
  await fill(database);
  console.log(
    `${dialect}: ${ENTRIES.toLocaleString('en-US')} entries filled in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${RUNS} runs each`,
  );
  const db = database.db;
  const day = (n: number) => new Date(Date.UTC(2025, 0, 2 + (n % 360))).toISOString().slice(0, 10);
  await measure('first page, no filter', () => listAuditEntries(db, {}, null, PAGE));
  await measure('first page, action filter', (n) => listAuditEntries(db, { action: actions[n % actions.length] }, null, PAGE));
  await measure('first page, user + date filter', (n) => listAuditEntries(db, { user_id: users[n % users.length]!.id, date: day(n) }, null, PAGE));
  await measure('first page, one target (History link)', (n) =>
    listAuditEntries(db, { target_type: 'Transaction', target_id: `t${(n * 97) % 50000}` }, null, PAGE),
  );
  await measure('text search, common word ("shell")', () => listAuditEntries(db, { q: 'shell' }, null, PAGE));
  await measure('text search, one vendor ("king arthur 1004")', (n) => listAuditEntries(db, { q: `king arthur ${1004 + (n % 5) * 8}` }, null, PAGE));
  await measure('text search, no match anywhere', () => listAuditEntries(db, { q: 'zzqx nowhere' }, null, PAGE));
  await measure('summary cards, no filter (whole log)', () => summariseAudit(db, {}));
  await measure('summary cards, action filter', (n) => summariseAudit(db, { action: actions[n % actions.length] }));
  await measure('summary cards, user + date filter', (n) => summariseAudit(db, { user_id: users[n % users.length]!.id, date: day(n) }));
  await measure('summary cards, one target (History link)', (n) =>
    summariseAudit(db, { target_type: 'Transaction', target_id: `t${(n * 97) % 50000}` }),
  );
  await measure('summary cards, text search ("king arthur 1004")', (n) => summariseAudit(db, { q: `king arthur ${1004 + (n % 5) * 8}` }));
  await measure('summary cards, text search, common word ("shell")', () => summariseAudit(db, { q: 'shell' }));
}

// AUDIT_BENCH_ONLY=sqlite|postgres runs one side.
const only = process.env.AUDIT_BENCH_ONLY;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-audit-bench-'));
if (only !== 'postgres') {
  const sqlite = openDatabase({ dataDir });
  try {
    await bench('SQLite', sqlite);
  } finally {
    await sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = only === 'sqlite' ? undefined : process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `ledgerdesk_audit_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = openDatabase({ databaseUrl: url.toString(), dataDir });
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL)');
}
