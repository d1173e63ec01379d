import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { CategorisationModel, type Guess, type ModelOptions } from '../../apps/server/src/features/categorisation/categoriser.ts';
import type { LabelledClient } from './generate.ts';

export interface Prediction {
  guess: Guess;
  truth: string;
  /** The chance an oracle knowing the generator gets this row right (generate.ts, `reachable`). */
  reachable: number;
}

/**
 * For each client: the model knows the other clients' full histories and this client's first `n`
 * approved transactions, and guesses the rest. No rules: they would measure the reviewer, not the model.
 */
export function predict(firm: readonly LabelledClient[], n: number, options: ModelOptions = {}): Prediction[] {
  return firm.flatMap((client) => {
    const others = firm.filter((c) => c !== client).flatMap((c) => c.history);
    const model = new CategorisationModel([...others, ...client.history.slice(0, n)], options);
    const rest = client.history.slice(n);
    const guesses = model.categorise({ clientId: client.id, categories: client.categories, rules: [] }, rest);
    return guesses.map((guess, i) => ({ guess, truth: rest[i]!.category, reachable: client.reachable[n + i]! }));
  });
}

/**
 * A client's month as a new client of the firm lives it: the model knows the other clients' whole year and
 * this client's first `reviewed` months (0: a brand-new client), and guesses the month after them.
 */
export function predictMonth(firm: readonly LabelledClient[], reviewed: number, options: ModelOptions = {}): Prediction[] {
  return firm.flatMap((client) => {
    const others = firm.filter((c) => c !== client).flatMap((c) => c.history);
    const own = client.history.filter((_, i) => client.months[i]! < reviewed);
    const model = new CategorisationModel([...others, ...own], options);
    const inMonth = client.history.map((_, i) => i).filter((i) => client.months[i] === reviewed);
    const month = inMonth.map((i) => client.history[i]!);
    const guesses = model.categorise({ clientId: client.id, categories: client.categories, rules: [] }, month);
    return guesses.map((guess, i) => ({ guess, truth: month[i]!.category, reachable: client.reachable[inMonth[i]!]! }));
  });
}

export interface Score {
  predicted: number;
  covered: number;
  coveredCorrect: number;
  bySource: Map<string, { count: number; correct: number }>;
}

/** Covered = not sent to Ask Client; with `threshold`, also what would fall below it. */
export function score(predictions: readonly Prediction[], threshold = 0): Score {
  const result: Score = { predicted: predictions.length, covered: 0, coveredCorrect: 0, bySource: new Map() };
  for (const { guess, truth } of predictions) {
    const covered = guess.category !== ASK_CLIENT && guess.confidence >= threshold;
    const source = covered ? guess.source : 'ask_client';
    const tally = result.bySource.get(source) ?? { count: 0, correct: 0 };
    tally.count += 1;
    if (covered) {
      result.covered += 1;
      if (guess.category === truth) {
        result.coveredCorrect += 1;
        tally.correct += 1;
      }
    }
    result.bySource.set(source, tally);
  }
  return result;
}

export const accuracyOnCovered = (s: Score) => s.coveredCorrect / Math.max(1, s.covered);
export const coverage = (s: Score) => s.covered / Math.max(1, s.predicted);
export const overallAccuracy = (s: Score) => s.coveredCorrect / Math.max(1, s.predicted);

/**
 * The most "right of those" any learner can expect on these rows when it proposes `share` of them: an oracle
 * that knows how the generator made each row proposes the rows it is surest of and is right on each with the
 * chance `reachable`. The generator's own noise (relabelling, vendors filed under several accounts) is what
 * keeps it below 100 %.
 */
export function ceilingAt(predictions: readonly Prediction[], share: number): number {
  const surest = predictions.map((p) => p.reachable).sort((a, b) => b - a);
  const taken = surest.slice(0, Math.max(1, Math.round(share * surest.length)));
  return taken.reduce((sum, x) => sum + x, 0) / taken.length;
}

/** The same oracle's expected "right" on exactly the rows the model proposed: the part of the gap that is noise. */
export function ceilingOnCovered(predictions: readonly Prediction[]): number {
  const covered = predictions.filter((p) => p.guess.category !== ASK_CLIENT);
  return covered.reduce((sum, p) => sum + p.reachable, 0) / Math.max(1, covered.length);
}
