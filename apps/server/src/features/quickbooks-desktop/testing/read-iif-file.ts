import iconv from 'iconv-lite';

// For tests only: reads an IIF file back the way QuickBooks Desktop's import does, and refuses what it
// would choke on (a BOM, bare LF or CR, a row of the wrong width, a block that does not balance).

export type IifRecord = Record<string, string>;

export interface IifBlock {
  trns: IifRecord;
  spl: IifRecord[];
  /** TRNS plus every SPL amount, in cents. */
  sumCents: number;
}

export interface IifReading {
  trnsColumns: string[];
  splColumns: string[];
  blocks: IifBlock[];
  /** The file decoded as Windows-1252. */
  text: string;
}

function cents(amount: string, where: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`${where}: AMOUNT "${amount}" is not a plain amount with two decimals`);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

export function readIifFile(bytes: Uint8Array): IifReading {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) throw new Error('the file starts with a UTF-8 BOM');
  const text = iconv.decode(Buffer.from(bytes), 'win1252');
  if (!text.endsWith('\r\n')) throw new Error('the last line does not end in CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`line ${index + 1} holds a bare CR or LF`);
    if (line.includes('\uFFFD')) throw new Error(`line ${index + 1} holds a byte Windows-1252 does not define`);
  });
  const header = (line: string | undefined, tag: string) => {
    const cells = (line ?? '').split('\t');
    if (cells[0] !== tag) throw new Error(`expected the ${tag} header, found "${line}"`);
    return cells.slice(1);
  };
  const trnsColumns = header(lines[0], '!TRNS');
  const splColumns = header(lines[1], '!SPL');
  if (lines[2] !== '!ENDTRNS') throw new Error(`expected !ENDTRNS, found "${lines[2]}"`);
  for (const required of ['TRNSTYPE', 'ACCNT', 'AMOUNT']) {
    if (!trnsColumns.includes(required) || !splColumns.includes(required)) throw new Error(`the headers lack ${required}`);
  }

  const record = (line: string, columns: string[], number: number): IifRecord => {
    const cells = line.split('\t').slice(1);
    if (cells.length !== columns.length) throw new Error(`line ${number}: ${cells.length} values for ${columns.length} columns`);
    return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
  };

  const blocks: IifBlock[] = [];
  let open: IifBlock | null = null;
  lines.slice(3).forEach((line, offset) => {
    const number = offset + 4;
    const tag = line.split('\t')[0];
    if (tag === 'TRNS') {
      if (open) throw new Error(`line ${number}: TRNS before the previous ENDTRNS`);
      const trns = record(line, trnsColumns, number);
      open = { trns, spl: [], sumCents: cents(trns.AMOUNT ?? '', `line ${number}`) };
    } else if (tag === 'SPL') {
      if (!open) throw new Error(`line ${number}: SPL outside a transaction`);
      const spl = record(line, splColumns, number);
      open.spl.push(spl);
      open.sumCents += cents(spl.AMOUNT ?? '', `line ${number}`);
    } else if (line === 'ENDTRNS') {
      if (!open || open.spl.length === 0) throw new Error(`line ${number}: ENDTRNS without TRNS and SPL rows`);
      blocks.push(open);
      open = null;
    } else {
      throw new Error(`line ${number}: unexpected row "${line}"`);
    }
  });
  if (open) throw new Error('the last transaction has no ENDTRNS');
  return { trnsColumns, splColumns, blocks, text };
}
