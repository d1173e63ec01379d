import fs from 'node:fs';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { generatedFixtures } from './fixtures/corpus.ts';
import { parseStatement } from './parse-statement.ts';

// A page whose /Rotate shows its text sideways is read turned upright; the statement says how far, so the viewer
// can show the page the way it was read and the rows' stored bands fall on them.
describe('page_turns', () => {
  const bytes = new Uint8Array(fs.readFileSync(generatedFixtures().find((f) => f.name === 'cr-dr-markers')!.pdfPath));

  it('is absent when every page reads upright as shown', async () => {
    expect((await parseStatement(bytes)).page_turns).toBeUndefined();
  });

  it.each([90, 180, 270])('names each page a /Rotate of %i° shows turned, with the turn that undoes it', async (rotate) => {
    const doc = await PDFDocument.load(bytes);
    for (const page of doc.getPages()) page.setRotation(degrees(rotate));
    const parsed = await parseStatement(await doc.save());
    const undo = (360 - rotate) % 360;
    expect(parsed.page_turns).toEqual(Object.fromEntries(Array.from({ length: parsed.page_count }, (_, i) => [i + 1, undo])));
  });
});
