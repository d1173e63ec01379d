import { describe, expect, it } from 'vitest';
import { detectHeader } from './detect-header.ts';
import { textLayout } from './fixtures/text-layout.ts';

const header = (sketch: string) => {
  const lines = textLayout(sketch);
  const result = detectHeader(lines.at(-1)!, lines.length > 1 ? lines.at(-2)! : null);
  return result?.kind === 'transactions' ? result.columns.map((c) => c.kind) : (result?.kind ?? null);
};

describe('detectHeader', () => {
  it.each([
    ['Date    Description          Amount     Balance', ['date', 'description', 'amount', 'balance']],
    ['Date    Description       Withdrawals   Deposits   Balance', ['date', 'description', 'debit', 'credit', 'balance']],
    ['Trans Date   Post Date   Description   Amount', ['date', 'post_date', 'description', 'amount']],
    ['CHECK NO.   DESCRIPTION   DATE PAID   AMOUNT', ['check', 'description', 'date', 'amount']],
    ['Posted   Transaction Details   Debits (-)   Credits (+)', ['date', 'description', 'debit', 'credit']],
    ['DATE..........AMOUNT.TRANSACTION   DESCRIPTION', ['date', 'amount', 'description']],
    // A bank's second date, when the entry took effect: the first date column is the row's date.
    ['Posted   Effective   Description   Debit   Credit   Balance', ['date', 'post_date', 'description', 'debit', 'credit', 'balance']],
    ['Date   Description   Value Date   Money out   Money in   Balance', ['date', 'description', 'post_date', 'debit', 'credit', 'balance']],
    ['Date   Description   Incoming   Outgoing   Balance', ['date', 'description', 'credit', 'debit', 'balance']],
    ['Eff. Date   Description   Amount', ['date', 'description', 'amount']],
    // A column of bare days under a month heading (month-heading.ts), in English or French.
    ['Day   Description   Withdrawals   Deposits   Balance', ['date', 'description', 'debit', 'credit', 'balance']],
    ['Jour   Description   Retraits   Dépôts   Solde', ['date', 'description', 'debit', 'credit', 'balance']],
    ['Date   Description   Amount (USD)   Running Bal.', ['date', 'description', 'amount', 'balance']],
    ['Date   Description   Amount   Dr/Cr   Balance', ['date', 'description', 'amount', 'marker', 'balance']],
    ['Date   Transaction Description   Payments   Receipts   Balance', ['date', 'description', 'debit', 'credit', 'balance']],
    // On a card, "Payments" beside "Purchases" is money received.
    ['Trans Date   Post Date   Description   Purchases   Payments', ['date', 'post_date', 'description', 'debit', 'credit']],
    // Rows grouped under a date printed on a line of its own: no Date column.
    ['Description                     Amount      Balance', ['description', 'amount', 'balance']],
    [
      'Date   Activity   Description   Quantity   Price   Amount   Balance',
      ['date', 'reference', 'description', 'quantity', 'quantity', 'amount', 'balance'],
    ],
    // A loan's payments: the parts beside the whole payment, whichever is printed first.
    ['Date   Description   Principal   Interest   Total   Balance', ['date', 'description', 'principal', 'interest', 'amount', 'balance']],
    [
      'Date   Description   Payment Amount   Principal   Interest   Principal Balance',
      ['date', 'description', 'amount', 'principal', 'interest', 'balance'],
    ],
  ])('%s', (line, kinds) => {
    expect(header(line)).toEqual(kinds);
  });

  it('reads Interest as a column only beside a Principal column, and Total as the amount only then', () => {
    // Without Principal, "Interest" and "Total" are labels of no column we know, as before loans were read.
    expect(header('Date   Description   Interest   Total   Balance')).toEqual(['date', 'description', 'description', 'description', 'balance']);
    expect(header('Date   Description   Interest   Amount   Balance')).toEqual(['date', 'description', 'description', 'amount', 'balance']);
  });

  it('needs a Date column or a named Description beside a flow column', () => {
    expect(header('Merchant   Amount')).toEqual(['description', 'amount']);
    expect(header('Type of Balance   Annual Percentage Rate   Balance Subject to Interest Rate   Interest Charge')).toBeNull();
    expect(header('Category   Amount')).toBeNull();
  });

  it('parts labels run together at their unit ("($)Deposits"), the unit ending the label before', () => {
    const lines = textLayout('Date     Description         Cheques & Debits ($)Deposits & Credits ($)      Balance ($)');
    const result = detectHeader(lines[0]!, null);
    const columns = result?.kind === 'transactions' ? result.columns : [];
    expect(columns.map((c) => [c.kind, c.label])).toEqual([
      ['date', 'Date'],
      ['description', 'Description'],
      ['debit', 'Cheques & Debits ($)'],
      ['credit', 'Deposits & Credits ($)'],
      ['balance', 'Balance ($)'],
    ]);
    // "($)" is three of the eleven characters of "($)Deposits" (from x = 230 to 285).
    expect(columns[2]?.x1).toBe(245);
    expect(columns[3]?.x0).toBe(245);
  });

  it('reads labels that wrap onto two lines', () => {
    const top = `${' '.repeat(8)}Check${' '.repeat(23)}Deposits/   Withdrawals/   Ending daily`;
    const bottom = 'Date    Number   Description   Additions   Subtractions   balance';
    expect(header(`${top}\n${bottom}`)).toEqual(['date', 'check', 'description', 'credit', 'debit', 'balance']);
  });

  it('marks daily-balance and check-list tables as not transactions', () => {
    expect(header('DATE      AMOUNT      DATE      AMOUNT')).toBe('other');
    expect(header('DATE      BALANCE')).toBe('other');
  });

  it('keeps reference, type and time columns apart from the description', () => {
    expect(header('Post Date   Trans Date   Reference Number   Description   Amount')).toEqual([
      'post_date',
      'date',
      'reference',
      'description',
      'amount',
    ]);
    expect(header('Bank reference   Customer reference   TRN type   Value date   Credit amount   Debit amount   Balance   Time')).toEqual([
      'reference',
      'reference',
      'reference',
      'date',
      'credit',
      'debit',
      'balance',
      'reference',
    ]);
  });

  it('reads tables printed two or three rows across as groups, rules drawn with "|" left out', () => {
    const groups = (sketch: string) => {
      const result = detectHeader(textLayout(sketch)[0]!, null);
      return result?.kind === 'transactions' ? result.groups?.map((g) => g.map((c) => c.kind)) : result?.kind;
    };
    expect(groups('Number   Date Paid   Amount   Number   Date Paid   Amount   Number   Date Paid   Amount')).toEqual([
      ['check', 'date', 'amount'],
      ['check', 'date', 'amount'],
      ['check', 'date', 'amount'],
    ]);
    expect(groups('DATE   TRANSACTION   AMOUNT   |   DATE   TRANSACTION   AMOUNT')).toEqual([
      ['date', 'description', 'amount'],
      ['date', 'description', 'amount'],
    ]);
    expect(groups('Date   Amount   Date   Amount   Date   Amount')).toBe('other');
  });

  it('ignores sentences and data rows', () => {
    expect(header('01/05   AMAZON MKTPLACE   12.00   1,000.00')).toBeNull();
    expect(header('Please examine this statement at once and report any error')).toBeNull();
  });

  it('cuts labels of narrow figure columns printed nearly touching, but not "Credit amount"', () => {
    // As Chromium printed them: 3 pt inside a label, 5 pt between two (under a 9 pt font's merge distance).
    const at = (text: string, x0: number, x1: number) => ({ text, x0, x1, y: 100, h: 9, page: 1 });
    const words = [at('Date', 48, 68), at('Narration', 110, 150), at('Withdrawal', 350, 398), at('Amt.', 401, 420)];
    words.push(at('Deposit', 434, 468), at('Amt.', 471, 490), at('Closing', 495, 527), at('Balance', 530, 565));
    const result = detectHeader({ page: 1, y: 100, h: 9, words }, null);
    expect(result?.kind === 'transactions' && result.columns.map((c) => [c.kind, c.label])).toEqual([
      ['date', 'Date'],
      ['description', 'Narration'],
      ['debit', 'Withdrawal Amt.'],
      ['credit', 'Deposit Amt.'],
      ['balance', 'Closing Balance'],
    ]);
    expect(header('Date   Description   Credit amount   Debit amount   Balance')).toEqual(['date', 'description', 'credit', 'debit', 'balance']);
  });
});

