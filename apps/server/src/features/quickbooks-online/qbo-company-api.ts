import { type QboApi, type QboBatchItem, type QboBatchResult, QboError } from './qbo-api.ts';
import { qboErrorFrom } from './qbo-errors.ts';
import type { QboHttp, QboTokenSource } from './qbo-http.ts';

/** Intuit's largest page (research notes, "Query language": MAXRESULTS above 1000 is refused). */
export const QUERY_PAGE_SIZE = 1000;

type Loose = Record<string, unknown>;

/** The rows of a QueryResponse: the one array in it (the entity key is absent when nothing matched). */
function queryRows(response: unknown): Loose[] {
  if (!response || typeof response !== 'object') return [];
  const found = Object.values(response as Loose).find(Array.isArray);
  return (found as Loose[] | undefined) ?? [];
}

function batchResult(item: Loose): QboBatchResult {
  const bId = String(item.bId ?? '');
  if (item.Fault) return { bId, error: qboErrorFrom(400, JSON.stringify({ Fault: item.Fault })) };
  if (item.QueryResponse) return { bId, rows: queryRows(item.QueryResponse) };
  const key = Object.keys(item).find((name) => name !== 'bId' && item[name] && typeof item[name] === 'object');
  return { bId, entity: key ? (item[key] as Loose) : undefined };
}

export interface CompanyApiOptions {
  clientId: string;
  realmId: string;
  http: QboHttp;
  tokens: QboTokenSource;
  batchSize: number;
}

/** The Accounting API of one client's company (the seam in qbo-api.ts). */
export function createCompanyApi({ clientId, realmId, http, tokens, batchSize }: CompanyApiOptions): QboApi {
  const call = <T>(request: Parameters<QboHttp['request']>[2]) => http.request<T>(realmId, tokens, request);

  async function write<T>(entity: string, body: Record<string, unknown>, requestId: string): Promise<T> {
    const answer = await call<Loose>({ method: 'POST', path: `/${entity.toLowerCase()}`, search: { requestid: requestId }, body });
    const created = answer[entity];
    if (!created || typeof created !== 'object') throw new QboError(`QuickBooks did not return the ${entity} it saved`, 'other', 200);
    return created as T;
  }

  return {
    clientId,
    realmId,

    async query<T>(entity: string, where?: string): Promise<T[]> {
      const rows: T[] = [];
      for (let start = 1; ; start += QUERY_PAGE_SIZE) {
        const statement = `SELECT * FROM ${entity}${where ? ` WHERE ${where}` : ''} STARTPOSITION ${start} MAXRESULTS ${QUERY_PAGE_SIZE}`;
        const answer = await call<{ QueryResponse?: Loose }>({ method: 'GET', path: '/query', search: { query: statement } });
        const page = queryRows(answer.QueryResponse) as T[];
        rows.push(...page);
        if (page.length < QUERY_PAGE_SIZE) return rows;
      }
    },

    create: (entity, body, { requestId }) => write(entity, body, requestId),

    update: (entity, body, { requestId }) => write(entity, { ...body, sparse: true }, requestId),

    async batch(items: QboBatchItem[], options = {}): Promise<QboBatchResult[]> {
      if (items.length > batchSize) {
        throw new QboError(`At most ${batchSize} items can go to QuickBooks in one batch`, 'other', null, '1040');
      }
      const answer = await call<{ BatchItemResponse?: Loose[] }>({
        method: 'POST',
        path: '/batch',
        ...(options.requestId && { search: { requestid: options.requestId } }),
        body: {
          BatchItemRequest: items.map((item) =>
            item.query !== undefined
              ? { bId: item.bId, Query: item.query }
              : { bId: item.bId, operation: item.operation ?? 'create', [item.entity ?? '']: item.body ?? {} },
          ),
        },
      });
      return (answer.BatchItemResponse ?? []).map(batchResult);
    },
  };
}
