import { z } from 'zod';

/**
 * Which of a bank CSV's columns holds what (0-based column indexes), how its dates are written and how many
 * rows above the transactions to skip (title, account, period, header). Sent back by the uploader as the
 * `csv_mapping` form field of POST /api/uploads (JSON) when the server asked; remembered per client and file
 * shape, so that client's next file laid out the same way is read without asking.
 */
export const csvMapping = z
  .object({
    date: z.number().int().min(0).max(199),
    description: z.number().int().min(0).max(199),
    /** One signed amount column, or null with debit and credit columns. */
    amount: z.number().int().min(0).max(199).nullable(),
    debit: z.number().int().min(0).max(199).nullable(),
    credit: z.number().int().min(0).max(199).nullable(),
    /** The running balance, where the bank prints one (checked against the amounts). */
    balance: z.number().int().min(0).max(199).nullable(),
    /** The check number column (Check or Slip #), where there is one. */
    check: z.number().int().min(0).max(199).nullable().optional(),
    date_order: z.enum(['month_first', 'day_first'], { error: 'Dates are read month first or day first' }),
    header_rows: z.number().int().min(0).max(50),
  })
  .refine((m) => m.amount !== null || (m.debit !== null && m.credit !== null), {
    message: 'Choose an amount column, or both a debit and a credit column.',
    path: ['amount'],
  })
  .refine(
    (m) => {
      const chosen = [m.date, m.description, m.amount, m.debit, m.credit, m.balance, m.check ?? null].filter((column) => column !== null);
      return new Set(chosen).size === chosen.length;
    },
    { message: 'Each column can only be used for one thing.', path: ['date'] },
  );
export type CsvMapping = z.infer<typeof csvMapping>;

/**
 * The question a 422 from POST /api/uploads asks when a CSV's columns or date order cannot be told for sure:
 * `{ message, csv_mapping: CsvMappingQuestion }`.
 */
export const csvMappingQuestion = z.object({
  /** A label per column: the file's header where it has one, else "Column 1" … "Column n". */
  columns: z.array(z.string()),
  /** The file's first rows as read (the suggested header rows, then up to 8 transactions). */
  preview: z.array(z.array(z.string())),
  suggested: csvMapping,
  /** What made the server unsure, one sentence each. */
  doubts: z.array(z.string()),
});
export type CsvMappingQuestion = z.infer<typeof csvMappingQuestion>;

export const csvMappingReply = z.object({ message: z.string(), csv_mapping: csvMappingQuestion });
export type CsvMappingReply = z.infer<typeof csvMappingReply>;
