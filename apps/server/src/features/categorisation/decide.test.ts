import { describe, expect, it } from 'vitest';
import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { Candidate, HistoryCandidate } from './candidate.ts';
import { decide } from './decide.ts';
import { ASK_CLIENT_BELOW, MERCHANT_KIND_AGAINST } from './tuning.ts';

const history = (category: string, confidence: number, exactVendor = true): HistoryCandidate => ({
  category,
  confidence,
  reason: 'Learned from 1 approved ZOOM transaction',
  source: 'client_history',
  kind: 'client_history:ZOOM',
  exactVendor,
});
const firm = (category: string, confidence: number): Candidate => ({
  category,
  confidence,
  reason: 'Firm-wide: 3 clients file ZOOM under Software',
  source: 'firm',
  kind: 'firm:ZOOM',
});

describe('decide', () => {
  it('sends everything below the threshold to Ask Client, naming the best guess', () => {
    const guess = decide(history('6200 - Software', 0.4), undefined, 0.5);
    expect(guess).toEqual({
      category: ASK_CLIENT,
      confidence: 0,
      reason: 'Ask Client: no confident match (best guess 6200 - Software)',
      source: 'ask_client',
      kind: null,
    });
    expect(decide(undefined, undefined, 0).reason).toBe('Ask Client: no confident match');
  });

  it('keeps the surer of two agreeing sources, as client history', () => {
    const guess = decide(history('6200 - Software', 0.67), firm('6200 - Software', 0.8), 0.5);
    expect(guess).toMatchObject({ category: '6200 - Software', confidence: 0.8, source: 'client_history' });
    expect(guess.reason).toContain('firm-wide agrees');
  });

  it('keeps the client’s own filing of the vendor against the firm, less sure when its evidence is thin', () => {
    const thin = decide(history('6500 - Advertising', 0.67), firm('6200 - Software', 0.9), 0);
    expect(thin.category).toBe('6500 - Advertising');
    expect(thin.confidence).toBeCloseTo(0.67 - 0.9 * 0.33);
    expect(thin.reason).toContain('other clients file it under Software');
    expect(decide(history('6500 - Advertising', 0.97), firm('6200 - Software', 0.9), 0.9).category).toBe('6500 - Advertising');
  });

  it('lets the firm win over a merely similar spelling when it is surer', () => {
    expect(decide(history('6500 - Advertising', 0.4, false), firm('6200 - Software', 0.8), 0.3).source).toBe('firm');
    expect(decide(history('6500 - Advertising', 0.9, false), firm('6200 - Software', 0.8), 0.3).source).toBe('client_history');
  });

  describe('with a merchant kind', () => {
    const kind = (category: string, confidence = 0.45): Candidate => ({
      category,
      confidence,
      reason: 'Looks like a fuel station',
      source: 'merchant_kind',
      kind: 'merchant_kind:fuel station',
    });

    it('files the kind in the client’s closer account where other clients use a catch-all for it', () => {
      const phone: Candidate = {
        category: '6900 - Telephone',
        confidence: 0.45,
        reason: "Looks like a phone carrier: the client's Telephone category",
        source: 'merchant_kind',
        kind: 'merchant_kind:phone carrier',
        broader: new Set(['6970 - Utilities']),
      };
      const firmUtilities: Candidate = {
        category: '6970 - Utilities',
        confidence: 0.6,
        reason: 'Firm-wide: 2 clients file ATT PAYMENT under Utilities',
        source: 'firm',
        kind: 'firm:ATT PAYMENT',
      };
      const guess = decide(undefined, firmUtilities, ASK_CLIENT_BELOW, phone);
      expect(guess).toMatchObject({ category: '6900 - Telephone', confidence: 0.6, source: 'merchant_kind' });
      expect(guess.reason).toBe(
        "Looks like a phone carrier: the client's Telephone category, closer than Utilities (firm-wide: 2 clients file ATT PAYMENT under Utilities)",
      );
      // The client's own filing of the vendor is its choice, catch-all or not.
      const own = { ...history('6970 - Utilities', 0.8), reason: 'Learned from 2 approved ATT PAYMENT transactions' };
      expect(decide(own, undefined, ASK_CLIENT_BELOW, phone).category).toBe('6970 - Utilities');
    });

    it('outweighs a vendor the client never filed but spelled like one it did', () => {
      const similar = {
        ...history('3200 - Owner Draws', 0.6, false),
        reason: 'Learned from 2 approved ONLINE TRANSFER TO CHK transactions (similar vendor)',
      };
      expect(decide(similar, undefined, ASK_CLIENT_BELOW, kind('1010 - Savings'))).toMatchObject({
        category: '1010 - Savings',
        source: 'merchant_kind',
        confidence: 0.45,
      });
    });

    it('is the guess when nothing was learned about the vendor', () => {
      expect(decide(undefined, undefined, 0.4, kind('Fuel'))).toMatchObject({ category: 'Fuel', confidence: 0.45, source: 'merchant_kind' });
    });

    it('makes an agreeing learned guess surer than either, as independent evidence: 1 − (1 − c)(1 − k)', () => {
      const guess = decide(history('Fuel', 0.67), undefined, 0.4, kind('Fuel'));
      expect(guess).toMatchObject({ category: 'Fuel', source: 'client_history' });
      expect(guess.confidence).toBeCloseTo(1 - 0.33 * 0.55);
      expect(guess.reason).toContain('looks like a fuel station');
    });

    it('sends one approval filed against what the vendor plainly is to Ask Client, but lets two stand', () => {
      const one = decide(history('Computer Equipment', 0.67), undefined, 0, kind('Meals'));
      expect(one.category).toBe('Computer Equipment');
      expect(one.confidence).toBeCloseTo(0.67 - MERCHANT_KIND_AGAINST * 0.33);
      expect(one.reason).toContain('but looks like a fuel station');
      expect(decide(history('Computer Equipment', 0.67), undefined, ASK_CLIENT_BELOW, kind('Meals')).category).toBe(ASK_CLIENT);
      expect(decide(history('Computer Equipment', 0.8), undefined, ASK_CLIENT_BELOW, kind('Meals')).category).toBe('Computer Equipment');
      expect(decide(undefined, firm('Meals', 0.3), 0, kind('Fuel')).category).toBe('Fuel');
    });

    it('does not count the kind against the client’s own filing when other clients file the vendor outside its accounts too', () => {
      const elsewhere = { ...kind('Utilities'), firmFilesElsewhere: { clients: 2, phrase: 'a waste hauler' } };
      const guess = decide(history('Repairs', 0.67), undefined, ASK_CLIENT_BELOW, elsewhere);
      expect(guess).toMatchObject({ category: 'Repairs', confidence: 0.67, source: 'client_history' });
      expect(guess.reason).toContain('it looks like a waste hauler, but 2 other clients file it outside Utilities too');
      // A similar spelling is not the client's own filing of the vendor: the kind still wins there.
      expect(decide({ ...history('Repairs', 0.67), exactVendor: false }, undefined, 0, elsewhere).category).toBe('Utilities');
    });

    it('does not count the kind against a vendor the client filed several times, never to the kind’s accounts', () => {
      const depot = { ...history('5000 - Food Purchases', 0.55), reason: 'Learned from 3 approved RESTAURANT DEPOT transactions' };
      const restaurant = { ...kind('6500 - Meals'), clientFilesElsewhere: { times: 3, phrase: 'a restaurant or coffee shop' } };
      const guess = decide(depot, undefined, ASK_CLIENT_BELOW, restaurant);
      expect(guess).toMatchObject({ category: '5000 - Food Purchases', confidence: 0.55, source: 'client_history' });
      expect(guess.reason).toBe(
        'Learned from 3 approved RESTAURANT DEPOT transactions; it looks like a restaurant or coffee shop, but the client filed it outside Meals all 3 times',
      );
      // Without that, the kind counts against the learned guess as before.
      expect(decide(depot, undefined, 0, kind('6500 - Meals')).confidence).toBeCloseTo(0.55 - MERCHANT_KIND_AGAINST * 0.45);
    });

    it('files the kind in the client’s own account for it where the other clients filing the vendor have none in use', () => {
      const shipping: Candidate = {
        category: '5200 - Shipping & Postage',
        confidence: 0.45,
        reason: "Looks like shipping or postage: the client's Shipping & Postage category",
        source: 'merchant_kind',
        kind: 'merchant_kind:shipping or postage',
        firmLacksAccount: 2,
      };
      const firmOffice: Candidate = { ...firm('6300 - Office Supplies', 0.6), reason: 'Firm-wide: 2 clients file UPS under Office Supplies' };
      const guess = decide(undefined, firmOffice, ASK_CLIENT_BELOW, shipping);
      expect(guess).toMatchObject({ category: '5200 - Shipping & Postage', confidence: 0.45, source: 'merchant_kind' });
      expect(guess.reason).toBe(
        "Looks like shipping or postage: the client's Shipping & Postage category (2 other clients file it under Office Supplies, with no such account in use)",
      );
      // Where some of them have such an account and still file it elsewhere, their habit counts against the kind.
      const { firmLacksAccount: _, ...withAccount } = shipping;
      expect(decide(undefined, firmOffice, ASK_CLIENT_BELOW, withAccount).category).toBe(ASK_CLIENT);
    });
  });

  describe('with a merchant kind the firm files under a name that is another account here', () => {
    const parts: Candidate = {
      category: '6100 - Auto Expense',
      confidence: 0.45,
      reason: "Looks like an auto repair or parts shop: the client's Auto Expense category",
      source: 'merchant_kind',
      kind: 'merchant_kind:auto repair or parts shop',
      firmFilesAsKind: { notUnder: '6750 - Repairs & Maintenance', mostly: false },
    };
    const firmRepairs: Candidate = {
      ...firm('6750 - Repairs & Maintenance', 0.5),
      reason: 'Firm-wide: 1 client files OREILLY under Repairs & Maintenance',
    };

    it('files the vendor in the kind’s account on this chart, as sure as the kind, and says why', () => {
      const guess = decide(undefined, firmRepairs, ASK_CLIENT_BELOW, parts);
      expect(guess).toMatchObject({ category: '6100 - Auto Expense', confidence: 0.45, source: 'merchant_kind' });
      expect(guess.reason).toBe(
        "Looks like an auto repair or parts shop: the client's Auto Expense category (other clients file it under their accounts for that kind, not under Repairs & Maintenance)",
      );
      const mostly = decide(undefined, firmRepairs, ASK_CLIENT_BELOW, {
        ...parts,
        firmFilesAsKind: { notUnder: '6750 - Repairs & Maintenance', mostly: true },
      });
      expect(mostly.reason).toContain('(other clients mostly file it under their accounts for that kind');
    });

    it('leaves a firm that files the vendor outside the kind’s accounts counting against it', () => {
      const { firmFilesAsKind: _, ...plain } = parts;
      expect(decide(undefined, firmRepairs, ASK_CLIENT_BELOW, plain).category).toBe(ASK_CLIENT);
    });
  });

  describe('for a client with no chart of accounts yet', () => {
    it('says there is no chart to map onto, not that the chart lacks an account', () => {
      const guess = decide(undefined, undefined, 0.36, undefined, undefined, true);
      expect(guess).toMatchObject({ category: ASK_CLIENT, source: 'ask_client', kind: null });
      expect(guess.reason).toBe(
        'Ask Client: no categories for this client yet; import its chart of accounts or connect QuickBooks Online, then re-categorise',
      );
      expect(decide(undefined, undefined, 0.36, undefined, 'payroll', true).reason).toBe(
        'Ask Client: no categories for this client yet (looks like payroll); import its chart of accounts or connect QuickBooks Online, then re-categorise',
      );
      expect(guess.reason).not.toContain('the chart has no account');
    });
  });
});
