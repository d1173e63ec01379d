import { ChartImportError } from './chart-import-error.ts';
import type { SheetTable, TableRow } from './sheet-table.ts';

/** IIF files start with a header record such as `!ACCNT` or `!HDR` (QuickBooks Desktop list exports). */
export function looksLikeIif(text: string): boolean {
  return /^\s*!/.test(text);
}

/**
 * Reads the `!ACCNT` section of an IIF file into one table whose first row is the `!ACCNT` header.
 * IIF is tab-separated; each `!` row names the columns of the rows of its type that follow, so other sections
 * (`!HDR`, `!CLASS`, `!TRNS`…) are passed over, and a second `!ACCNT` header is mapped onto the first one's
 * columns by name (shared/research/qbo-iif.md section 3).
 */
export function readIif(text: string): SheetTable {
  const header: string[] = [];
  const rows: TableRow[] = [];
  let positions: number[] | undefined; // column i of the current !ACCNT block goes to header[positions[i]]
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const cells = line.split('\t').map(unquote);
    const keyword = cells[0]?.trim().toUpperCase();
    if (keyword === '!ACCNT') {
      if (rows.length === 0) rows.push({ number: index + 1, cells: header });
      positions = cells.map((name) => {
        const known = header.findIndex((column) => column.trim().toUpperCase() === name.trim().toUpperCase());
        return known === -1 ? header.push(name) - 1 : known;
      });
    } else if (keyword === 'ACCNT' && positions) {
      const placed = new Array<string>(header.length).fill('');
      cells.forEach((cell, i) => {
        const position = positions?.[i];
        if (position !== undefined) placed[position] = cell;
      });
      rows.push({ number: index + 1, cells: placed });
    }
  });
  if (!positions) throw new ChartImportError('This IIF file has no list of accounts (no !ACCNT section).');
  return { rows, formulasWithoutValue: [] };
}

// IIF values may be double-quoted (shared/research/qbo-iif.md section 3).
function unquote(cell: string): string {
  return cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? cell.slice(1, -1) : cell;
}
