import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Rng, createRng } from '../../../tools/statement-fixtures/prng.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, createSignedInUser, fileForm, signIn, startTestApp, testAdmin, testDialects, waitForParsed } from './support/test-app.ts';

/**
 * Sends seeded malformed input to every operation in /api/docs/json as an admin, a worker and an anonymous
 * caller, and fails on any 5xx or any error that is not JSON `{message}`, printing each failing request so it
 * can be replayed. Bounded: CASES_PER_CALLER cases per operation and caller (a few thousand requests per
 * database); change SEED to explore other inputs.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CASES_PER_CALLER = Number(process.env.FUZZ_CASES ?? 16);

// The two uploads take multipart, which the API document does not describe.
const MULTIPART = new Set(['POST /api/uploads', 'POST /api/coa/{clientId}/upload']);

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
};

interface Operation {
  method: string;
  path: string;
  params: Array<{ in: 'path' | 'query'; name: string; schema: Schema }>;
  body?: Schema;
}

const SEEDED_CATEGORY = 'Fuzz Category';
type IdKind = 'client' | 'category' | 'rule' | 'upload' | 'transaction' | 'audit' | 'link' | 'token' | 'question';
/** Ids of records that exist, so a request broken in one place still reaches the code behind "not found". */
type RealIds = Record<IdKind, string[]>;

interface Case {
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** How the body was made, for the report. */
  shown: string;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[2J',
  'line\r\nbreak',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  '\ud83d\ude00\u202e\u200b',
  '\ud800',
  '9'.repeat(400),
  'x'.repeat(100_000),
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '00000000-0000-4000-8000-000000000000',
];
const HOSTILE_NUMBERS = [-1, 0, -0.5, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 'text', [], {}, [null], { $gt: '' }, 1e308];

/** Which kind of record a field or path parameter names, by its name (and for `{id}`, the segment before it). */
function idKind(name: string, path = ''): IdKind | undefined {
  if (/^client_?id$/i.test(name)) return 'client';
  if (/^upload_?id$/i.test(name)) return 'upload';
  if (/^transaction_?ids$/i.test(name)) return 'transaction';
  // A client's questions link: its token (the public page's key) and its questions.
  if (name === 'token') return 'token';
  if (name === 'question_id') return 'question';
  if (name !== 'id') return undefined;
  const segment = path.split('/{id}')[0]!.split('/').at(-1)!;
  const kinds: Record<string, IdKind> = {
    clients: 'client',
    categories: 'category',
    uploads: 'upload',
    rollback: 'upload',
    transactions: 'transaction',
    rules: 'rule',
    audit: 'audit',
    links: 'link',
  };
  return kinds[segment];
}

/** A value the schema accepts, as far as a simple reading of it goes; a field named for a record gets a real id. */
function sample(schema: Schema | undefined, random: Rng, ids: RealIds, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(random.pick(options), random, ids, name, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part, random, ids, name, depth + 1)));
  const kind = idKind(name);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, random, ids, key, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, random, ids, name, depth + 1));
    case 'integer':
      return schema.minimum ?? 1;
    case 'number':
      return schema.minimum ?? 1.5;
    case 'boolean':
      return random.next() < 0.5;
    case 'string':
      if (kind && ids[kind].length > 0) return random.pick(ids[kind]);
      if (name === 'manual_category' || name === 'map_to_account') return SEEDED_CATEGORY;
      if (name === 'choice') return 'something-else';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '2026-01-31';
      if (schema.pattern === '^\\d+$') return '42';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** A hostile value of any kind: wrong type, huge or odd string, extreme number. */
function hostileValue(random: Rng): unknown {
  const roll = random.next();
  if (roll < 0.5) return random.pick(HOSTILE_STRINGS);
  if (roll < 0.75) return random.pick(HOSTILE_NUMBERS);
  return random.pick(WRONG_TYPES);
}

/** The valid sample with one thing broken: a field missing, added, retyped or made hostile. */
function mutate(value: unknown, schema: Schema | undefined, random: Rng): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostileValue(random);
  const object = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(object);
  const roll = random.next();
  if (keys.length === 0 || roll < 0.15) {
    object[random.pick(['extra', '__proto__', 'constructor', 'role', 'id'])] = hostileValue(random);
  } else if (roll < 0.3) {
    delete object[random.pick(schema?.required?.length ? schema.required : keys)];
  } else {
    const key = random.pick(keys);
    const inner = schema?.properties?.[key];
    object[key] =
      Array.isArray(object[key]) && random.next() < 0.5
        ? random.pick([
            [],
            Array.from({ length: 6000 }, () => 'id'),
            [hostileValue(random)],
            (object[key] as unknown[]).map(() => hostileValue(random)),
          ])
        : typeof object[key] === 'object' && object[key] !== null && random.next() < 0.5
          ? mutate(object[key], inner, random)
          : hostileValue(random);
  }
  return object;
}

