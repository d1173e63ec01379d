import { describe, expect, it } from 'vitest';
import { qboAppUrl, qboDocumentUrl } from './qbo-documents.ts';

describe('QuickBooks Online document links', () => {
  it("knows Intuit's web app for its production and sandbox API hosts, and no other", () => {
    expect(qboAppUrl('https://quickbooks.api.intuit.com')).toBe('https://app.qbo.intuit.com');
    expect(qboAppUrl('https://sandbox-quickbooks.api.intuit.com/')).toBe('https://app.sandbox.qbo.intuit.com');
    expect(qboAppUrl('http://127.0.0.1:4010')).toBeNull();
  });

  it('opens each document type on its own page, and nothing without a type or a known company address', () => {
    expect(qboDocumentUrl('https://app.qbo.intuit.com', 'Deposit', '1')).toBe('https://app.qbo.intuit.com/app/deposit?txnId=1');
    expect(qboDocumentUrl('https://app.qbo.intuit.com', 'Purchase', '1')).toBe('https://app.qbo.intuit.com/app/expense?txnId=1');
    expect(qboDocumentUrl('https://app.sandbox.qbo.intuit.com', 'JournalEntry', '7')).toBe('https://app.sandbox.qbo.intuit.com/app/journal?txnId=7');
    expect(qboDocumentUrl('https://app.qbo.intuit.com', 'Transfer', '9')).toBe('https://app.qbo.intuit.com/app/transfer?txnId=9');
    expect(qboDocumentUrl('https://app.qbo.intuit.com', null, '1')).toBeNull();
    expect(qboDocumentUrl(null, 'Deposit', '1')).toBeNull();
  });
});