describe('detectHeader: a label whose second line hangs under the others', () => {
  it('adds a figure column named under a complete header (a cell centred over two lines), or finishes a cell into one', () => {
    // "Ending Daily" printed above the labels' line and "Balance" under it, both right of the last figure label.
    expect(
      header('Date   Description              Withdrawals   Deposits\n                                                           Balance'),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(
      header('Date   Description              Withdrawals   Deposits   Ending Daily\n                                                      Balance'),
    ).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('leaves a section heading, a column already named or a left-hand line under a header alone', () => {
    expect(header('Date   Description              Amount     Balance\n                                           Balance')).toBeNull();
    expect(header('Date   Description              Withdrawals   Deposits\nOTHER DEBITS')).toBeNull();
    expect(header('Date   Description              Withdrawals   Deposits\n                                                 Balance')).toBeNull();
    expect(header('Date   Description              Withdrawals   Deposits\n       Balance')).toBeNull();
  });
});

describe('detectHeader: a row number column before the date', () => {
  it.each([
    ['Seq    Date    Description        Debit    Credit    Balance', ['reference', 'date', 'description', 'debit', 'credit', 'balance']],
    [
      'Line   Trans Date   Post Date   Description of Transaction   Credits   Charges',
      ['reference', 'date', 'post_date', 'description', 'credit', 'debit'],
    ],
    ['#      Date    Description        Amount', ['reference', 'date', 'description', 'amount']],
    ['Item No.   Date    Description        Amount', ['reference', 'date', 'description', 'amount']],
  ])('%s', (line, kinds) => {
    expect(header(line)).toEqual(kinds);
  });

  it('keeps a check table\'s numbers before its dates as check numbers, and "Line" after the date as it was', () => {
    expect(header('Number   Date Paid   Amount')).toEqual(['check', 'date', 'amount']);
    expect(header('Check No.   Date    Description        Amount')).toEqual(['check', 'date', 'description', 'amount']);
    expect(header('Date    Line    Description        Amount')).toEqual(['date', 'description', 'description', 'amount']);
  });
});

describe("detectHeader: a payment company's Gross | Fee | Net", () => {
  it.each([
    ['Date   Description          Currency   Gross   Fee   Net', ['date', 'description', 'reference', 'quantity', 'quantity', 'amount']],
    ['Date   Description          Gross amount   Fees   Net amount', ['date', 'description', 'quantity', 'quantity', 'amount']],
    [
      'Date   Description          Gross   Processing Fee   Net Amount   Balance',
      ['date', 'description', 'quantity', 'quantity', 'amount', 'balance'],
    ],
  ])('%s: the Net is the amount, Gross and Fee neither money nor description', (line, kinds) => {
    expect(header(line)).toEqual(kinds);
  });

  it('leaves "Fee" or "Net" alone as they were without the other', () => {
    expect(header('Date   Description   Fee   Amount   Balance')).toEqual(['date', 'description', 'description', 'amount', 'balance']);
    expect(header('Date   Description   Net   Amount')).toEqual(['date', 'description', 'description', 'amount']);
  });
});

describe("detectHeader: a corporate card's Category and Points", () => {
  it('keeps the category apart from the description and the points out of the money', () => {
    expect(header('Trans Date   Post Date   Card   Ref. No.   Description      Category      Points   Amount')).toEqual([
      'date',
      'post_date',
      'reference',
      'reference',
      'description',
      'reference',
      'quantity',
      'amount',
    ]);
    expect(header('Date   Description      Spending Category   Rewards   Amount')).toEqual([
      'date',
      'description',
      'reference',
      'quantity',
      'amount',
    ]);
  });
});

describe('detectHeader: a two-line label centred in a taller header row', () => {
  // As Chromium prints it: "Trans." 4.5 pt over the others' baseline, "Date" 4.5 pt under it (8.5 pt type).
  const at = (text: string, x0: number, x1: number, y: number) => ({ text, x0, x1, y, h: 8.5, page: 1 });
  const line = (y: number, ...words: Array<[string, number, number]>) => ({ page: 1, y, h: 8.5, words: words.map(([t, a, b]) => at(t, a, b, y)) });
  const labels = line(155.2, ['Post', 90, 109], ['Date', 111, 130], ['Card', 141, 160], ['Description', 249, 296], ['Amount', 720, 752]);
  const kinds = (r: ReturnType<typeof detectHeader>): string[][] | null =>
    r?.kind === 'transactions' ? r.columns.map((c) => [c.kind, c.label]) : null;

  it('reads the first half just above, over a gap in the line, as a column of its own', () => {
    expect(kinds(detectHeader(labels, line(150.7, ['Trans.', 40, 65])))).toEqual([
      ['date', 'Trans.'],
      ['post_date', 'Post Date'],
      ['reference', 'Card'],
      ['description', 'Description'],
      ['amount', 'Amount'],
    ]);
  });

  it('leaves a heading a line above, one over a label of the line, or a word naming no column out of the header', () => {
    expect(kinds(detectHeader(labels, line(142, ['Trans.', 40, 65])))?.[0]).toEqual(['date', 'Post Date']);
    expect(kinds(detectHeader(labels, line(150.7, ['Card', 140, 160])))?.[0]).toEqual(['date', 'Post Date']);
    expect(kinds(detectHeader(labels, line(150.7, ['Summary', 40, 70])))?.[0]).toEqual(['date', 'Post Date']);
  });
});

describe('detectHeader: a category printed wider than its label', () => {
  it('runs the Category column to just short of the next label', () => {
    const lines = textLayout('Date   Description          Category             Points   Amount');
    const result = detectHeader(lines[0]!, null);
    const columns = result?.kind === 'transactions' ? result.columns : [];
    const category = columns.find((c) => c.label === 'Category');
    const points = columns.find((c) => c.label === 'Points');
    // "Category" ends at 180; "Points" starts at 245: the column reaches 1.5 type heights (9 pt) short of it.
    expect([category?.x0, category?.x1]).toEqual([140, 231.5]);
    expect([points?.x0, points?.x1]).toEqual([245, 275]);
  });
});

describe('detectHeader: a tax year column', () => {
  it('keeps the tax year out of the description', () => {
    expect(header('Date   Description   Tax Year   Deposits   Withdrawals   Balance')).toEqual([
      'date',
      'description',
      'reference',
      'credit',
      'debit',
      'balance',
    ]);
    expect(header('Date   Description   Contribution Year   Amount')).toEqual(['date', 'description', 'reference', 'amount']);
  });
});

describe('detectHeader: Spanish labels', () => {
  it('reads Fecha | Descripción | Retiros | Depósitos | Saldo', () => {
    expect(header('Fecha   Descripción   Retiros   Depósitos   Saldo')).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
    expect(header('Fecha   Concepto   Cargos   Abonos   Saldo')).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });
});

describe("detectHeader: a mortgage payment's escrow and fees", () => {
  it('reads Escrow and Fees as parts of the payment, and splits "Fees Principal Balance"', () => {
    expect(header('Date   Description   Total   Principal   Interest   Escrow   Fees Principal Balance')).toEqual([
      'date',
      'description',
      'amount',
      'principal',
      'interest',
      'interest',
      'interest',
      'balance',
    ]);
  });

  it('keeps Escrow an unknown label outside a loan table', () => {
    expect(header('Date   Description   Escrow   Amount   Balance')).toEqual(['date', 'description', 'description', 'amount', 'balance']);
  });
});

describe("detectHeader: a brokerage's Symbol column", () => {
  it('keeps the ticker out of the description', () => {
    expect(header('Settle Date   Security   Symbol   Description   Quantity   Price   Amount')).toEqual([
      'date',
      'description',
      'reference',
      'description',
      'quantity',
      'quantity',
      'amount',
    ]);
  });
});
