import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII filename and the exact one as filename*', () => {
    expect(attachmentDisposition('Zoë’s Café_transactions.iif')).toBe(
      `attachment; filename="Zoe-s Cafe_transactions.iif"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20Caf%C3%A9_transactions.iif`,
    );
  });
});