function hostilePathValue(random: Rng): string {
  const value = String(hostileValue(random));
  // A literal %00 travels as sent; a lone surrogate as the invalid UTF-8 it would be; the rest as a browser encodes it.
  if (value === '%00') return value;
  try {
    return encodeURIComponent(value) || '%20';
  } catch {
    return '%ED%A0%80';
  }
}

function realPathValue(operation: Operation, name: string, random: Rng, ids: RealIds): string {
  const kind = idKind(name, operation.path);
  return kind && ids[kind].length > 0 ? random.pick(ids[kind]) : 'a';
}

/** Optional parameters present or not at random; when `broken` names one, it carries a hostile value (or comes twice). */
function queryString(operation: Operation, random: Rng, ids: RealIds, broken?: string): string {
  const query = new URLSearchParams();
  for (const param of operation.params.filter((p) => p.in === 'query')) {
    if (param.name === broken) {
      const value = hostileValue(random);
      query.append(param.name, typeof value === 'string' ? value : JSON.stringify(value));
      if (random.next() < 0.2) query.append(param.name, 'twice');
    } else if (param.name !== 'cursor' && random.next() < 0.4) {
      query.append(param.name, String(sample(param.schema, random, ids, param.name)));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A body as the caller would send it when `broken` is false; otherwise malformed in one of many ways. */
function bodyCase(operation: Operation, random: Rng, ids: RealIds, broken: boolean): Pick<Case, 'headers' | 'body' | 'shown'> {
  const key = `${operation.method} ${operation.path}`;
  if (MULTIPART.has(key)) {
    const form = new FormData();
    const roll = random.int(0, 4);
    if (roll === 0) return { headers: { 'content-type': 'multipart/form-data' }, body: 'no boundary', shown: 'multipart without a boundary' };
    if (roll === 1)
      return {
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
        shown: 'truncated multipart',
      };
    if (roll === 2) return { headers: {}, body: form, shown: 'empty multipart' };
    const field = random.pick(['file', 'coa_file', 'other']);
    form.append(
      field,
      new Blob([random.pick(['%PDF-1.4\n%%EOF', 'a,b\n1,2', '\u0000\u0000', 'PK\u0003\u0004junk'])]),
      String(random.pick(HOSTILE_STRINGS)).slice(0, 300) || 'x',
    );
    form.append('client_id', random.next() < 0.5 ? String(hostileValue(random)).slice(0, 2000) : random.pick(ids.client));
    return { headers: {}, body: form, shown: `multipart with field ${field}` };
  }
  if (operation.method === 'GET') return { headers: {}, shown: 'no body' };
  if (operation.method === 'DELETE' || !operation.body) {
    return broken
      ? { headers: { 'content-type': 'application/json' }, body: '{"x":', shown: 'bad JSON on a bodiless call' }
      : { headers: {}, shown: 'no body' };
  }
  const valid = sample(operation.body, random, ids);
  if (!broken) return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid), shown: 'valid JSON' };
  const roll = random.next();
  if (roll < 0.1)
    return {
      headers: { 'content-type': 'application/json' },
      body: random.pick(['{"a":', '{', 'nul', '"\\ud800"', '\u0000', '['.repeat(5000)]),
      shown: 'malformed JSON',
    };
  if (roll < 0.18)
    return {
      headers: { 'content-type': random.pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) },
      body: '{"name":"x"}',
      shown: 'wrong content-type',
    };
  if (roll < 0.25)
    return {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(random.pick([null, 1, 'text', [], [{}]])),
      shown: 'body of the wrong shape',
    };
  return {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(mutate(valid, operation.body, random)),
    shown: 'JSON with one field broken',
  };
}

/**
 * A request valid but for one thing (a path parameter, a query parameter or the body), so most cases get past the
 * first check and reach the service; some are left valid (and a GET's "broken body" is none), which reach the
 * success paths too.
 */
function makeCase(operation: Operation, random: Rng, ids: RealIds): Case {
  const pathParams = operation.params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = operation.params.filter((p) => p.in === 'query').map((p) => p.name);
  const targets = ['none', 'body', 'body', ...pathParams.map((name) => `path:${name}`), ...queryParams.map((name) => `query:${name}`)];
  const target = random.pick(targets);
  const url =
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      target === `path:${name}` ? hostilePathValue(random) : realPathValue(operation, name, random, ids),
    ) + queryString(operation, random, ids, target.startsWith('query:') ? target.slice(6) : undefined);
  return { url, ...bodyCase(operation, random, ids, target === 'body' || MULTIPART.has(`${operation.method} ${operation.path}`)) };
}

