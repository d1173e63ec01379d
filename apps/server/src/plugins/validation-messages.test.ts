import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, fieldName } from './validation-messages.ts';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: describeIssue }).error?.issues[0]?.message;

describe('describeIssue', () => {
  it('names the field in words, never as a prefix', () => {
    expect(fieldName(['client_number'])).toBe('client number');
    expect(fieldName(['rows', 3, 'amountCents'])).toBe('amount cents');
    expect(fieldName([])).toBe('this value');
  });

  it('turns zod’s safe-integer bound into a plain sentence', () => {
    const message = messageOf(z.object({ page_size: z.number().int() }), { page_size: 2 ** 60 });
    expect(message).toBe('Page size is too large.');
    expect(message).not.toMatch(/9007199254740991|expected int/);
  });

  it('words missing, mistyped, short, long and unknown values', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Name is required.');
    expect(messageOf(z.object({ approved: z.boolean() }), { approved: 'yes' })).toBe('Approved must be yes or no.');
    expect(messageOf(z.object({ name: z.string().min(1) }), { name: '' })).toBe('Name cannot be empty.');
    expect(messageOf(z.object({ note: z.string().max(5) }), { note: 'too long' })).toBe('Note must be at most 5 characters.');
    expect(messageOf(z.object({ amount: z.number().max(100) }), { amount: 101 })).toBe('Amount must be at most 100.');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('This value can hold at most 2 items.');
    expect(messageOf(z.object({ kind: z.enum(['online', 'desktop']) }), { kind: 'cloud' })).toBe('Kind must be one of: online, desktop.');
    expect(messageOf(z.strictObject({}), { owner: 1 })).toBe('This field is not accepted here: owner.');
    expect(messageOf(z.object({ email: z.email() }), { email: 'x' })).toBe('Enter a valid email address.');
  });

  it('leaves a schema’s own message alone', () => {
    expect(z.object({ n: z.number().max(3, 'Too many') }).safeParse({ n: 4 }).error?.issues[0]?.message).toBe('Too many');
  });
});
