import PDFDocument from 'pdfkit';

export interface StatementRow {
  date: string; // MM/DD
  description: string;
  amount: number; // dollars, negative = money out
}

export interface StatementOptions {
  holder: string;
  address: string;
  period: [string, string]; // MM/DD/YYYY
  opening: number;
  rows: StatementRow[];
  last4?: string;
  /** Leaves this row (0-based) off the printed page while the balances still include it: a statement that does not add up. */
  dropRow?: number;
  /**
   * Lines printed under a row (0-based `after`) with a date and an amount but no balance, which the balances
   * do not include (a card's foreign-currency line, say): read as rows, they put the statement off too.
   */
  detailLines?: Array<StatementRow & { after: number }>;
  /**
   * A "Total Withdrawals" figure printed under the beginning balance (dollars, as printed): set it apart from what
   * the rows add up to for a statement whose balances agree while a printed total does not.
   */
  printedWithdrawals?: number;
  /** A line under the ending balance (a message, a check image's caption), outside the table the parser reads. */
  footnote?: string;
}

const round = (value: number) => Math.round(value * 100) / 100;
const money = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A letter-size page from First Community Bank addressed to `holder` (the mailing block the parser reads the
 * account holder from: the name just above a street line), and the bytes it comes to once `doc.end()` is called. */
function bankPage(holder: string, address: string, info?: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...(info && { info }) });
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
  const { doc, done } = bankPage(options.holder, options.address, { Title: 'Account Statement' });
  doc.text(`Account Number: XXXX${options.last4 ?? '4821'}`, 350, 80);
  doc.text(`Statement Period: ${options.period[0]} - ${options.period[1]}`, 350, 94);
  doc.font('Helvetica-Bold').text('Business Checking', 50, 124).font('Helvetica');

  let y = 150;
  const closing = options.rows.reduce((sum, row) => round(sum + row.amount), options.opening);
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
  options.rows.forEach((row, index) => {
    balance = round(balance + row.amount);
    if (index === options.dropRow) return;
    y += 18;
    doc.text(row.date, 50, y).text(row.description, 110, y);
    doc.text(money(row.amount), 370, y, { width: 80, align: 'right' });
    doc.text(money(balance), 470, y, { width: 80, align: 'right' });
    for (const detail of options.detailLines?.filter((line) => line.after === index) ?? []) {
      y += 18;
      doc.text(detail.date, 50, y).text(detail.description, 110, y);
      doc.text(money(detail.amount), 370, y, { width: 80, align: 'right' });
    }
  });
  y += 30;
  doc.text('Ending Balance', 50, y).text(`$${money(closing)}`, 450, y, { width: 100, align: 'right' });
  if (options.footnote) doc.text(options.footnote, 50, y + 40);
  doc.end();
  return done;
}
