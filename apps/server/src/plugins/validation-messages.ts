import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

// Wire names that do not read well once their underscores become spaces.
const FIELD_NAMES: Record<string, string> = {
  _id: 'ID',
  qb_client_id: 'QB Client ID',
  qb_client_secret: 'QB Client Secret',
  client_id: 'client',
  upload_id: 'statement',
  transaction_ids: 'selection',
  id: 'ID',
};

/** The field an issue is about, as a bookkeeper would name it ("client number", "this value"). */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'this value';
  return (
    FIELD_NAMES[key] ??
    key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase()
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

function sizeLimit(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>, field: string): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const word = big ? 'at most' : 'at least';
  switch (issue.origin) {
    case 'string':
      if (!big && limit <= 1) return `${capitalise(field)} cannot be empty.`;
      return `${capitalise(field)} must be ${word} ${limit.toLocaleString('en-US')} characters.`;
    case 'array':
    case 'set':
      if (!big && limit <= 1) return `Choose at least one ${field === 'this value' ? 'item' : field}.`;
      return `${capitalise(field)} can hold ${word} ${limit.toLocaleString('en-US')} items.`;
    default:
      // zod's own bound on whole numbers (2^53) is no figure a person would type or recognise.
      if (big && !Number.isSafeInteger(limit + 1)) return `${capitalise(field)} is too large.`;
      return `${capitalise(field)} must be ${word} ${limit.toLocaleString('en-US')}.`;
  }
}

/**
 * A sentence for any validation issue a schema did not word itself, so no zod default
 * ("Too big: expected int to be <=9007199254740991") ever reaches a person. Used as zod's global error map.
 */
export function describeIssue(issue: Issue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `${capitalise(field)} is required.`;
      return `${capitalise(field)} must be ${KINDS[issue.expected] ?? 'of another kind'}.`;
    case 'too_big':
    case 'too_small':
      return sizeLimit(issue, field);
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      return `${capitalise(field)} is not in the expected format.`;
    case 'invalid_value':
      return `${capitalise(field)} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `${capitalise(field)} must be a multiple of ${String(issue.divisor)}.`;
    default:
      return `${capitalise(field)} is not valid.`;
  }
}
