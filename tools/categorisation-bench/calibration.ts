import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { ModelOptions } from '../../apps/server/src/features/categorisation/categoriser.ts';
import { predictMonth } from './evaluate.ts';
import type { LabelledClient } from './generate.ts';

/**
 * `npm run bench:categorise -- --calibration [first]`: every guess of a month (after one reviewed month by default),
 * threshold or not, grouped by the shape of its reason (vendors, accounts and kinds blanked, counts above 3 as "4+"):
 * how many, how many right, and the confidence range. A shape right far more often than its confidence says is
 * sent to Ask Client for nothing; one right less often than the others above the threshold is where wrong comes from.
 */
export function calibration(firms: readonly (readonly LabelledClient[])[], reviewed: number, options: ModelOptions, threshold: number): void {
  const shapes = new Map<string, { rows: number; right: number; proposed: number; proposedRight: number; min: number; max: number }>();
  for (const firm of firms) {
    for (const { guess, truth } of predictMonth(firm, reviewed, { ...options, askClientBelow: 0 })) {
      if (guess.category === ASK_CLIENT) continue;
      const shape = shapeOf(guess.reason);
      const s = shapes.get(shape) ?? { rows: 0, right: 0, proposed: 0, proposedRight: 0, min: 1, max: 0 };
      const right = guess.category === truth;
      s.rows += 1;
      if (right) s.right += 1;
      if (guess.confidence >= threshold) {
        s.proposed += 1;
        if (right) s.proposedRight += 1;
      }
      s.min = Math.min(s.min, guess.confidence);
      s.max = Math.max(s.max, guess.confidence);
      shapes.set(shape, s);
    }
  }
  console.log(`Guesses by the shape of their reason: rows, right, proposed (≥ ${threshold}) and right of those, confidence range`);
  for (const [shape, s] of [...shapes].sort((a, b) => b[1].rows - a[1].rows)) {
    const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(0)} %`.padStart(5);
    console.log(
      `  ${String(s.rows).padStart(5)} ${pct(s.right, s.rows)}  ${String(s.proposed).padStart(5)} ${pct(s.proposedRight, s.proposed)}  ${s.min.toFixed(2)}–${s.max.toFixed(2)}  ${shape}`,
    );
  }
}

function shapeOf(reason: string): string {
  return reason
    .replace(/approved .*? transactions?( \(similar vendor\))?/g, (_, similar: string | undefined) => `approved V${similar ? ' (similar)' : ''}`)
    .replace(/[Ll]ooks like .*?: the client's .*? category/g, 'looks like KIND')
    .replace(/looks like .*?, but/g, 'looks like KIND, but')
    .replace(/ file(s)? .*? under [^;]*/g, ' file V under C')
    .replace(/ file it under [^;]*/g, ' file it under C')
    .replace(/filed under [^;]*/g, 'filed under C')
    .replace(/filed to [^;]*/g, 'filed to C')
    .replace(/outside .*? too/g, 'outside C too')
    .replace(/check \d+ \(\$[\d,.]+\)/g, 'check N')
    .replace(/closer than .*?\(/g, 'closer than C (')
    .replace(/\b([4-9]|\d{2,})\b/g, '4+');
}
