import { describe, expect, it } from 'vitest';
import { clientDeletion } from './client-deletion.ts';

const client = { name: 'Orchard Bakery', client_number: 9101 };

describe('clientDeletion', () => {
  it('offers the deletion of a client without statements', () => {
    expect(clientDeletion({ ...client, statement_count: 0 })).toEqual({
      allowed: true,
      description: 'Orchard Bakery (Client # 9101) and its charts of accounts will be removed. This cannot be undone.',
    });
  });

  it('says a client with statements cannot be deleted, with the count in correct English', () => {
    const one = clientDeletion({ ...client, statement_count: 1 });
    expect(one.allowed).toBe(false);
    expect(one.description).toBe(
      'Orchard Bakery (Client # 9101) has 1 statement, so it cannot be deleted: a client with statements is kept, so no reviewed work is lost.',
    );
    expect(clientDeletion({ ...client, statement_count: 3 }).description).toContain('has 3 statements, so it cannot be deleted');
    expect(clientDeletion({ ...client, statement_count: 1200 }).description).toContain('has 1,200 statements');
  });
});
