import { describe, expect, it } from 'vitest';
import { isPageNotice } from './page-notice.ts';

describe('isPageNotice', () => {
  it('knows the lines a statement prints for the page', () => {
    for (const text of [
      '*** CONTINUED ON NEXT PAGE ***',
      '(continued)',
      '- Continued -',
      'Page 2 of 5',
      'page 3',
      'Continued on the following page',
      'Transactions continued on next page',
    ])
      expect(isPageNotice(text), text).toBe(true);
  });
  it('leaves descriptions alone', () => {
    for (const text of ['CONTINUED EDUCATION SEMINAR', 'PAGE ONE DINER', 'ACH CONTINUED SERVICE FEE', 'PAGEANT 23'])
      expect(isPageNotice(text), text).toBe(false);
  });
});
