import { describe, expect, it } from 'vitest';
import { detectClient } from './detect-client.ts';

const harborCafe = { _id: 'c1', name: 'Harbor Cafe', client_number: 101 };
const harborMarine = { _id: 'c2', name: 'Harbor Marine Supply', client_number: 102 };
const oakwood = { _id: 'c3', name: 'Oakwood Dental', client_number: 103 };

describe('detectClient', () => {
  it("finds the client whose name's first word is in the file name, ignoring case", () => {
    expect(detectClient('HARBOR-statement-jan.pdf', [harborCafe, oakwood])).toEqual({ kind: 'one', client: harborCafe });
    expect(detectClient('2026-01 oakwood.pdf', [harborCafe, oakwood])).toEqual({ kind: 'one', client: oakwood });
  });

  it('finds the first word inside a longer word too, as the brief matches within the file name', () => {
    expect(detectClient('harborcafe_jan.pdf', [oakwood, harborCafe])).toEqual({ kind: 'one', client: harborCafe });
  });

  it('reports no match', () => {
    expect(detectClient('statement.pdf', [harborCafe, oakwood])).toEqual({ kind: 'none' });
    expect(detectClient('harbor.pdf', [])).toEqual({ kind: 'none' });
  });

  it('prefers the client with more of its name in the file name', () => {
    expect(detectClient('harbor-marine-jan.pdf', [harborCafe, harborMarine])).toEqual({ kind: 'one', client: harborMarine });
    expect(detectClient('harbor cafe jan.pdf', [harborCafe, harborMarine])).toEqual({ kind: 'one', client: harborCafe });
  });

  it('leaves a tie to the person', () => {
    expect(detectClient('harbor-jan.pdf', [harborCafe, harborMarine])).toEqual({
      kind: 'many',
      clients: [harborCafe, harborMarine],
    });
  });

  it('skips a client whose name has no letters or digits', () => {
    expect(detectClient('x.pdf', [{ _id: 'c9', name: ' - ', client_number: 1 }])).toEqual({ kind: 'none' });
  });
});
