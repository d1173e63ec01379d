import { describe, expect, it } from 'vitest';
import { countUploads, filterUploads, isInProgress, statusLabel, statusTone, uploadDetail } from './upload-status.ts';

describe('statusTone', () => {
  it("follows the brief's colours and falls back to neutral", () => {
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('pending_parse')).toBe('secondary');
    expect(statusTone('processing')).toBe('warning');
    expect(statusTone('failed')).toBe('danger');
    expect(statusTone('rolled_back')).toBe('neutral');
    expect(statusTone('something_new')).toBe('neutral');
  });
});

describe('statusLabel', () => {
  it('names known statuses and spells out unknown ones', () => {
    expect(statusLabel('pending_parse')).toBe('Pending');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel('')).toBe('Unknown');
  });
});

describe('isInProgress', () => {
  it('is true while the server still reads the statement', () => {
    expect(isInProgress('pending_parse')).toBe(true);
    expect(isInProgress('processing')).toBe(true);
    expect(isInProgress('completed')).toBe(false);
    expect(isInProgress('failed')).toBe(false);
  });
});

describe('uploadDetail', () => {
  it("gives the brief's detail text per status", () => {
    expect(uploadDetail({ status: 'failed', error_message: 'This PDF has no pages.' })).toBe('This PDF has no pages.');
    expect(uploadDetail({ status: 'pending_parse', error_message: null })).toBe('Processing...');
    expect(uploadDetail({ status: 'processing', error_message: null })).toBe('Processing...');
    expect(uploadDetail({ status: 'completed', error_message: null })).toBe('Ready for review');
  });
});

const upload = (original_filename: string, client: string, status: string) => ({
  original_filename,
  client_id: { _id: client, name: client },
  status,
});

describe('countUploads', () => {
  it('counts pending and processing together', () => {
    const uploads = [
      upload('a.pdf', 'A', 'completed'),
      upload('b.pdf', 'A', 'pending_parse'),
      upload('c.pdf', 'A', 'processing'),
      upload('d.pdf', 'A', 'failed'),
      upload('e.pdf', 'A', 'rolled_back'),
    ] as const;
    expect(countUploads(uploads as never)).toEqual({ total: 5, completed: 1, processing: 2, failed: 1 });
  });
});

describe('filterUploads', () => {
  const uploads = [upload('harbor-jan.pdf', 'Harbor Cafe', 'completed'), upload('feb.pdf', 'Oakwood Dental', 'failed')];

  it('matches the file name or the client, ignoring case', () => {
    expect(filterUploads(uploads, 'HARBOR')).toEqual([uploads[0]]);
    expect(filterUploads(uploads, ' dental ')).toEqual([uploads[1]]);
    expect(filterUploads(uploads, 'nothing')).toEqual([]);
  });

  it('keeps everything for an empty search', () => {
    expect(filterUploads(uploads, '  ')).toEqual(uploads);
  });
});
