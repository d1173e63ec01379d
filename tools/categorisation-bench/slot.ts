import type { ClientProfile } from './clients.ts';
import type { Concept, Industry } from './concepts.ts';
import type { Rng } from './prng.ts';
import type { Vendor } from './vendors.ts';

/** Where the client files a slot's transactions: one concept, or a weighted mix (optionally with its own amounts). */
export type Filing = Concept | ReadonlyArray<readonly [Concept, number, (readonly [number, number])?]>;

/**
 * A recurring role in a business's spending or income ("payroll provider", "fuel"): the vendors that can
 * fill it, how many a client uses, how often and how much, and how the client files it.
 */
export interface Slot {
  name: string;
  industries?: readonly Industry[];
  /** Chance that a client has this slot at all (default 1). */
  probability?: number;
  /** National vendors: the client uses `use` of them. */
  vendors?: readonly Vendor[];
  /** A vendor of the client's own (its landlord, a subcontractor), made once per use. */
  local?: (rng: Rng, client: ClientProfile) => Vendor;
  /** A vendor seen once or twice (a lunch spot on a job): a new one most times. */
  oneOff?: (rng: Rng, client: ClientProfile) => Vendor;
  use?: readonly [min: number, max: number];
  /** Average transactions a month per vendor used. */
  perMonth: number;
  cadence?: 'monthly' | 'biweekly' | 'random';
  /** Dollars. */
  amount: readonly [number, number];
  /** Same amount every time, give or take 3 % (rent, subscriptions). */
  fixed?: boolean;
  incoming?: boolean;
  files: Filing;
}
