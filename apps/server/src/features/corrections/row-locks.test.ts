import { describe, expect, it } from 'vitest';
import { correctionLock } from './row-locks.ts';

const open = { qb_id: null, qb_request_id: null, iif_exported_at: null };

describe('correctionLock', () => {
  it('lets a row that never left be corrected', () => {
    expect(correctionLock(open)).toBeNull();
  });

  it('locks what reached QuickBooks, or may have, saying where to fix it', () => {
    expect(correctionLock({ ...open, qb_id: '12' })).toContain('Correct it in QuickBooks.');
    expect(correctionLock({ ...open, qb_request_id: 'abc#1' })).toContain('Push the statement again');
    expect(correctionLock({ ...open, iif_exported_at: '2026-11-26T09:00:00.000Z' })).toContain('IIF file on 11/26/2026');
  });
});