function readOperations(doc: {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        params: spec.parameters ?? [],
        body: spec.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Deleting and rolling back remove the records the other cases aim at, and signing out ends the caller's
  // session: those go last, so every other call is made signed in against records that exist.
  const rank = (operation: Operation) =>
    operation.path === '/api/auth/logout'
      ? 2
      : operation.method === 'DELETE' || operation.path.includes('rollback') || operation.path.endsWith('/revoke')
        ? 1
        : 0;
  return operations.sort((a, b) => rank(a) - rank(b));
}

describe.each(testDialects)('fuzzing every operation on %s', (dialect) => {
  let app: TestApp;
  let tokens: Record<'admin' | 'worker' | 'anonymous', string | undefined>;
  let realIds: RealIds;

  /** A statement the worker uploads and the parser turns into transactions, waited for until it is done. */
  async function parsedUpload(worker: string, clientId: string) {
    const pdf = await makeStatementPdf({
      holder: 'FUZZ CO',
      period: ['01/01/2026', '01/31/2026'],
      opening: 1000,
      lines: [
        { date: '01/05', description: 'FUZZ SUPPLIES 123', amount: -42.5 },
        { date: '01/09', description: 'CUSTOMER DEPOSIT', amount: 300 },
      ],
    });
    const form = fileForm('file', pdf, 'fuzz.pdf', 'application/pdf');
    form.append('client_id', clientId);
    const uploaded = await app.request('POST', '/api/uploads', { token: worker, form });
    await waitForParsed(app, uploaded.json.upload_id, worker);
    const rows = await app.request('GET', `/api/transactions/${uploaded.json.upload_id}`, { token: worker });
    return { uploadId: uploaded.json.upload_id as string, transactionIds: (rows.json as Array<{ _id: string }>).map((row) => row._id) };
  }

  beforeAll(async () => {
    app = await startTestApp(dialect);
    const admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    const worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    tokens = { admin, worker, anonymous: undefined };
    const client = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Fuzz Co', client_number: 9001, account_type: 'desktop' },
    });
    const online = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Fuzz Online', client_number: 9002, account_type: 'online' },
    });
    const category = await app.request('POST', '/api/categories', { token: admin, body: { name: SEEDED_CATEGORY } });
    const rule = await app.request('POST', '/api/rules', {
      token: admin,
      body: { client_id: client.json._id, vendor_contains: 'fuzz', map_to_account: SEEDED_CATEGORY },
    });
    const upload = await parsedUpload(worker, client.json._id);
    const link = await app.request('POST', `/api/ask-client/${client.json._id}/links`, {
      token: admin,
      body: { transaction_ids: upload.transactionIds },
    });
    const questionsToken = String(link.json.url).split('/q/')[1]!;
    const page = await app.request('GET', `/api/q/${questionsToken}`);
    const audit = await app.request('GET', '/api/audit?limit=20', { token: admin });
    realIds = {
      client: [client.json._id, online.json._id],
      category: [category.json._id],
      rule: [rule.json._id],
      upload: [upload.uploadId],
      transaction: upload.transactionIds,
      audit: (audit.json.entries as Array<{ id: string }>).map((entry) => entry.id),
      link: [link.json.link.id],
      token: [questionsToken],
      question: (page.json.questions as Array<{ id: string }>).map((question) => question.id),
    };
    for (const [kind, ids] of Object.entries(realIds)) expect(ids.length, `seeded ${kind} ids`).toBeGreaterThan(0);
  });
  afterAll(() => app?.close());

  it('answers malformed input with a 4xx JSON sentence, never a 5xx', { timeout: 180_000 }, async () => {
    const doc = await app.request('GET', '/api/docs/json');
    const operations = readOperations(doc.json);
    expect(operations.length).toBeGreaterThan(50);
    const random = createRng(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const [role, token] of Object.entries(tokens)) {
        for (let n = 0; n < CASES_PER_CALLER; n++) {
          const fuzz = makeCase(operation, random, realIds);
          const headers = { ...fuzz.headers, ...(token && { authorization: `Bearer ${token}` }) };
          const response = await fetch(app.url + fuzz.url, { method: operation.method, headers, body: fuzz.body });
          const text = await response.text();
          sent += 1;
          const problem =
            response.status >= 500
              ? `answered ${response.status}`
              : response.status >= 400 && !isJsonMessage(text)
                ? `answered ${response.status} without a JSON {message}`
                : null;
          if (problem) {
            const body = typeof fuzz.body === 'string' ? fuzz.body.slice(0, 300) : fuzz.shown;
            failures.push(
              `${problem}: ${operation.method} ${fuzz.url.slice(0, 300)} as ${role} (${fuzz.shown}) body=${JSON.stringify(body)} headers=${JSON.stringify(fuzz.headers)} → ${text.slice(0, 200)}`,
            );
          }
        }
      }
    }
    console.log(`fuzz on ${dialect}: ${sent} requests to ${operations.length} operations (seed ${SEED}), ${failures.length} failures`);
    expect(failures, `replay with FUZZ_SEED=${SEED}:\n${failures.join('\n')}`).toEqual([]);
    // The server still answers normally afterwards.
    expect((await app.request('GET', '/api/health')).status).toBe(200);
  });
});

function isJsonMessage(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}
