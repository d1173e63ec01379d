import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../../../tools/test-support/statement-pdf.ts';
import { readFirstPageText } from './statement-text.ts';
import { PdfUnlocker } from './unlock-pdf-thread.ts';
import { mayBeEncrypted, unlockPdf } from './unlock-pdf.ts';

const PASSWORD = 'Sesame-42';
const statement = (lock?: Parameters<typeof makeStatementPdf>[0]['lock']) =>
  makeStatementPdf({
    holder: 'HARBOR CAFE LLC',
    period: ['01/01/2026', '01/31/2026'],
    opening: 1500,
    lines: [{ date: '01/03', description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amount: -12.5 }],
    lock,
  });

// pdfkit writes revisions 2-5; revision 6 (qpdf, in object streams) is a committed fixture (fixtures/README.md).
const locks = {
  'RC4 40-bit (revision 2)': () => statement({ userPassword: PASSWORD, ownerPassword: 'bank-owner', pdfVersion: '1.3' }),
  'RC4 128-bit (revision 3)': () => statement({ userPassword: PASSWORD, ownerPassword: 'bank-owner', pdfVersion: '1.4' }),
  'AES-128 (revision 4)': () => statement({ userPassword: PASSWORD, ownerPassword: 'bank-owner', pdfVersion: '1.7' }),
  'AES-256 (revision 5)': () => statement({ userPassword: PASSWORD, ownerPassword: 'bank-owner', pdfVersion: '1.7ext3' }),
  'AES-256 (revision 6, object streams)': async () => fs.readFileSync(new URL('./fixtures/locked-aes256-r6.pdf', import.meta.url)),
};

describe.each(Object.entries(locks))('a PDF locked with %s', (_name, make) => {
  it('asks for the password, refuses a wrong one, and opens with the right one into a copy that needs none', async () => {
    const locked = new Uint8Array(await make());
    expect(mayBeEncrypted(locked)).toBe(true);
    await expect(readFirstPageText(locked)).rejects.toThrow(/password/);
    expect(await unlockPdf(locked, undefined)).toEqual({ kind: 'password_required' });
    expect(await unlockPdf(locked, 'sesame-42')).toEqual({ kind: 'password_wrong' });

    const outcome = await unlockPdf(locked, PASSWORD);
    if (outcome.kind !== 'unlocked') throw new Error(`expected unlocked, got ${outcome.kind}`);
    expect(mayBeEncrypted(outcome.pdf)).toBe(false);
    expect(Buffer.from(outcome.pdf).includes(PASSWORD)).toBe(false);
    expect(await readFirstPageText(outcome.pdf)).toMatch(/HARBOR CAFE LLC[\s\S]*BLUE BOTTLE COFFEE/);
    // The owner password opens it as well.
    expect((await unlockPdf(locked, 'bank-owner')).kind).toBe('unlocked');
  });
});

describe('unlockPdf', () => {
  it('leaves a PDF that is not encrypted, or locked for editing only, as it is', async () => {
    const plain = new Uint8Array(await statement());
    expect(mayBeEncrypted(plain)).toBe(false);
    expect(await unlockPdf(plain, PASSWORD)).toEqual({ kind: 'not_encrypted' });

    const editingOnly = new Uint8Array(await statement({ userPassword: '', ownerPassword: 'bank-owner', pdfVersion: '1.7' }));
    expect(await unlockPdf(editingOnly, undefined)).toEqual({ kind: 'opens_without_password' });
    expect(await unlockPdf(editingOnly, 'something the person typed')).toEqual({ kind: 'opens_without_password' });
    expect(await readFirstPageText(editingOnly)).toMatch(/HARBOR CAFE LLC/);
  });
});

describe('PdfUnlocker', () => {
  it('unlocks in a thread of its own, one file at a time', async () => {
    const unlocker = new PdfUnlocker();
    const locked = await locks['AES-128 (revision 4)']();
    const [wrong, right] = await Promise.all([unlocker.unlock(locked, 'nope'), unlocker.unlock(locked, PASSWORD)]);
    expect(wrong).toEqual({ kind: 'password_wrong' });
    expect(right.kind).toBe('unlocked');
    expect(locked.length).toBeGreaterThan(0); // the caller's bytes are not handed over
  });

  it('refuses a file that takes longer than its deadline', async () => {
    const locked = await locks['AES-256 (revision 5)']();
    await expect(new PdfUnlocker({ timeoutMs: 5 }).unlock(locked, PASSWORD)).rejects.toThrow(/took far longer/);
  });
});
