import { describe, expect, it } from 'vitest';
import { detectClient, matchesFilename, matchesStatementText } from './detect-client.ts';

const harbor = { id: 'h', name: 'Harbor Cafe LLC', client_number: 1 };
const harborview = { id: 'hv', name: 'Harborview Dental', client_number: 2 };
const bright = { id: 'b', name: 'Bright & Sons Plumbing', client_number: 3 };
const clients = [harbor, harborview, bright];

describe('matchesFilename', () => {
  it('finds the first word of the client name anywhere in the file name, ignoring case', () => {
    expect(matchesFilename(harbor, 'HARBOR_2026-01.pdf')).toBe(true);
    expect(matchesFilename(bright, 'statement-jan.pdf')).toBe(false);
  });
});

describe('matchesStatementText', () => {
  it('matches the name without legal suffixes, as whole words, whatever the punctuation', () => {
    expect(matchesStatementText(harbor, 'HARBOR CAFE\n12 Main St')).toBe(true);
    expect(matchesStatementText(bright, 'BRIGHT AND SONS PLUMBING LLC')).toBe(true);
    expect(matchesStatementText(harbor, 'HARBORVIEW CAFETERIA')).toBe(false);
  });
});

describe('detectClient', () => {
  it('takes the client the file name and the statement agree on', () => {
    expect(detectClient(clients, 'harbor-jan.pdf', 'HARBOR CAFE LLC statement')).toEqual({ kind: 'one', client: harbor });
  });

  it('takes a single file-name match when the statement names nobody, and the reverse', () => {
    expect(detectClient(clients, 'bright-jan.pdf', 'nothing useful')).toEqual({ kind: 'one', client: bright });
    expect(detectClient(clients, 'statement.pdf', 'BRIGHT & SONS PLUMBING')).toEqual({ kind: 'one', client: bright });
  });

  it('asks when several clients match', () => {
    const result = detectClient(clients, 'harbor.pdf', null);
    expect(result.kind).toBe('one');
    const ambiguous = detectClient(clients, 'harborview-harbor.pdf', null);
    expect(ambiguous).toMatchObject({ kind: 'several', message: 'Multiple client matches found. Please select manually.' });
  });

  it('asks when the file name and the statement disagree', () => {
    const result = detectClient(clients, 'bright-jan.pdf', 'HARBOR CAFE');
    expect(result).toMatchObject({ kind: 'several', clients: [bright, harbor] });
  });

  it('says so when nothing matches', () => {
    expect(detectClient(clients, 'scan0001.pdf', 'ACME')).toEqual({
      kind: 'none',
      message: 'Could not parse client name. Please select manually.',
    });
  });
});

describe('detectClient for a bank file', () => {
  const clients = [
    { id: 'h', name: 'Harbor Cafe LLC', client_number: 1 },
    { id: 'n', name: 'Nguyen Household', client_number: 2 },
  ];

  it('finds the client whose earlier files came from the same bank account', () => {
    expect(detectClient(clients, 'download.ofx', null, ['n'])).toEqual({ kind: 'one', client: clients[1] });
    expect(detectClient(clients, 'harbor-jan.qbo', null, ['h'])).toEqual({ kind: 'one', client: clients[0] });
  });

  it('asks when the file name and the account disagree', () => {
    const detection = detectClient(clients, 'harbor-jan.qfx', null, ['n']);
    expect(detection).toMatchObject({
      kind: 'several',
      message: "The file name suggests Harbor Cafe LLC but this bank account's earlier files belong to Nguyen Household. Please select manually.",
    });
  });
});
