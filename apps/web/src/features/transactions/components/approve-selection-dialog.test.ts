import { describe, expect, it } from 'vitest';
import { approvalChoices, splitAskClient } from './approve-selection-dialog.tsx';

const ASK = '1480 - Ask Client';
const row = (id: string, fields: { manual?: string | null; auto?: string | null; approved?: boolean }) => ({
  _id: id,
  manual_category: fields.manual ?? null,
  auto_category: fields.auto ?? null,
  approved: fields.approved ?? false,
});

describe('splitAskClient', () => {
  it('reads the manual category first, else the auto category, and no category as Ask Client', () => {
    const split = splitAskClient([
      row('auto-fuel', { auto: '6110 - Fuel' }),
      row('auto-ask', { auto: ASK }),
      row('manual-over-ask', { auto: ASK, manual: '6200 - Software' }),
      row('manual-ask', { auto: '6110 - Fuel', manual: ASK }),
      row('nothing', {}),
    ]);
    expect(split.all).toEqual(['auto-fuel', 'auto-ask', 'manual-over-ask', 'manual-ask', 'nothing']);
    expect(split.categorised).toEqual(['auto-fuel', 'manual-over-ask']);
    expect(split.askClient).toEqual(['auto-ask', 'manual-ask', 'nothing']);
  });

  it('files a split row by its parts, whatever its own category says', () => {
    const parts = (...categories: string[]) => categories.map((category) => ({ category, amount: -1, memo: '' }));
    const split = splitAskClient([
      { ...row('split-filed', { auto: ASK }), splits: parts('6110 - Fuel', '6200 - Software') },
      { ...row('split-waiting', { auto: '6110 - Fuel' }), splits: parts('6110 - Fuel', ASK) },
    ]);
    expect(split.categorised).toEqual(['split-filed']);
    expect(split.askClient).toEqual(['split-waiting']);
  });

  it('does not call an approved Ask Client row pending', () => {
    const split = splitAskClient([row('done', { auto: ASK, approved: true }), row('waiting', { auto: ASK })]);
    expect(split.askClient).toEqual(['waiting']);
    expect(split.categorised).toEqual(['done']);
  });
});

describe('approvalChoices', () => {
  it("words the answers with the selection's counts", () => {
    const choices = approvalChoices({ all: ['a', 'b', 'c', 'd'], categorised: ['a', 'b', 'c'], askClient: ['d'] });
    expect(choices).toEqual({
      description: `1 selected transaction is still ${ASK}: the client has not said what it is.`,
      categorisedOnly: 'Approve the 3 categorised, leave the 1 Ask Client pending',
      everything: 'Approve all 4',
    });
  });

  it('speaks of several in the plural, with thousands separated', () => {
    const many = Array.from({ length: 1200 }, (_, index) => `t${index}`);
    const choices = approvalChoices({ all: [...many, 'x', 'y'], categorised: many, askClient: ['x', 'y'] });
    expect(choices.description).toBe(`2 selected transactions are still ${ASK}: the client has not said what they are.`);
    expect(choices.categorisedOnly).toBe('Approve the 1,200 categorised, leave the 2 Ask Client pending');
    expect(choices.everything).toBe('Approve all 1,202');
  });

  it('offers no categorised-only answer when every selected row is Ask Client', () => {
    expect(approvalChoices({ all: ['a', 'b'], categorised: [], askClient: ['a', 'b'] }).categorisedOnly).toBeNull();
  });
});
