import fs from 'node:fs/promises';

/** Bytes of a stream object, given up front (`length`) so nothing has to be held in memory to measure it. */
export interface StreamBody {
  dictionary: string;
  length: number;
  chunks: Iterable<Buffer>;
}

/**
 * Writes a PDF object by object straight to a file, keeping only the cross-reference offsets in memory:
 * hostile files are megabytes of repeated data, and a few thousand objects, built in well under a second.
 * Object numbers are the caller's (`reserve`), so a parent can point at children written later.
 */
export class PdfFileWriter {
  private readonly offsets = new Map<number, number>();
  private position = 0;
  private nextNumber = 1;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private readonly file: fs.FileHandle;

  private constructor(file: fs.FileHandle) {
    this.file = file;
  }

  static async create(filePath: string): Promise<PdfFileWriter> {
    const writer = new PdfFileWriter(await fs.open(filePath, 'w'));
    await writer.push(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
    return writer;
  }

  reserve(): number {
    return this.nextNumber++;
  }

  async object(number: number, body: string): Promise<void> {
    this.offsets.set(number, this.position);
    await this.push(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
  }

  async stream(number: number, body: StreamBody): Promise<void> {
    this.offsets.set(number, this.position);
    const dictionary = body.dictionary.replace(/^<</, `<< /Length ${body.length}`);
    await this.push(Buffer.from(`${number} 0 obj\n${dictionary}\nstream\n`, 'latin1'));
    let written = 0;
    for (const chunk of body.chunks) {
      written += chunk.length;
      await this.push(chunk);
    }
    if (written !== body.length) throw new Error(`stream ${number}: announced ${body.length} bytes, wrote ${written}`);
    await this.push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }

  /** Cross-reference table and trailer; objects never written are listed as free. */
  async finish(root: number): Promise<void> {
    const size = this.nextNumber;
    const rows = ['xref', `0 ${size}`, '0000000000 65535 f '];
    for (let number = 1; number < size; number++) {
      const offset = this.offsets.get(number);
      rows.push(offset === undefined ? '0000000000 65535 f ' : `${String(offset).padStart(10, '0')} 00000 n `);
    }
    const start = this.position;
    rows.push('trailer', `<< /Size ${size} /Root ${root} 0 R >>`, 'startxref', String(start), '%%EOF', '');
    await this.push(Buffer.from(rows.join('\n'), 'latin1'));
    await this.flush();
    await this.file.close();
  }

  private async push(bytes: Buffer): Promise<void> {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    this.position += bytes.length;
    if (this.pendingBytes >= 1 << 20) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    await this.file.write(Buffer.concat(this.pending, this.pendingBytes));
    this.pending = [];
    this.pendingBytes = 0;
  }
}
