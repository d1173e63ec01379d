import PDFDocument from 'pdfkit';

export interface StatementLine {
  date: string; // MM/DD
  description: string;
  amount: number; // dollars, negative = money out
  /** Left off the page while the balances include it: a row the parser cannot see (a missed check). */
  unprinted?: boolean;
  /** Printed with a date and amount but outside the balances and with no balance beside it (a detail line). */
  detailOnly?: boolean;
}

/** A plain one-page checking statement, as many small banks print them, for upload-flow tests. */
export async function makeStatementPdf(options: {
  holder: string;
  period: [string, string]; // MM/DD/YYYY
  opening: number;
  lines: StatementLine[];
  account?: string;
  /** Locked with a password, as pdfkit encrypts: pdfVersion 1.3 RC4 40-bit, 1.4 RC4 128-bit, 1.7 AES-128, 1.7ext3 AES-256 (revision 5). */
  lock?: { userPassword: string; ownerPassword?: string; pdfVersion: '1.3' | '1.4' | '1.7' | '1.7ext3' };
}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...options.lock });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const money = (value: number) =>
    `${value < 0 ? '-' : ''}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  doc.font('Helvetica-Bold').fontSize(14).text('First Community Bank', 50, 50);
  doc.font('Helvetica').fontSize(10).text(options.holder, 50, 80).text('100 Main Street, Springfield, IL 62701', 50, 94);
  doc.text(`Account Number: XXXX${options.account ?? '4821'}`, 350, 80);
  doc.text(`Statement Period: ${options.period[0]} - ${options.period[1]}`, 350, 94);

  let y = 140;
  const closing = options.lines.reduce((sum, line) => (line.detailOnly ? sum : Math.round((sum + line.amount) * 100) / 100), options.opening);
  doc.text('Beginning Balance', 50, y).text(`$${money(options.opening)}`, 450, y, { width: 100, align: 'right' });
  y += 30;
  doc.font('Helvetica-Bold');
  doc.text('Date', 50, y).text('Description', 110, y).text('Amount', 370, y, { width: 80, align: 'right' });
  doc.text('Balance', 470, y, { width: 80, align: 'right' });
  doc.font('Helvetica');
  let balance = options.opening;
  for (const line of options.lines) {
    if (!line.detailOnly) balance = Math.round((balance + line.amount) * 100) / 100;
    if (line.unprinted) continue;
    y += 18;
    doc.text(line.date, 50, y).text(line.description, 110, y);
    doc.text(money(line.amount), 370, y, { width: 80, align: 'right' });
    if (!line.detailOnly) doc.text(money(balance), 470, y, { width: 80, align: 'right' });
  }
  y += 30;
  doc.text('Ending Balance', 50, y).text(`$${money(closing)}`, 450, y, { width: 100, align: 'right' });
  doc.end();
  return done;
}
