import { describe, expect, it } from 'vitest';
import { shortUploadId, transactionsPath } from './upload-id.ts';

describe('shortUploadId', () => {
  it('keeps the first 8 characters of a UUID', () => {
    expect(shortUploadId('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('3f2a9c1e');
  });

  it('leaves a short id alone', () => {
    expect(shortUploadId('abc')).toBe('abc');
  });
});

describe('transactionsPath', () => {
  it('opens the Transactions screen for the upload', () => {
    expect(transactionsPath('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('/transactions?upload_id=3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f');
  });
});
