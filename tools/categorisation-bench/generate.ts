import type { LabelledExample } from '../../apps/server/src/features/categorisation/categoriser.ts';
import { cleanVendor } from '../../apps/server/src/features/statements/parser/clean-vendor.ts';
import { CLIENTS, type ClientProfile } from './clients.ts';
import type { Concept } from './concepts.ts';
import { printDescriptor } from './descriptors.ts';
import { type Rng, createRng } from './prng.ts';
import type { Filing, Slot } from './slot.ts';
import { COMMON_SLOTS } from './slots-common.ts';
import { INDUSTRY_SLOTS } from './slots-industry.ts';
import type { Format, Vendor } from './vendors.ts';

export interface LabelledClient {
  id: string;
  name: string;
  /** The client's labels, as the categoriser receives them. */
  categories: string[];
  /** A year of approved transactions, oldest first. */
  history: LabelledExample[];
  /** The month (0 = January) of each of `history`'s transactions. */
  months: number[];
  /**
   * For each of `history`'s transactions, the chance that its recorded category is the likeliest one for the
   * generator's own slot, vendor and amount: what an oracle knowing how the set was made gets right on
   * average. Below 1 where a slot files a vendor under several accounts and where RELABEL_RATE may relabel it.
   * No learner can do better on average, so the mean over a set of rows is the ceiling of "right" there.
   */
  reachable: number[];
}

/** How often a bookkeeper files a transaction somewhere else than usual (inconsistency, not error). */
const RELABEL_RATE = 0.03;
/** A one-off local vendor comes back this often; otherwise each visit is a new name. */
const ONE_OFF_REPEAT = 0.2;
const YEAR = 2024;

interface Event {
  date: string;
  vendor: Vendor;
  formats: readonly Format[];
  concept: Concept;
  /** How likely each concept was for this event, given its slot and amount (the draw is `concept`). */
  odds: ReadonlyMap<Concept, number>;
  dollars: number;
  incoming: boolean;
}

/**
 * The labelled set: every client of `CLIENTS`, a year each, from one seed. `consistent` gives the same rows
 * filed by a bookkeeper who never relabels (the relabelling is still drawn, so every other draw is the same).
 */
export function generateFirm(seed: number, { consistent = false } = {}): LabelledClient[] {
  return CLIENTS.map((client, i) => generateClient(client, createRng(seed * 1000 + i + 1), consistent ? 0 : RELABEL_RATE));
}

function generateClient(client: ClientProfile, rng: Rng, relabelRate: number): LabelledClient {
  const labelOf = new Map<Concept, string>();
  for (const [label, concepts] of client.chart) for (const concept of concepts) labelOf.set(concept, label);
  const slots = [...COMMON_SLOTS, ...INDUSTRY_SLOTS].filter((s) => !s.industries || s.industries.includes(client.industry));
  const events = slots.filter((s) => rng.chance(s.probability ?? 1)).flatMap((slot) => slotEvents(slot, client, rng));
  events.sort((a, b) => a.date.localeCompare(b.date));

  const debitShare = rng.amount(0.25, 0.8);
  let checkNumber = rng.int(1001, 4000);
  const rows = events.map((event) => {
    const label = labelOf.get(event.concept);
    if (!label) throw new Error(`${client.id} has no account for ${event.concept}`);
    const format = rng.pick(event.formats);
    const description = printDescriptor(format, {
      rng,
      client,
      date: event.date,
      outgoing: !event.incoming,
      onChecking: rng.chance(debitShare),
      nextCheckNumber: () => (checkNumber += 1),
    });
    const cents = Math.max(1, Math.round(event.dollars * 100));
    const labelOdds = new Map<string, number>();
    for (const [concept, odds] of event.odds) {
      const to = labelOf.get(concept)!;
      labelOdds.set(to, (labelOdds.get(to) ?? 0) + odds);
    }
    return { description, cents: event.incoming ? cents : -cents, label, labelOdds, month: Number(event.date.slice(5, 7)) - 1 };
  });

  // Inconsistent filing lands in another account the client really uses for money in the same direction.
  const usedOut = [...new Set(rows.filter((r) => r.cents < 0).map((r) => r.label))];
  const usedIn = [...new Set(rows.filter((r) => r.cents > 0).map((r) => r.label))];
  const history = rows.map(({ description, cents, label }) => ({
    client_id: client.id,
    description,
    vendor_name: cleanVendor(description),
    amount_cents: cents,
    category: rng.chance(RELABEL_RATE) && relabelRate > 0 ? rng.pick(cents < 0 ? usedOut : usedIn) : label,
  }));
  // The chance of each label being recorded: the event's odds kept, or relabelled to one of the used labels
  // alike (which may be the same one). The likeliest label's chance is the best any learner can expect.
  const reachable = rows.map(({ cents, labelOdds }) => {
    const used = cents < 0 ? usedOut : usedIn;
    return Math.max(...used.map((label) => (1 - relabelRate) * (labelOdds.get(label) ?? 0) + relabelRate / used.length));
  });
  return { id: client.id, name: client.name, categories: client.chart.map(([label]) => label), history, months: rows.map((r) => r.month), reachable };
}

