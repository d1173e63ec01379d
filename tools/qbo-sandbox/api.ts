import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Company, Lookup, Row } from './company.ts';
import { FaultError, GENERAL_AUTH_XML, THROTTLE_XML, authenticationFailedBody, faultBody, faults } from './fault-bodies.ts';
import type { FaultQueue } from './fault-queue.ts';
import { BodyTooLarge, mediaType, readBody, send, sendJson } from './http.ts';
import { intuitTime } from './intuit-time.ts';
import type { RealmLimiter } from './limits.ts';
import type { OAuthServer } from './oauth.ts';
import { parseQuery, QUERYABLE, runQuery } from './query.ts';
import type { QboFault } from './types.ts';
import { WRITABLE, write } from './writes.ts';

export interface ApiDeps {
  companies: Map<string, Company>;
  oauth: OAuthServer;
  limiter: RealmLimiter;
  faults: FaultQueue;
  batchMax: number;
  latencyMs: number;
}

/** requestid: at most 50 characters, 36 for a batch, whose bIds are then at most 10 (Intuit blog 2015/04/06/15346). */
const REQUEST_ID_MAX = 50;
const BATCH_REQUEST_ID_MAX = 36;
const BATCH_BID_MAX = 10;

const READABLE: Record<string, string> = Object.fromEntries(Object.keys(QUERYABLE).map((e) => [e.toLowerCase(), e]));

interface Answer {
  status: number;
  body: string;
}

