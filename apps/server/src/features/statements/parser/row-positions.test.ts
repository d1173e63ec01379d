import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPageText } from './extract-page-text.ts';
import { generatedFixtures } from './fixtures/corpus.ts';
import type { PageText } from './layout-types.ts';
import { openPdf } from './open-pdf.ts';
import { parseStatement } from './parse-statement.ts';

async function pagesOf(pdf: Uint8Array): Promise<PageText[]> {
  const doc = await openPdf(pdf);
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.numPages; n++) pages.push(await extractPageText(await doc.getPage(n)));
    return pages;
  } finally {
    await doc.destroy();
  }
}

// A word printing the amount: its digits are the cents ("1,234.56", "$45.00-", "1.234,56").
const printsAmount = (text: string, cents: number) => /\d[.,]\d\d\b/.test(text) && Number(text.replace(/\D/g, '')) === Math.abs(cents);

// "3 184.52": a figure grouped by spaces prints as two or three words on the line.
function withGroupsBefore(page: PageText, i: number): string[] {
  const texts = [page.words[i]?.text ?? ''];
  for (let j = i - 1; j >= Math.max(0, i - 2); j--) {
    const [w, next] = [page.words[j], page.words[j + 1]];
    if (!w || !next || Math.abs(w.y - next.y) > 0.1 * w.h || next.x0 - w.x1 > 0.5 * w.h || next.x0 < w.x1 - 0.1 * w.h) break;
    texts.push(`${w.text}${texts.at(-1)}`);
  }
  return texts;
}

describe('row positions', () => {
  const fixtures = generatedFixtures();
  for (const fixture of fixtures.filter((f) => !f.image_only)) {
    it(`every row's band on ${fixture.name} holds the word that prints its amount`, async () => {
      const bytes = new Uint8Array(fs.readFileSync(fixture.pdfPath));
      const pages = await pagesOf(bytes);
      const parsed = await parseStatement(bytes);
      const rows = parsed.accounts.flatMap((a) => a.transactions);
      expect(rows.length).toBeGreaterThan(0);
      const outside = rows.filter((t) => {
        const page = pages[t.page - 1] as PageText;
        return !page.words.some((w, i) => {
          const middle = (w.y - w.h / 2) / page.height;
          return middle >= t.top && middle <= t.bottom && withGroupsBefore(page, i).some((text) => printsAmount(text, t.amount_cents));
        });
      });
      expect(outside.map((t) => `${t.transaction_date} ${t.description} ${t.amount_cents} [${t.top}, ${t.bottom}]`)).toEqual([]);
      expect(rows.every((t) => t.top >= 0 && t.top < t.bottom && t.bottom <= 1)).toBe(true);
    }, 60_000);
  }

  it('covers every line of a wrapped description', async () => {
    const fixture = fixtures.find((f) => f.name === 'card-groups-reference-first');
    const bytes = new Uint8Array(fs.readFileSync(fixture?.pdfPath ?? ''));
    const pages = await pagesOf(bytes);
    const parsed = await parseStatement(bytes);
    const wrapped = parsed.accounts.flatMap((a) => a.transactions).filter((t) => t.description.split(' ').length > 6);
    expect(wrapped.length).toBeGreaterThan(0);
    for (const t of wrapped) {
      const page = pages[t.page - 1] as PageText;
      const lastWord = t.description.split(' ').at(-1) ?? '';
      const inBand = page.words.filter((w) => (w.y - w.h / 2) / page.height >= t.top && (w.y - w.h / 2) / page.height <= t.bottom);
      expect(
        inBand.some((w) => w.text === lastWord),
        `${t.description}`,
      ).toBe(true);
    }
  }, 60_000);

  it('places rows read by OCR on their page, top to bottom', async () => {
    const fixture = fixtures.find((f) => f.image_only);
    const parsed = await parseStatement(new Uint8Array(fs.readFileSync(fixture?.pdfPath ?? '')));
    const rows = parsed.accounts.flatMap((a) => a.transactions);
    expect(rows.length).toBeGreaterThan(0);
    for (const [i, t] of rows.entries()) {
      expect(t.top >= 0 && t.top < t.bottom && t.bottom <= 1).toBe(true);
      const next = rows[i + 1];
      if (next && next.page === t.page) expect(next.top).toBeGreaterThanOrEqual(t.bottom - 0.002);
    }
  }, 120_000);
});
