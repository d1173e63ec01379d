import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { exportProblems, iifFileName, reexportQuestion } from './export-files.ts';

describe('export files', () => {
  it('names the IIF file after the client, as the brief does', () => {
    expect(iifFileName('Orchard Bakery')).toBe('Orchard Bakery_transactions.iif');
    expect(iifFileName('Café Noël')).toBe('Café Noël_transactions.iif');
  });

  it('keeps a client name with characters Windows refuses usable as a file name', () => {
    expect(iifFileName('A/B Plumbing: "North"')).toBe('A-B Plumbing- -North-_transactions.iif');
    expect(iifFileName('..hidden')).toBe('hidden_transactions.iif');
    expect(iifFileName('///')).toBe('-_transactions.iif');
    expect(iifFileName('  ')).toBe('client_transactions.iif');
    expect(iifFileName('Tab\tName')).toBe('Tab-Name_transactions.iif');
  });

  it("reads the server's re-export question from a 409 that lists already exported rows", () => {
    const message = '2 of these transactions were already exported on Jan 5, 2026. Export them again only if the earlier file was not imported.';
    const details = { message, already_exported: ['a', 'b'] };
    expect(reexportQuestion(new ApiError(message, 409, { details }))).toBe(message);
    expect(reexportQuestion(new ApiError('Client # taken', 409, { details: { message: 'Client # taken' } }))).toBeNull();
    expect(reexportQuestion(new ApiError(message, 400, { details }))).toBeNull();
    expect(reexportQuestion(new Error(message))).toBeNull();
  });

  it('lists the names a refused export gives', () => {
    const details = { message: 'These accounts are not in the chart: Fuel, Checking', problems: ['Fuel', 'Checking', 3] };
    expect(exportProblems(new ApiError(details.message, 400, { details }))).toEqual(['Fuel', 'Checking']);
    expect(exportProblems(new ApiError('x', 400, { details: { message: 'x' } }))).toEqual([]);
    expect(exportProblems(new TypeError('Failed to fetch'))).toEqual([]);
  });
});
