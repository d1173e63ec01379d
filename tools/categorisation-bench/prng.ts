import { createRng as createBaseRng } from '../statement-fixtures/prng.ts';

/** The statement fixtures' seeded generator, so a seed always yields the same labelled set, with the draws clients' histories need. */
export function createRng(seed: number) {
  const base = createBaseRng(seed);
  const { next, int, pick } = base;
  return {
    ...base,
    /** Log-uniform: as many $10–$20 amounts as $100–$200 ones, as in real spending. */
    amount: (min: number, max: number) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    /** Poisson count, for "about k a month". */
    poisson: (mean: number) => {
      const limit = Math.exp(-mean);
      let k = 0;
      for (let p = next(); p > limit; p *= next()) k += 1;
      return k;
    },
    weighted: <T>(items: readonly (readonly [T, number])[]): T => {
      let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return (items.at(-1) as readonly [T, number])[0];
    },
    digits: (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? int(1, 9) : int(0, 9))).join(''),
    /** A reference code as banks print them: letters and digits mixed. */
    code: (n: number) =>
      Array.from({ length: n }, (_, i) => (i % 3 === 1 ? String(int(0, 9)) : pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789']))).join(''),
  };
}

export type Rng = ReturnType<typeof createRng>;
