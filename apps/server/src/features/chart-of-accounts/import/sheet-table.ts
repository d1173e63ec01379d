/** A grid of cell texts read from one sheet, CSV or IIF file, before any column is interpreted. */
export interface SheetTable {
  rows: TableRow[];
  /** Formula cells saved without a result (written by a tool, never opened in Excel): their text is unknown. */
  formulasWithoutValue: CellRef[];
}

export interface TableRow {
  /** 1-based row or line number in the file, for messages. */
  number: number;
  cells: string[];
}

export interface CellRef {
  rowNumber: number;
  column: number;
  address: string;
}
