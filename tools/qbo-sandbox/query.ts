import { faults } from './fault-bodies.ts';

// Intuit's query language, the documented subset (research notes §2 "Query language"):
// SELECT * | COUNT(*) FROM <Entity> [WHERE c [AND c]…] [ORDERBY f [ASC|DESC][, …]] [STARTPOSITION n] [MAXRESULTS n]
// with c = field (= | < | > | <= | >= | != | IN (…) | LIKE '…') value. No OR, projections, joins or GROUP BY.

type Value = string | number | boolean;
type Token = { kind: 'word' | 'string' | 'number' | 'symbol'; text: string; value?: Value };

export interface Condition {
  field: string;
  op: '=' | '!=' | '<' | '>' | '<=' | '>=' | 'IN' | 'LIKE';
  values: Value[];
}

export interface ParsedQuery {
  count: boolean;
  entity: string;
  where: Condition[];
  orderBy: { field: string; desc: boolean }[];
  startPosition: number;
  maxResults: number;
}

const DEFAULT_MAX = 100;
const MAX_ALLOWED = 1000;

const NAME_FIELDS = [
  'Id',
  'SyncToken',
  'Active',
  'DisplayName',
  'GivenName',
  'FamilyName',
  'CompanyName',
  'PrintOnCheckName',
  'Balance',
  'FullyQualifiedName',
];
const TXN_FIELDS = ['Id', 'SyncToken', 'TxnDate', 'DocNumber', 'TotalAmt', 'PrivateNote'];
const META = ['MetaData.CreateTime', 'MetaData.LastUpdatedTime'];

/** Queryable entities and their filterable fields (Intuit refuses a property an entity does not have). */
export const QUERYABLE: Record<string, string[]> = {
  Account: [
    'Id',
    'SyncToken',
    'Name',
    'SubAccount',
    'ParentRef',
    'FullyQualifiedName',
    'AcctNum',
    'Active',
    'Classification',
    'AccountType',
    'AccountSubType',
    'CurrentBalance',
    'Description',
    ...META,
  ],
  Vendor: [...NAME_FIELDS, ...META],
  Customer: [...NAME_FIELDS, ...META],
  Employee: [...NAME_FIELDS, ...META],
  Purchase: [...TXN_FIELDS, 'PaymentType', 'Credit', ...META],
  Deposit: [...TXN_FIELDS, ...META],
  Transfer: ['Id', 'SyncToken', 'TxnDate', 'Amount', 'PrivateNote', ...META],
  JournalEntry: [...TXN_FIELDS, 'Adjustment', ...META],
};

/** Name lists answer active rows only unless the statement itself filters on Active. */
const NAME_LISTS = new Set(['Account', 'Vendor', 'Customer', 'Employee']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= text.length) throw faults.queryParser(`Encountered end of statement inside a string literal at column ${i}`);
        const d = text[i] as string;
        // Intuit escapes a quote inside a literal with a backslash ('O\'Brien'), and so a backslash with another.
        if (d === '\\' && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
        } else if (d === "'") {
          i++;
          break;
        } else {
          value += d;
          i++;
        }
      }
      tokens.push({ kind: 'string', text: value, value });
    } else if (/[0-9-]/.test(c) && /[0-9]/.test(text[c === '-' ? i + 1 : i] ?? '')) {
      const m = /^-?\d+(\.\d+)?/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'number', text: m[0], value: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'word', text: m[0] });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (['<=', '>=', '!='].includes(two)) {
        tokens.push({ kind: 'symbol', text: two });
        i += 2;
      } else if ('=<>(),*'.includes(c)) {
        tokens.push({ kind: 'symbol', text: c });
        i++;
      } else {
        throw faults.queryParser(`Encountered "${c}" at column ${i + 1}`);
      }
    }
  }
  return tokens;
}

