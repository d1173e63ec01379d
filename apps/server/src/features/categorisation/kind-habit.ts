import type { ClientLabels } from './category-labels.ts';
import type { ClientHistory } from './client-history.ts';

/** Per direction and merchant kind ("-fuel station"), how many of the client's filings went to each of its labels. */
export type KindHabits = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * How the client files each kind of merchant, from its own decisions on the vendors the lexicon recognises: a
 * client that filed two fuel stations under Fuel files the third one there too, whatever the firm's other clients do.
 * `kindsOf` gives the kinds a normalised vendor looks like in a direction (merchant-kinds.ts, `merchantKinds`).
 */
export function kindHabits(
  history: ClientHistory,
  labels: ClientLabels,
  kindsOf: (vendor: string, outgoing: boolean) => readonly string[],
): KindHabits {
  const habits = new Map<string, Map<string, number>>();
  for (const [vendor, observations] of history.vendorsFiled()) {
    for (const { outgoing, category } of observations) {
      const label = labels.resolve(category);
      if (label === undefined) continue;
      for (const kind of kindsOf(vendor, outgoing)) {
        const key = `${outgoing ? '-' : '+'}${kind}`;
        const byLabel = habits.get(key) ?? new Map<string, number>();
        habits.set(key, byLabel.set(label, (byLabel.get(label) ?? 0) + 1));
      }
    }
  }
  return habits;
}

/** The client's filings of a kind, in a direction: how many went to `label`, and how many in all. */
export function habitFor(habits: KindHabits, kind: string, outgoing: boolean, label: string): { there: number; all: number } {
  const byLabel = habits.get(`${outgoing ? '-' : '+'}${kind}`);
  let all = 0;
  for (const n of byLabel?.values() ?? []) all += n;
  return { there: byLabel?.get(label) ?? 0, all };
}
