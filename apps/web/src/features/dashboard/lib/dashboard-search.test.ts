import { describe, expect, it } from 'vitest';
import { filterRecentUploads, filterSyncHistory, matchesSearch } from './dashboard-search.ts';

const uploads = [
  { id: 1, client: 'Harbor Cafe', uploaded_by: 'Wendy Worker' },
  { id: 2, client: 'Oakwood Dental', uploaded_by: 'Administrator' },
  { id: 3, client: 'Blue Heron Bakery', uploaded_by: null },
];

describe('matchesSearch', () => {
  it('matches everything on an empty or blank query', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('   ', [null])).toBe(true);
  });

  it('ignores case and the spaces around the query', () => {
    expect(matchesSearch('  HARBOR ', ['Harbor Cafe'])).toBe(true);
  });

  it('skips missing fields', () => {
    expect(matchesSearch('wendy', [null, undefined])).toBe(false);
  });
});

describe('filterRecentUploads', () => {
  it('finds uploads by client', () => {
    expect(filterRecentUploads(uploads, 'oak').map((u) => u.id)).toEqual([2]);
  });

  it('finds uploads by uploader', () => {
    expect(filterRecentUploads(uploads, 'wendy').map((u) => u.id)).toEqual([1]);
  });

  it('keeps every upload, in order, for an empty query', () => {
    expect(filterRecentUploads(uploads, '').map((u) => u.id)).toEqual([1, 2, 3]);
  });

  it('finds nothing when neither client nor uploader matches', () => {
    expect(filterRecentUploads(uploads, 'zebra')).toEqual([]);
  });

  it('matches the middle of a name', () => {
    expect(filterRecentUploads(uploads, 'heron').map((u) => u.id)).toEqual([3]);
  });
});

describe('filterSyncHistory', () => {
  const history = [
    { client: 'Harbor Cafe', status: 'success' },
    { client: 'Oakwood Dental', status: 'failed' },
  ];

  it('searches by client only', () => {
    expect(filterSyncHistory(history, 'cafe')).toEqual([history[0]]);
    expect(filterSyncHistory(history, 'failed')).toEqual([]);
  });
});