const ok = (body: Row): Answer => ({ status: 200, body: JSON.stringify({ ...body, time: intuitTime() }) });
const refused = (e: FaultError): Answer => ({ status: e.status, body: JSON.stringify(faultBody(e)) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function json(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw faults.malformed('Error parsing object: the request body is not valid JSON');
  }
}

function runStatement(statement: string, lookup: Lookup): Row {
  const q = parseQuery(statement);
  return runQuery(q, lookup.all(q.entity));
}

/** `/v3/company/{realmId}/…`: the Accounting API. */
export async function handleApi(deps: ApiDeps, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const m = /^\/v3\/company\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (!m) return sendJson(res, 404, faultBody(faults.notFound(url.pathname)));
  const realmId = decodeURIComponent(m[1] as string);
  const rest = m[2] as string;

  const auth = deps.oauth.authenticate(req.headers.authorization, realmId);
  if (!auth.ok) {
    if (auth.status === 403) return sendJson(res, 403, faultBody(faults.authorizationFailed()));
    return sendJson(res, 401, authenticationFailedBody(auth.detail), { 'www-authenticate': 'Bearer realm="Intuit", error="invalid_token"' });
  }
  const release = deps.limiter.admit(realmId, method === 'POST' && rest === 'batch');
  if (!release) return send(res, 429, THROTTLE_XML, 'application/xml');
  try {
    if (deps.latencyMs > 0) await sleep(deps.latencyMs);
    const fault = deps.faults.takeApi(method, url.pathname);
    if (fault && fault.kind !== 'drop-after-commit') return answerFault(deps, fault, req, res, realmId);
    const company = deps.companies.get(realmId) as Company;
    const answer = await route(deps, company, method, rest, req, url);
    if (fault) {
      // drop-after-commit: the work (and its requestid answer) is stored, the client never hears of it.
      req.socket.destroy();
      return;
    }
    send(res, answer.status, answer.body, 'application/json;charset=UTF-8');
  } catch (e) {
    if (e instanceof BodyTooLarge) return sendJson(res, 413, faultBody(faults.malformed('Request body too large')));
    console.error('qbo-sandbox: unexpected error', e);
    sendJson(res, 500, faultBody(faults.systemFailure()));
  } finally {
    release();
  }
}

function answerFault(deps: ApiDeps, fault: QboFault, req: IncomingMessage, res: ServerResponse, realmId: string): void {
  switch (fault.kind) {
    case '429':
      deps.limiter.countThrottled(realmId);
      return send(
        res,
        429,
        THROTTLE_XML,
        'application/xml',
        fault.retryAfterSeconds !== undefined ? { 'retry-after': String(fault.retryAfterSeconds) } : {},
      );
    case '500':
      return sendJson(res, 500, faultBody(faults.systemFailure()));
    case '503':
      return send(
        res,
        503,
        '<html><body><h1>503 Service Unavailable</h1><p>No server is available to handle this request.</p></body></html>',
        'text/html',
      );
    case 'drop-before-commit':
      req.socket.destroy();
      return;
    case 'expire-access-token':
      deps.oauth.expireAccessToken(req.headers.authorization);
      return sendJson(res, 401, authenticationFailedBody('Token expired: the access token has expired'), {
        'www-authenticate': 'Bearer realm="Intuit", error="invalid_token"',
      });
    case 'xml-401':
      return send(res, 401, GENERAL_AUTH_XML, 'application/xml');
    default:
      return sendJson(res, 500, faultBody(faults.systemFailure()));
  }
}

async function route(deps: ApiDeps, company: Company, method: string, rest: string, req: IncomingMessage, url: URL): Promise<Answer> {
  try {
    if (rest === 'query') return ok({ QueryResponse: runStatement(await queryText(method, req, url), company) });
    if (method === 'POST' && (rest === 'batch' || WRITABLE[rest]))
      return await idempotent(company, req, url, rest === 'batch', (body) =>
        rest === 'batch' ? batch(deps, company, body, url) : single(company, WRITABLE[rest] as string, body, url),
      );
    if (method === 'GET' && rest === `companyinfo/${company.realmId}`) return ok({ CompanyInfo: company.companyInfo() });
    const read = /^([a-z]+)\/([^/]+)$/.exec(rest);
    const entity = read ? READABLE[read[1] as string] : undefined;
    if (method === 'GET' && read && entity) {
      const row = company.get(entity, decodeURIComponent(read[2] as string));
      if (!row)
        throw new FaultError(400, {
          Error: [{ Message: 'Object Not Found', Detail: `Object Not Found : ${entity} ${read[2]} was not found`, code: '610', element: '' }],
          type: 'ValidationFault',
        });
      return ok({ [entity]: structuredClone(row) });
    }
    throw faults.notFound(`${method} ${url.pathname}`);
  } catch (e) {
    if (e instanceof FaultError) return refused(e);
    throw e;
  }
}

async function queryText(method: string, req: IncomingMessage, url: URL): Promise<string> {
  if (method === 'GET') {
    const q = url.searchParams.get('query');
    if (!q) throw faults.queryParser('the query parameter is missing');
    return q;
  }
  if (method !== 'POST') throw faults.notFound(`${method} ${url.pathname}`);
  // POST …/query carries the statement as text (python-quickbooks `query`).
  if (mediaType(req) !== 'application/text') throw faults.unsupportedMediaType('application/text');
  return readBody(req);
}

/** A write under a `requestid`: a repeat is answered with the stored first answer, errors included, and does nothing. */
async function idempotent(company: Company, req: IncomingMessage, url: URL, isBatch: boolean, run: (body: unknown) => Answer): Promise<Answer> {
  const requestId = url.searchParams.get('requestid');
  const max = isBatch ? BATCH_REQUEST_ID_MAX : REQUEST_ID_MAX;
  if (requestId !== null && requestId.length > max) throw faults.stringLength('requestid', max);
  const raw = await readBody(req);
  const stored = requestId ? company.requestIds.get(requestId) : undefined;
  if (stored) return stored;
  let answer: Answer;
  try {
    if (mediaType(req) !== 'application/json') throw faults.unsupportedMediaType('application/json');
    answer = run(json(raw));
  } catch (e) {
    if (!(e instanceof FaultError)) throw e;
    answer = refused(e);
  }
  if (requestId) company.requestIds.set(requestId, answer);
  return answer;
}

function single(company: Company, entity: string, body: unknown, url: URL): Answer {
  const row = write(company, company, entity, url.searchParams.get('operation') ?? undefined, body, url.searchParams.get('requestid'));
  return ok({ [entity]: structuredClone(row) });
}

const BATCH_ENTITIES = Object.values(WRITABLE);

function batch(deps: ApiDeps, company: Company, body: unknown, url: URL): Answer {
  const requestId = url.searchParams.get('requestid');
  const items = (body as Row | null)?.BatchItemRequest;
  if (!Array.isArray(items) || items.length === 0) throw faults.requiredMissing('BatchItemRequest');
  if (items.length > deps.batchMax) throw faults.batchTooBig(items.length, deps.batchMax);
  const bIds = new Set<string>();
  for (const item of items as Row[]) {
    if (!item || typeof item !== 'object' || typeof item.bId !== 'string' || !item.bId) throw faults.requiredMissing('bId');
    if (requestId && item.bId.length > BATCH_BID_MAX) throw faults.stringLength('bId', BATCH_BID_MAX);
    // Answers are matched to items by bId, so two items may not share one.
    if (bIds.has(item.bId)) throw faults.malformed(`Duplicate bId ${item.bId} in the batch`);
    bIds.add(item.bId);
  }
  // Items run one after another, but none sees what an earlier item of the same batch created
  // (Intuit blog 2017/07/27 "batch operations important").
  const before = company.snapshot();
  const responses = (items as Row[]).map((item) => {
    try {
      if ('Query' in item) {
        if (typeof item.Query !== 'string') throw faults.queryParser('Query must be a string');
        return { bId: item.bId, QueryResponse: runStatement(item.Query, before) };
      }
      const present = BATCH_ENTITIES.filter((e) => e in item);
      if (present.length !== 1) throw present.length ? faults.malformed('A batch item carries exactly one entity') : faults.requiredMissing('Entity');
      const entity = present[0] as string;
      if (item.operation === undefined) throw faults.requiredMissing('operation');
      return { bId: item.bId, [entity]: structuredClone(write(company, before, entity, item.operation, item[entity], requestId)) };
    } catch (e) {
      if (!(e instanceof FaultError)) throw e;
      return { bId: item.bId, Fault: e.fault };
    }
  });
  return ok({ BatchItemResponse: responses });
}
