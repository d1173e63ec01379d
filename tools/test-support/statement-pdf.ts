import PDFDocument from 'pdfkit';

/*
 * Statement PDFs for the tests of both apps: the server's API and unit tests and the web's journeys
 * build the same First Community Bank statement here, with what each needs to say about it.
 */

export interface StatementLine {
  date: string; // MM/DD
  description: string;
  amount: number; // dollars, negative = money out
  /** Left off the page while the balances include it: a row the parser cannot see (a missed check). */
  unprinted?: boolean;
  /**
   * Printed with a date and amount but outside the balances and with no balance beside it (a card's
   * foreign-currency line, say): read as a row, it puts the statement off.
   */
  detailOnly?: boolean;
}

export interface StatementOptions {
  holder: string;
  /** The street line under the holder: the parser reads the account holder as the name just above one. */
  address?: string;
  /** A heading over the table ("Business Checking"), which the parser reads as the account's name. */
  accountName?: string;
  period: [string, string]; // MM/DD/YYYY
  opening: number;
  lines: StatementLine[];
  /** The account number's last four digits. */
  account?: string;
  /**
   * A "Total Withdrawals" figure printed under the beginning balance (dollars, as printed): set it apart from what
   * the lines add up to for a statement whose balances agree while a printed total does not.
   */
  printedWithdrawals?: number;
  /** A line under the ending balance (a message, a check image's caption), outside the table the parser reads. */
  footnote?: string;
  /** Locked with a password, as pdfkit encrypts: pdfVersion 1.3 RC4 40-bit, 1.4 RC4 128-bit, 1.7 AES-128, 1.7ext3 AES-256 (revision 5). */
  lock?: { userPassword: string; ownerPassword?: string; pdfVersion: '1.3' | '1.4' | '1.7' | '1.7ext3' };
}

const round = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A letter-size page from First Community Bank addressed to `holder`, and the bytes it comes to once `doc.end()` is called. */
function bankPage(holder: string, address: string, settings: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...settings });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(14).text('First Community Bank', 50, 50);
  doc.font('Helvetica').fontSize(10).text(holder, 50, 80).text(address, 50, 94);
  return { doc, done };
}

/** A letter from the bank on its letterhead: a readable PDF with no transactions in it, so reading it fails. */
export function makeBankLetterPdf(holder: string, address: string, notice: string): Promise<Buffer> {
  const { doc, done } = bankPage(holder, address);
  doc.text(notice, 50, 140);
  doc.end();
  return done;
}

/** A plain one-page checking statement as a small bank prints it: address block, period, balances, one table. */
export function makeStatementPdf(options: StatementOptions): Promise<Buffer> {
  const { doc, done } = bankPage(options.holder, options.address ?? '100 Main Street, Springfield, IL 62701', {
    info: { Title: 'Account Statement' },
    ...options.lock,
  });
  doc.text(`Account Number: XXXX${options.account ?? '4821'}`, 350, 80);
  doc.text(`Statement Period: ${options.period[0]} - ${options.period[1]}`, 350, 94);

  let y = 140;
  if (options.accountName) {
    doc.font('Helvetica-Bold').text(options.accountName, 50, 124).font('Helvetica');
    y += 10;
  }
  const closing = options.lines.reduce((sum, line) => (line.detailOnly ? sum : round(sum + line.amount)), options.opening);
  doc.text('Beginning Balance', 50, y).text(`$${money(options.opening)}`, 450, y, { width: 100, align: 'right' });
  if (options.printedWithdrawals !== undefined) {
    y += 18;
    doc.text('Total Withdrawals', 50, y).text(`$${money(options.printedWithdrawals)}`, 450, y, { width: 100, align: 'right' });
  }
  y += 30;
  doc.font('Helvetica-Bold');
  doc.text('Date', 50, y).text('Description', 110, y).text('Amount', 370, y, { width: 80, align: 'right' });
  doc.text('Balance', 470, y, { width: 80, align: 'right' });
  doc.font('Helvetica');
  let balance = options.opening;
  for (const line of options.lines) {
    if (!line.detailOnly) balance = round(balance + line.amount);
    if (line.unprinted) continue;
    y += 18;
    doc.text(line.date, 50, y).text(line.description, 110, y);
    doc.text(money(line.amount), 370, y, { width: 80, align: 'right' });
    if (!line.detailOnly) doc.text(money(balance), 470, y, { width: 80, align: 'right' });
  }
  y += 30;
  doc.text('Ending Balance', 50, y).text(`$${money(closing)}`, 450, y, { width: 100, align: 'right' });
  if (options.footnote) doc.text(options.footnote, 50, y + 40);
  doc.end();
  return done;
}
