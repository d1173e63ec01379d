import { QboError, type QboErrorKind } from './qbo-api.ts';

/** One error as Intuit reports it, whichever of its shapes it came in. */
export interface IntuitError {
  code: string | null;
  message: string;
  detail: string | null;
}

type Loose = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function fromErrorList(list: unknown, keys: { message: string; detail: string; code: string }): IntuitError[] {
  if (!Array.isArray(list)) return [];
  return list.map((item: Loose) => ({
    code: text(item?.[keys.code]) ?? (typeof item?.[keys.code] === 'number' ? String(item[keys.code]) : null),
    message: text(item?.[keys.message]) ?? 'QuickBooks reported an error',
    detail: text(item?.[keys.detail]),
  }));
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * Intuit answers errors in four shapes (research notes, "Errors"): `{Fault:{Error:[{Message,Detail,code}]}}`
 * for validation, the lower-case `{fault:{error:[{message,detail,code}]}}` on a 401, OAuth's
 * `{error, error_description}`, and XML `<Error code="…"><Message>…</Message><Detail>…</Detail>` for
 * throttling and some authentication failures, even when JSON was asked for.
 */
export function readIntuitErrors(body: string): IntuitError[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('<')) {
    const errors: IntuitError[] = [];
    for (const match of trimmed.matchAll(/<Error\b([^>]*)>([\s\S]*?)<\/Error>/gi)) {
      const code = /\bcode="([^"]*)"/i.exec(match[1] ?? '')?.[1] ?? null;
      const message = /<Message>([\s\S]*?)<\/Message>/i.exec(match[2] ?? '')?.[1];
      const detail = /<Detail>([\s\S]*?)<\/Detail>/i.exec(match[2] ?? '')?.[1];
      errors.push({
        code: code || null,
        message: message ? decodeXml(message) : 'QuickBooks reported an error',
        detail: detail ? decodeXml(detail) || null : null,
      });
    }
    return errors;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const root = parsed as Loose;
  const upper = root.Fault as Loose | undefined;
  if (upper && typeof upper === 'object') return fromErrorList(upper.Error, { message: 'Message', detail: 'Detail', code: 'code' });
  const lower = root.fault as Loose | undefined;
  if (lower && typeof lower === 'object') return fromErrorList(lower.error, { message: 'message', detail: 'detail', code: 'code' });
  const oauth = text(root.error);
  if (oauth) return [{ code: oauth, message: oauth, detail: text(root.error_description) }];
  return [];
}

/** The thing Intuit names in its Detail ("account 'Meals'", "Vendor: \"Acme\""), when it names one. */
function namedThing(detail: string | null): { thing: string; name: string } | null {
  const match = detail ? /\b(account|vendor|customer|employee|name)\s*[:=]?\s*['"]([^'"]{1,100})['"]/i.exec(detail) : null;
  return match?.[1] && match[2] ? { thing: match[1].toLowerCase(), name: match[2] } : null;
}

/** Intuit's common codes in a bookkeeper's words (research notes, "Errors", common codes table). */
function sentenceFor(error: IntuitError): string {
  const found = namedThing(error.detail);
  const named = (fallback: string) => (found ? `${found.thing} '${found.name}'` : fallback);
  switch (error.code) {
    case '610':
      return `QuickBooks says ${named('something this transaction uses')} is inactive or deleted`;
    case '2500':
      return `QuickBooks does not know ${named('an account or name this transaction refers to')}`;
    case '2020':
      return 'QuickBooks says a required field is missing';
    case '2170':
      return 'QuickBooks does not accept one of the values sent';
    case '5010':
      return 'QuickBooks says the record was changed by someone else in the meantime; try again';
    case '6000':
      return 'QuickBooks refused the transaction under its business rules';
    case '6140':
      return 'QuickBooks says this document number is already used';
    case '6190':
      return 'QuickBooks says the company cannot take transactions in its current state (subscription or company status)';
    case '6210':
      return 'QuickBooks says the accounting period is closed for this date';
    case '6240':
      return `QuickBooks says ${named('the name')} is already used by another customer, vendor or employee`;
    case '6540':
      return 'QuickBooks says a deposited transaction cannot be changed';
    case '1040':
      return 'QuickBooks says too many items were sent in one batch';
    case '3001':
      return 'QuickBooks is limiting how fast we may send requests';
    case '4000':
    case '4001':
      return 'QuickBooks could not read our query';
    case '100':
    case '120':
    case '3200':
    case 'invalid_grant':
      return 'QuickBooks no longer accepts this connection. Reconnect to QuickBooks.';
    case '3100':
      return 'QuickBooks says this app may not use that company';
    case 'invalid_client':
      return "QuickBooks refused the client's app keys. Check the QB Client ID and Secret.";
    default:
      return `QuickBooks says: ${error.message}`;
  }
}

function kindFor(status: number | null, code: string | null): QboErrorKind {
  if (status === 401 || code === 'invalid_grant' || code === '3200' || code === '120' || code === '100') return 'disconnected';
  if (status !== null && status >= 500) return 'unavailable';
  if (status === 400) return 'validation';
  return 'other';
}

/** Turns an error answer from Intuit into a QboError whose message a bookkeeper can act on, keeping Intuit's Detail. */
export function qboErrorFrom(status: number | null, body: string): QboError {
  const [first] = readIntuitErrors(body);
  if (!first) {
    const message =
      status !== null && status >= 500
        ? 'QuickBooks is not answering properly right now. Try again in a few minutes.'
        : `QuickBooks answered with an unexpected error${status ? ` (HTTP ${status})` : ''}`;
    return new QboError(message, kindFor(status, null), status);
  }
  const sentence = sentenceFor(first);
  const detail = first.detail && !sentence.includes(first.detail) ? ` (${first.detail})` : '';
  return new QboError(`${sentence}${detail}`, kindFor(status, first.code), status, first.code);
}