function slotEvents(slot: Slot, client: ClientProfile, rng: Rng): Event[] {
  const [min, max] = slot.use ?? [1, 1];
  const count = rng.int(min, max);
  if (slot.oneOff) return oneOffEvents(slot, client, rng);
  const vendors = slot.local ? Array.from({ length: count }, () => slot.local!(rng, client)) : shuffle(slot.vendors ?? [], rng).slice(0, count);
  // The first vendor of a slot is the usual one; the others get a half, a third... of its business.
  return vendors.flatMap((vendor, rank) => {
    const formats = vendor.formats.filter(() => rng.chance(0.7));
    const kept = formats.length > 0 ? formats : [rng.pick(vendor.formats)];
    const fixedDollars = rng.amount(...slot.amount);
    return eventDates(slot, slot.perMonth / (rank + 1), rng).map((date) => {
      const { concept, dollars } = file(slot.files, slot.amount, rng);
      // A fixed amount is drawn apart from the concept, so it says nothing about it.
      const odds = conceptOdds(slot.files, slot.amount, slot.fixed ? undefined : dollars);
      return {
        date,
        vendor,
        formats: kept,
        concept,
        odds,
        dollars: slot.fixed ? fixedDollars * rng.amount(0.97, 1.03) : dollars,
        incoming: !!slot.incoming,
      };
    });
  });
}

function oneOffEvents(slot: Slot, client: ClientProfile, rng: Rng): Event[] {
  const seen: Vendor[] = [];
  return eventDates(slot, slot.perMonth, rng).map((date) => {
    const vendor = seen.length > 0 && rng.chance(ONE_OFF_REPEAT) ? rng.pick(seen) : slot.oneOff!(rng, client);
    seen.push(vendor);
    const { concept, dollars } = file(slot.files, slot.amount, rng);
    return {
      date,
      vendor,
      formats: vendor.formats,
      concept,
      odds: conceptOdds(slot.files, slot.amount, dollars),
      dollars,
      incoming: !!slot.incoming,
    };
  });
}

function eventDates(slot: Slot, perMonth: number, rng: Rng): string[] {
  const dates: string[] = [];
  const day = (month: number, d: number) => new Date(Date.UTC(YEAR, month, d)).toISOString().slice(0, 10);
  if (slot.cadence === 'biweekly') {
    for (let d = rng.int(1, 14); d <= 365; d += 14) dates.push(day(0, d));
  } else if (slot.cadence === 'monthly') {
    const dom = rng.int(1, 28);
    for (let m = 0; m < 12; m += 1) dates.push(day(m, dom));
  } else {
    for (let m = 0; m < 12; m += 1) {
      for (let k = rng.poisson(perMonth); k > 0; k -= 1) dates.push(day(m, rng.int(1, 28)));
    }
  }
  return dates;
}

function file(filing: Filing, amount: readonly [number, number], rng: Rng): { concept: Concept; dollars: number } {
  if (typeof filing === 'string') return { concept: filing, dollars: rng.amount(...amount) };
  const [concept, , own] = rng.weighted(filing.map((entry) => [entry, entry[1]] as const));
  return { concept, dollars: rng.amount(...(own ?? amount)) };
}

/**
 * `file`'s odds of each concept once the amount is known (Bayes: weight × the log-uniform density of the
 * amount in that concept's range); without an amount, the weights alone. Draws nothing, so the set is unchanged.
 */
function conceptOdds(filing: Filing, amount: readonly [number, number], dollars: number | undefined): Map<Concept, number> {
  if (typeof filing === 'string') return new Map([[filing, 1]]);
  const density = ([min, max]: readonly [number, number]) =>
    dollars === undefined ? 1 : dollars >= min && dollars <= max ? 1 / (dollars * Math.log(max / min)) : 0;
  const odds = new Map<Concept, number>();
  for (const [concept, weight, own] of filing) odds.set(concept, (odds.get(concept) ?? 0) + weight * density(own ?? amount));
  const total = [...odds.values()].reduce((sum, x) => sum + x, 0);
  for (const [concept, x] of odds) odds.set(concept, x / total);
  return odds;
}

function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