class Parser {
  private pos = 0;
  private readonly tokens: Token[];

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  peekWord(word: string): boolean {
    const t = this.tokens[this.pos];
    return t?.kind === 'word' && t.text.toUpperCase() === word;
  }
  peekSymbol(symbol: string): boolean {
    const t = this.tokens[this.pos];
    return t?.kind === 'symbol' && t.text === symbol;
  }
  next(what: string): Token {
    const t = this.tokens[this.pos++];
    if (!t) throw faults.queryParser(`Encountered end of statement, expected ${what}`);
    return t;
  }
  word(word: string): void {
    const t = this.next(word);
    if (t.kind !== 'word' || t.text.toUpperCase() !== word) throw faults.queryParser(`Encountered "${t.text}", expected ${word}`);
  }
  symbol(symbol: string): void {
    const t = this.next(`"${symbol}"`);
    if (t.kind !== 'symbol' || t.text !== symbol) throw faults.queryParser(`Encountered "${t.text}", expected "${symbol}"`);
  }
  identifier(what: string): string {
    const t = this.next(what);
    if (t.kind !== 'word') throw faults.queryParser(`Encountered "${t.text}", expected ${what}`);
    return t.text;
  }
  value(): Value {
    const t = this.next('a value');
    if (t.kind === 'string' || t.kind === 'number') return t.value as Value;
    if (t.kind === 'word' && /^(true|false)$/i.test(t.text)) return t.text.toLowerCase() === 'true';
    throw faults.queryParser(`Encountered "${t.text}", expected a value`);
  }
  integer(what: string): number {
    const t = this.next(what);
    if (t.kind !== 'number' || !Number.isInteger(t.value)) throw faults.queryParser(`Encountered "${t.text}", expected ${what}`);
    return t.value as number;
  }
  done(): boolean {
    return this.pos >= this.tokens.length;
  }
}

export function parseQuery(text: string): ParsedQuery {
  const p = new Parser(tokenize(text));
  p.word('SELECT');
  let count = false;
  if (p.peekSymbol('*')) {
    p.symbol('*');
  } else {
    p.word('COUNT');
    p.symbol('(');
    p.symbol('*');
    p.symbol(')');
    count = true;
  }
  p.word('FROM');
  const entityWord = p.identifier('an entity name');
  const entity = Object.keys(QUERYABLE).find((e) => e.toLowerCase() === entityWord.toLowerCase());
  if (!entity) throw faults.queryValidation(`Invalid entity ${entityWord}`);

  const where: Condition[] = [];
  if (p.peekWord('WHERE')) {
    p.word('WHERE');
    do {
      if (where.length) p.word('AND');
      where.push(condition(p, entity));
    } while (p.peekWord('AND'));
  }
  const orderBy: ParsedQuery['orderBy'] = [];
  if (p.peekWord('ORDERBY')) {
    p.word('ORDERBY');
    do {
      if (orderBy.length) p.symbol(',');
      const field = resolveField(entity, p.identifier('a property name'));
      let desc = false;
      if (p.peekWord('DESC') || p.peekWord('ASC')) desc = p.identifier('ASC or DESC').toUpperCase() === 'DESC';
      orderBy.push({ field, desc });
    } while (p.peekSymbol(','));
  }
  let startPosition = 1;
  let maxResults = DEFAULT_MAX;
  while (!p.done()) {
    if (p.peekWord('STARTPOSITION')) {
      p.word('STARTPOSITION');
      startPosition = p.integer('a start position');
      if (startPosition < 1) throw faults.queryValidation(`value ${startPosition} is too small. Min allowed value is 1`);
    } else if (p.peekWord('MAXRESULTS')) {
      p.word('MAXRESULTS');
      maxResults = p.integer('a number of results');
      if (maxResults > MAX_ALLOWED) throw faults.queryValidation(`value ${maxResults} is too large. Max allowed value is ${MAX_ALLOWED}`);
      if (maxResults < 1) throw faults.queryValidation(`value ${maxResults} is too small. Min allowed value is 1`);
    } else {
      throw faults.queryParser(`Encountered "${p.next('end').text}", expected STARTPOSITION, MAXRESULTS or the end of the statement`);
    }
  }
  return { count, entity, where, orderBy, startPosition, maxResults };
}

