import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { ModelOptions } from '../../apps/server/src/features/categorisation/categoriser.ts';
import { type RowClass, classifyMonth } from './classes.ts';
import { predictMonth } from './evaluate.ts';
import type { LabelledClient } from './generate.ts';

/**
 * `npm run bench:categorise -- --details [first]`: every row of a month the categoriser sends to Ask Client or
 * proposes wrongly (after one reviewed month by default, `first` for a new client's first month), with its class
 * (classes.ts), the truth, the best guess and its confidence (also for rows below the threshold), the oracle's
 * chance and the reason shown. Then a count of misses by class, outcome and source: where to look first.
 */
export function details(firms: readonly (readonly LabelledClient[])[], reviewed: number, options: ModelOptions, threshold: number): void {
  const counts = new Map<string, number>();
  let rows = 0;
  for (const firm of firms) rows += listMisses(firm, reviewed, options, threshold, counts);
  console.log(`\nMisses by class, outcome and source (${rows} rows, Ask Client below ${threshold}):`);
  for (const [key, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(4)}  ${key}`);
}

/** Prints one firm's misses, adds them to `counts` by class, outcome and source; returns how many rows it guessed. */
function listMisses(
  firm: readonly LabelledClient[],
  reviewed: number,
  options: ModelOptions,
  threshold: number,
  counts: Map<string, number>,
): number {
  const predictions = predictMonth(firm, reviewed, { ...options, askClientBelow: 0 });
  const classes = classifyMonth(firm, reviewed);
  const descriptions = firm.flatMap((client) => client.history.filter((_, i) => client.months[i] === reviewed));
  const clients = firm.flatMap((client) => client.history.filter((_, i) => client.months[i] === reviewed).map(() => client.id));
  predictions.forEach(({ guess, truth, reachable }, i) => {
    const asked = guess.category === ASK_CLIENT || guess.confidence < threshold;
    const right = !asked && guess.category === truth;
    if (right) return;
    const outcome = asked ? 'asked' : 'wrong';
    const cls: RowClass = classes[i]!;
    const key = `${cls.padEnd(30)} ${outcome.padEnd(6)} ${asked && guess.category === ASK_CLIENT ? 'none' : guess.source}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const row = descriptions[i]!;
    console.log(
      [
        outcome.toUpperCase(),
        cls,
        clients[i],
        `${(row.amount_cents / 100).toFixed(2)}`,
        row.description,
        `truth ${truth}`,
        `guess ${guess.category} @${guess.confidence.toFixed(2)} (oracle ${reachable.toFixed(2)})`,
        guess.reason,
      ].join(' | '),
    );
  });
  return predictions.length;
}
