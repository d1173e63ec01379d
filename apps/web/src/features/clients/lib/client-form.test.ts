import { describe, expect, it } from 'vitest';
import type { Client } from '@ledgerdesk/contracts';
import {
  CLIENT_REQUIRED_MESSAGE,
  EMPTY_CLIENT_FORM,
  clientFormSchema,
  clientFormValues,
  fieldOfServerError,
  savedSecretEnding,
  savedSecretPlaceholder,
} from './client-form.ts';

const firstMessage = (values: typeof EMPTY_CLIENT_FORM) => {
  const parsed = clientFormSchema.safeParse(values);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('client form', () => {
  it('asks for name and client number with one message', () => {
    expect(firstMessage(EMPTY_CLIENT_FORM)).toBe(CLIENT_REQUIRED_MESSAGE);
    expect(firstMessage({ ...EMPTY_CLIENT_FORM, name: 'Acme' })).toBe(CLIENT_REQUIRED_MESSAGE);
    expect(firstMessage({ ...EMPTY_CLIENT_FORM, client_number: '1001' })).toBe(CLIENT_REQUIRED_MESSAGE);
  });

  it('sends the client number as an integer and blanks as null', () => {
    const parsed = clientFormSchema.parse({ ...EMPTY_CLIENT_FORM, name: ' Acme ', client_number: ' 1001 ' });
    expect(parsed).toEqual({
      name: 'Acme',
      client_number: 1001,
      account_type: 'online',
      email: null,
      phone: null,
      qb_client_id: null,
    });
  });

  it("uses the contract's words for a client # that is not a whole number, and for a bad email", () => {
    expect(firstMessage({ ...EMPTY_CLIENT_FORM, name: 'Acme', client_number: '10a' })).toBe('Client # must be a whole number');
    expect(firstMessage({ ...EMPTY_CLIENT_FORM, name: 'Acme', client_number: '1', email: 'nope' })).toBe('Enter a valid email address');
  });

  it('sends QuickBooks keys for an online client only; a blank secret keeps the saved one', () => {
    const online = { ...EMPTY_CLIENT_FORM, name: 'Acme', client_number: '7', qb_client_id: 'ABC', qb_client_secret: '' };
    expect(clientFormSchema.parse(online)).toMatchObject({ qb_client_id: 'ABC' });
    expect('qb_client_secret' in clientFormSchema.parse(online) && clientFormSchema.parse(online).qb_client_secret).toBeFalsy();
    expect(clientFormSchema.parse({ ...online, qb_client_secret: 's3cret' }).qb_client_secret).toBe('s3cret');
    expect(clientFormSchema.parse({ ...online, remove_secret: true }).qb_client_secret).toBeNull();

    const desktop = clientFormSchema.parse({ ...online, account_type: 'desktop', qb_client_secret: 'typed' });
    expect(desktop).toMatchObject({ account_type: 'desktop', qb_client_id: null, qb_client_secret: null });
  });

  it('fills the form from a client without its secret, and shows how the saved one ends', () => {
    const client: Client = {
      _id: 'c1',
      name: 'Acme',
      client_number: 1001,
      account_type: 'online',
      email: null,
      phone: '555',
      qb_client_id: 'ABC',
      qb_client_secret: '••••••••1234',
      has_qb_client_secret: true,
      qb_keys_message: null,
      statement_count: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(clientFormValues(client)).toMatchObject({ client_number: '1001', email: '', phone: '555', qb_client_secret: '' });
    expect(savedSecretEnding(client)).toBe('1234');
    expect(savedSecretPlaceholder('1234')).toBe('Saved (ends in 1234) — leave blank to keep');
    expect(savedSecretEnding({ qb_client_secret: null, has_qb_client_secret: false })).toBeNull();
  });

  it('finds the field a server error names', () => {
    expect(fieldOfServerError({ message: 'taken', field: 'client_number' })).toBe('client_number');
    expect(fieldOfServerError({ message: 'x', issues: [{ path: 'email', message: 'bad' }] })).toBe('email');
    expect(fieldOfServerError({ message: 'x', issues: [{ path: 'body', message: 'bad' }] })).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
