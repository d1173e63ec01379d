import { describe, expect, it } from 'vitest';
import { firstRunStep } from './first-run.ts';

const harbor = { name: 'Harbor Cafe', account_type: 'desktop' as const };
const summit = { name: 'Summit Dental', account_type: 'online' as const };

describe('firstRunStep', () => {
  it('asks for a client first in an empty firm', () => {
    expect(firstRunStep({ clients: [], uploadCount: 0, desktopWithoutChart: [] })).toEqual({ step: 'add-client' });
  });

  it('asks for a statement once there are clients, naming desktop clients still without a chart', () => {
    expect(firstRunStep({ clients: [harbor, summit], uploadCount: 0, desktopWithoutChart: ['Harbor Cafe'] })).toEqual({
      step: 'upload',
      chartsMissing: ['Harbor Cafe'],
    });
    expect(firstRunStep({ clients: [summit], uploadCount: 0, desktopWithoutChart: [] })).toEqual({ step: 'upload', chartsMissing: [] });
  });

  it('steps aside once there is work, and never names a client that is not a desktop client of the list', () => {
    expect(firstRunStep({ clients: [harbor], uploadCount: 1, desktopWithoutChart: ['Harbor Cafe'] })).toBeNull();
    expect(firstRunStep({ clients: [summit], uploadCount: 0, desktopWithoutChart: ['Summit Dental', 'Gone LLC'] })).toEqual({
      step: 'upload',
      chartsMissing: [],
    });
  });
});
