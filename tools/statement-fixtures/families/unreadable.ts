import PDFDocument from 'pdfkit';

function render(options: PDFKit.PDFDocumentOptions, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(Date.UTC(2026, 0, 31)) }, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** Files an uploader might send instead of a statement, each needing its own clear message. */
export async function unreadablePdfs(): Promise<Array<{ name: string; pdf: Buffer }>> {
  const encrypted = await render({ userPassword: 'secret', ownerPassword: 'owner' }, (doc) => doc.text('Statement Period: 01/01/2026 - 01/31/2026'));
  const blank = await render({}, (doc) => doc.rect(72, 72, 200, 100).stroke());
  const letter = await render({}, (doc) =>
    doc.fontSize(11).text('Dear customer,\n\nThank you for choosing us. Our offices will be closed on 01/19/2026.\n\nSincerely,\nThe Team'),
  );
  return [
    { name: 'encrypted', pdf: encrypted },
    { name: 'blank-page', pdf: blank },
    { name: 'letter', pdf: letter },
    // A PDF cut off in transfer: the header survives, the body does not.
    { name: 'truncated', pdf: letter.subarray(0, 400) },
  ];
}