function resolveField(entity: string, name: string): string {
  const field = (QUERYABLE[entity] ?? []).find((f) => f.toLowerCase() === name.toLowerCase());
  if (!field) throw faults.queryValidation(`Property ${name} not found for Entity ${entity}`);
  return field;
}

function condition(p: Parser, entity: string): Condition {
  const field = resolveField(entity, p.identifier('a property name'));
  if (p.peekWord('IN')) {
    p.word('IN');
    p.symbol('(');
    const values = [p.value()];
    while (p.peekSymbol(',')) {
      p.symbol(',');
      values.push(p.value());
    }
    p.symbol(')');
    return { field, op: 'IN', values };
  }
  if (p.peekWord('LIKE')) {
    p.word('LIKE');
    const v = p.value();
    if (typeof v !== 'string') throw faults.queryParser('LIKE needs a quoted pattern');
    return { field, op: 'LIKE', values: [v] };
  }
  const op = p.next('an operator');
  if (op.kind !== 'symbol' || !['=', '!=', '<', '>', '<=', '>='].includes(op.text))
    throw faults.queryParser(`Encountered "${op.text}", expected an operator`);
  return { field, op: op.text as Condition['op'], values: [p.value()] };
}

function fieldValue(row: Record<string, unknown>, field: string): unknown {
  let v: unknown = row;
  for (const part of field.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  // References (ParentRef) compare by their value.
  if (v && typeof v === 'object' && 'value' in v) return (v as { value: unknown }).value;
  return v;
}

/** Strings compare without regard to case, numbers (and numeric strings such as Ids) as numbers. */
function compare(a: unknown, b: Value): number {
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b) ? 0 : 1;
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && a !== null && a !== undefined && !Number.isNaN(na) && !Number.isNaN(nb) && String(b).trim() !== '') return na - nb;
  return String(a ?? '')
    .toLowerCase()
    .localeCompare(String(b).toLowerCase());
}

function likeRegex(pattern: string): RegExp {
  const body = pattern
    .split('%')
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'is');
}

function matches(row: Record<string, unknown>, c: Condition): boolean {
  const v = fieldValue(row, c.field);
  switch (c.op) {
    case '=':
      return compare(v, c.values[0] as Value) === 0;
    case '!=':
      return compare(v, c.values[0] as Value) !== 0;
    case '<':
      return compare(v, c.values[0] as Value) < 0;
    case '>':
      return compare(v, c.values[0] as Value) > 0;
    case '<=':
      return compare(v, c.values[0] as Value) <= 0;
    case '>=':
      return compare(v, c.values[0] as Value) >= 0;
    case 'IN':
      return c.values.some((x) => compare(v, x) === 0);
    case 'LIKE':
      return likeRegex(String(c.values[0])).test(String(v ?? ''));
  }
}

/** Runs a parsed statement over an entity's rows, answering Intuit's `QueryResponse` object. */
export function runQuery(q: ParsedQuery, rows: Record<string, unknown>[]): Record<string, unknown> {
  const activeOnly = NAME_LISTS.has(q.entity) && !q.where.some((c) => c.field === 'Active');
  const hits = rows.filter((r) => (!activeOnly || r.Active === true) && q.where.every((c) => matches(r, c)));
  if (q.count) return { totalCount: hits.length };
  const order = q.orderBy.length ? q.orderBy : [{ field: 'Id', desc: false }];
  hits.sort((a, b) => {
    for (const o of order) {
      const d = compare(fieldValue(a, o.field), (fieldValue(b, o.field) ?? '') as Value);
      if (d !== 0) return o.desc ? -d : d;
    }
    return 0;
  });
  const page = hits.slice(q.startPosition - 1, q.startPosition - 1 + q.maxResults);
  if (page.length === 0) return {};
  return { [q.entity]: page.map((r) => structuredClone(r)), startPosition: q.startPosition, maxResults: page.length };
}
