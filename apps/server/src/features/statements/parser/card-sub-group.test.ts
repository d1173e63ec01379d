import { describe, expect, it } from 'vitest';
import { isCardSubGroup } from './card-sub-group.ts';
import type { AccountMarker } from './detect-account-marker.ts';

const account: AccountMarker = { last4: '8804', kind: 'checking', name: null, card: false };
const marker = (last4: string, card = false): AccountMarker => ({ last4, kind: 'checking', name: null, card });

describe('isCardSubGroup', () => {
  it("takes a card's group heading inside an open section, right above a row, for part of the section", () => {
    expect(isCardSubGroup('Card account # XXXX XXXX XXXX 4417', marker('4417'), account, true, true)).toBe(true);
    expect(isCardSubGroup('Card ending 0932', marker('0932', true), account, true, true)).toBe(true);
  });

  it("leaves another account's heading an account", () => {
    // No card named: a combined statement's next account.
    expect(isCardSubGroup('Savings  Account number: XX5521', marker('5521'), account, true, true)).toBe(false);
    // Outside a section, or followed by its own summary or header rather than a row.
    expect(isCardSubGroup('Card account # XXXX 4417', marker('4417'), account, false, true)).toBe(false);
    expect(isCardSubGroup('Card account # XXXX 4417', marker('4417'), account, true, false)).toBe(false);
    // Before any account was named, the number is the account's own.
    expect(isCardSubGroup('Card account # XXXX 4417', marker('4417'), null, true, true)).toBe(false);
    // The account's own number printed again.
    expect(isCardSubGroup('Card account # XXXX 8804', marker('8804'), account, true, true)).toBe(false);
  });
});
