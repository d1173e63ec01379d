import { describe, expect, it } from 'vitest';
import { leftOutText, selectAllNotice, type SelectAllInput } from './select-all.ts';

const base: SelectAllInput = {
  allLoadedSelected: true,
  selected: 100,
  loadedSelectable: 100,
  loaded: 100,
  matching: 5000,
  fetchedRest: false,
  lockedInHand: 0,
  max: 5000,
};

describe('selectAllNotice', () => {
  it('offers the rows not loaded once the header box has selected every loaded one', () => {
    expect(selectAllNotice(base)).toEqual({ kind: 'offer', loaded: 100, matching: 5000 });
  });

  it('says nothing while only some loaded rows are selected, or when every match is loaded', () => {
    expect(selectAllNotice({ ...base, allLoadedSelected: false, selected: 40 })).toEqual({ kind: 'none' });
    expect(selectAllNotice({ ...base, matching: 100 })).toEqual({ kind: 'none' });
    expect(selectAllNotice({ ...base, selected: 0, loadedSelectable: 0 })).toEqual({ kind: 'none' });
  });

  it('counts the loaded rows that can change, not the pushed ones', () => {
    expect(selectAllNotice({ ...base, selected: 97, loadedSelectable: 97, lockedInHand: 3 })).toEqual({
      kind: 'offer',
      loaded: 97,
      matching: 5000,
    });
  });

  it('says when more match than one bulk change takes, instead of offering them', () => {
    expect(selectAllNotice({ ...base, matching: 5001 })).toEqual({ kind: 'too-many', loaded: 100, matching: 5001, max: 5000 });
  });

  it('confirms every match is selected after the rest were fetched, leaving out the locked ones', () => {
    expect(selectAllNotice({ ...base, fetchedRest: true, selected: 5000 })).toEqual({ kind: 'all', selected: 5000, locked: 0, excluded: 0 });
    expect(selectAllNotice({ ...base, fetchedRest: true, selected: 4990, lockedInHand: 10 })).toEqual({
      kind: 'all',
      selected: 4990,
      locked: 10,
      excluded: 0,
    });
  });

  it('leaves the excluded rows out of "all", as the header box does', () => {
    expect(selectAllNotice({ ...base, fetchedRest: true, selected: 4985, lockedInHand: 10, excludedInHand: 5 })).toEqual({
      kind: 'all',
      selected: 4985,
      locked: 10,
      excluded: 5,
    });
  });

  it('says what was left out, in correct English', () => {
    expect(leftOutText(0, 0)).toBe('.');
    expect(leftOutText(1, 0)).toBe(' (1 already in QuickBooks cannot change and is left out).');
    expect(leftOutText(0, 2)).toBe(' (2 excluded are left out).');
    expect(leftOutText(3, 1)).toBe(' (3 already in QuickBooks and 1 excluded are left out).');
  });

  it('stops confirming once a fetched row is deselected', () => {
    expect(selectAllNotice({ ...base, fetchedRest: true, selected: 4999, loadedSelectable: 200, loaded: 200 })).toEqual({ kind: 'none' });
  });
});
