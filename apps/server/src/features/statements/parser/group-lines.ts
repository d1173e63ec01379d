import type { Line, Word } from './layout-types.ts';
import { splitSidePanel } from './side-panel.ts';

/**
 * Groups a page's words into lines by baseline and joins glyph fragments.
 * Scanned statements with an OCR layer put the words of one row on slightly different baselines,
 * so the tolerance is a fraction of the font height rather than a fixed distance. A summary panel printed beside
 * the table on the rows' baselines is read as lines of its own after the table (side-panel.ts).
 */
export function groupLines(words: Word[], tolerance = 0.45): Line[] {
  const sorted = [...words].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const lines: Line[] = [];
  for (const word of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(word.y - line.y) <= tolerance * Math.min(word.h, line.h)) {
      line.words.push(word);
    } else {
      lines.push({ page: word.page, y: word.y, h: word.h, words: [word] });
    }
  }
  for (const line of lines) {
    line.words = joinFragments(line.words.sort((a, b) => a.x0 - b.x0));
    line.h = Math.max(...line.words.map((w) => w.h));
  }
  return splitSidePanel(lines);
}

// OCR layers and some generators split words into pieces ("F" "OOBAR", "07" "/" "07") that touch.
function joinFragments(words: Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const prev = out.at(-1);
    if (prev && w.x0 - prev.x1 < 0.08 * w.h && w.x0 >= prev.x0) {
      out[out.length - 1] = { ...prev, text: prev.text + w.text, x1: Math.max(prev.x1, w.x1) };
    } else {
      out.push(w);
    }
  }
  return out;
}
