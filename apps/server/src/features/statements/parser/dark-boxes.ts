import { OPS, Util, type PDFPageProxy } from './pdfjs.ts';

/** A filled rectangle on the page, in top-down page points like words. */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const FILLS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke]);
type Matrix = [number, number, number, number, number, number];

function isDark(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => parseInt(c ?? '0', 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.25;
}

/**
 * The dark filled shapes on a page (black redaction boxes), by their bounding boxes. Reading the
 * operator list costs about as much as reading the text, so it is asked for only on pages that need it.
 */
export async function darkBoxes(page: PDFPageProxy): Promise<Box[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const viewport = page.getViewport({ scale: 1 }).transform as Matrix;
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, fill: '#000000' };
  const stack: Array<typeof state> = [];
  const boxes: Box[] = [];
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    const args = argsArray[i] as unknown[];
    if (op === OPS.save) stack.push({ ...state });
    else if (op === OPS.restore) state = stack.pop() ?? state;
    else if (op === OPS.transform) state = { ...state, ctm: Util.transform(state.ctm, args as Matrix) as Matrix };
    else if (op === OPS.paintFormXObjectBegin) {
      stack.push({ ...state });
      if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0]))
        state = { ...state, ctm: Util.transform(state.ctm, Array.from(args[0] as ArrayLike<number>) as Matrix) as Matrix };
    } else if (op === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (op === OPS.setFillRGBColor && typeof args[0] === 'string') state = { ...state, fill: args[0] };
    else if (op === OPS.constructPath && FILLS.has(args[0] as number) && isDark(state.fill)) {
      const mm = args[2] as ArrayLike<number> | null;
      if (!mm) continue;
      const m = Util.transform(viewport, state.ctm) as Matrix;
      const apply = (x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const;
      const corners = [apply(mm[0] ?? 0, mm[1] ?? 0), apply(mm[2] ?? 0, mm[3] ?? 0)];
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      boxes.push({ x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) });
    }
  }
  return boxes;
}
