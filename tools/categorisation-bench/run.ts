/**
 * `npm run bench:categorize`: a learning curve of the categoriser on a generated, labelled set of nine
 * small-business clients with their own charts (generate.ts). For N = 10, 50, 200: train on a client's
 * first N approved transactions plus the other clients' whole year, guess the rest of its year, and report
 * accuracy on what is not sent to Ask Client, coverage (share not sent), overall accuracy, and timings.
 * `npm run bench:categorize -- --tune` picks the Ask Client threshold on other seeds; `-- --seeds` reports N = 50
 * on eight seeds; `-- --blind` (with either) runs without the lexicon's names of the generator's own vendors;
 * `-- --consistent` (with any) files the same rows without the generator's relabelling noise.
 * `-- --details [first]` lists the month's misses row by row (details.ts); `-- --calibration [first]` says how often
 * each shape of reason is right (calibration.ts).
 * The month-by-month figures come with the ceiling the generator's own noise sets on "right" (evaluate.ts, `ceilingAt`).
 */
import {
  CategorisationModel,
  MERCHANT_KINDS,
  type MerchantKind,
  type ModelOptions,
} from '../../apps/server/src/features/categorisation/categoriser.ts';
import { normaliseVendor } from '../../apps/server/src/features/categorisation/normalise-vendor.ts';
import { ASK_CLIENT_BELOW } from '../../apps/server/src/features/categorisation/tuning.ts';
import { type ClassTally, ROW_CLASSES, type RowClass, classifyMonth, tallyClasses } from './classes.ts';
import { calibration } from './calibration.ts';
import { details } from './details.ts';
import { accuracyOnCovered, ceilingAt, ceilingOnCovered, coverage, overallAccuracy, predict, predictMonth, score } from './evaluate.ts';
import { generateFirm as generateSet } from './generate.ts';
import { COMMON_SLOTS } from './slots-common.ts';
import { INDUSTRY_SLOTS } from './slots-industry.ts';

// The reported figures use MAIN_SEED; the Ask Client threshold is chosen on TUNING_SEEDS (`-- --tune`), so
// the threshold never sees the transactions it is reported on. Several seeds, so it fits no one draw.
// `-- --seeds` reports N = 50 on MAIN_SEED and seven more seeds the threshold never saw either.
// `-- --seed N` reports on another seed (the tuning seeds 2-4 included, to see a change hold off the main one).
const seedArg = process.argv.indexOf('--seed');
const MAIN_SEED = seedArg >= 0 ? Number(process.argv[seedArg + 1]) : 1;
const TUNING_SEEDS = [2, 3, 4];
const REPORT_SEEDS = [1, 5, 6, 7, 8, 9, 10, 11];
const SIZES = [10, 50, 200];
/** The targets after 50 approvals: at least 90 % right among what is not sent to Ask Client, at 80 % coverage. */
const TUNING_TARGET = 0.9;
const COVERAGE_TARGET = 0.8;
const TUNING_N = 50;
const SOURCES = ['rule', 'client_history', 'firm', 'merchant_kind', 'ask_client'];
/** Issue 22's goals: a new client's first month, and the month after one reviewed month (proposed, right of those). */
const MONTH_GOALS = [
  { reviewed: 0, what: "new client's first month", proposed: 0.75, right: 0.9 },
  { reviewed: 1, what: 'after one reviewed month', proposed: 0.95, right: 0.97 },
];

const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(8);

// `-- --blind`: the merchant-kind lexicon without any name the generator's national vendors use, as if the
// firm's vendors were all brands the lexicon does not know; only its plain words (FUEL, PARKING, CAFE) and
// brands foreign to the generator are left. A floor for what the lexicon adds on real data.
const options: ModelOptions = process.argv.includes('--blind') ? { merchantKinds: blindLexicon() } : {};
const threshold = () => options.askClientBelow ?? ASK_CLIENT_BELOW;
// `-- --consistent` (with any mode): the same clients filed by a bookkeeper who never relabels, so what is left
// wrong is the learner's, not the set's noise (a firm's real history sits somewhere between the two).
const consistent = process.argv.includes('--consistent');
const firmOf = (seed: number) => generateSet(seed, { consistent });

if (process.argv.includes('--tune')) tune();
else if (process.argv.includes('--details')) detailsOf();
else if (process.argv.includes('--calibration')) calibrationOf();
else if (process.argv.includes('--classes')) classes();
else if (process.argv.includes('--seeds')) seeds();
else report();

function report() {
  // Timed first, while the code is still cold, as after a server start.
  timings();
  const firm = firmOf(MAIN_SEED);
  const rows = firm.reduce((sum, c) => sum + c.history.length, 0);
  console.log(
    `Labelled set: seed ${MAIN_SEED}, ${firm.length} clients, ${rows} approved transactions${consistent ? ', filed consistently (--consistent)' : ''}; Ask Client below ${threshold()}\n`,
  );
  console.log(`   N   accuracy on covered   coverage   overall accuracy   share (accuracy) by source: ${SOURCES.join(' / ')}`);
  for (const n of SIZES) {
    const s = score(predict(firm, n, options));
    const share = (source: string) => {
      const tally = s.bySource.get(source) ?? { count: 0, correct: 0 };
      const accuracy = source === 'ask_client' ? '' : ` (${pct(tally.correct / Math.max(1, tally.count)).trim()})`;
      return `${pct(tally.count / s.predicted).trim()}${accuracy}`;
    };
    const sources = SOURCES.map(share).join(' / ');
    console.log(
      `${String(n).padStart(4)}   ${pct(accuracyOnCovered(s)).padStart(19)}   ${pct(coverage(s))}   ${pct(overallAccuracy(s)).padStart(16)}   ${sources}`,
    );
  }
  months(firm);
}

/** A new client month by month: how much is proposed (not Ask Client), and how much of that is right. */
function months(firm: ReturnType<typeof generateSet>) {
  console.log(`\nA new client, month by month (the other ${firm.length - 1} clients' whole year known):`);
  console.log('                             proposed   right of those   Ask Client   goal');
  const ceilings: string[] = [];
  for (const goal of MONTH_GOALS) {
    const predictions = predictMonth(firm, goal.reviewed, options);
    const s = score(predictions);
    const met = coverage(s) >= goal.proposed && accuracyOnCovered(s) >= goal.right ? 'met' : 'not met';
    console.log(
      `  ${goal.what.padEnd(25)} ${pct(coverage(s))}   ${pct(accuracyOnCovered(s)).padStart(14)}   ${pct(1 - coverage(s)).padStart(10)}   ≥ ${pct(goal.proposed).trim()} at ≥ ${pct(goal.right).trim()}: ${met}`,
    );
    const atGoal = ceilingAt(predictions, goal.proposed);
    ceilings.push(
      `  ${goal.what.padEnd(25)} ${pct(ceilingAt(predictions, 1))}   ${pct(atGoal).padStart(15)}   ${pct(ceilingOnCovered(predictions)).padStart(24)}   ${atGoal >= goal.right ? 'reachable' : 'out of reach on this set'}`,
    );
  }
  curve(firm);
  // What the set allows: the generator relabels rows at random and files some vendors under several accounts,
  // so even an oracle that knows how each row was made is not always right (generate.ts, `reachable`).
  console.log('\nThe ceiling set by the generator\'s own noise (an oracle knowing how each row was made; "right" at best):');
  console.log('                             all rows   surest at goal   on the rows proposed above   goal\'s "right"');
  for (const line of ceilings) console.log(line);
}

/**
 * The trade the Ask Client threshold makes, month by month: each threshold's share proposed and right of those,
 * on the main seed (threshold 0 keeps every candidate with its confidence, so one run scores them all).
 */
function curve(firm: ReturnType<typeof generateSet>) {
  const thresholds = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7];
  console.log(`\nThe threshold's trade (proposed / right of those); the one in use is ${threshold()}:`);
  console.log(`  ${''.padEnd(25)} ${thresholds.map((t) => t.toFixed(2).padStart(15)).join('')}`);
  for (const goal of MONTH_GOALS) {
    const predictions = predictMonth(firm, goal.reviewed, { ...options, askClientBelow: 0 });
    const cells = thresholds.map((t) => {
      const s = score(predictions, t);
      return `${pct(coverage(s)).trim()}/${pct(accuracyOnCovered(s)).trim()}`.padStart(15);
    });
    console.log(`  ${goal.what.padEnd(25)} ${cells.join('')}`);
  }
}

function seeds() {
  console.log(`N = ${TUNING_N}, Ask Client below ${threshold()}: seed → accuracy on covered, coverage, overall`);
  const results = REPORT_SEEDS.map((seed) => {
    const s = score(predict(firmOf(seed), TUNING_N, options));
    console.log(`  ${String(seed).padStart(2)}  ${pct(accuracyOnCovered(s))}  ${pct(coverage(s))}  ${pct(overallAccuracy(s))}`);
    return [accuracyOnCovered(s), coverage(s), overallAccuracy(s)] as const;
  });
  const range = (i: 0 | 1 | 2) => `${pct(Math.min(...results.map((r) => r[i]))).trim()} – ${pct(Math.max(...results.map((r) => r[i]))).trim()}`;
  console.log(`  range: accuracy on covered ${range(0)}, coverage ${range(1)}, overall ${range(2)}`);
  console.log(
    '\nA new client month by month: seed → proposed and right of those (the noise ceiling of "right" at the goal\'s share proposed), first month | after one reviewed month',
  );
  for (const seed of REPORT_SEEDS) {
    const firm = firmOf(seed);
    const cells = MONTH_GOALS.map((goal) => {
      const predictions = predictMonth(firm, goal.reviewed, options);
      const s = score(predictions);
      return `${pct(coverage(s))} ${pct(accuracyOnCovered(s))} (${pct(ceilingAt(predictions, goal.proposed)).trim()})`;
    });
    console.log(`  ${String(seed).padStart(2)}  ${cells.join('  |  ')}`);
  }
}

/** `-- --details [first]`: the month's misses row by row, on the main seed (or `-- --seeds` too: every report seed). */
function detailsOf() {
  const reviewed = process.argv.includes('first') ? 0 : 1;
  const seedsToList = process.argv.includes('--seeds') ? REPORT_SEEDS : [MAIN_SEED];
  details(seedsToList.map(firmOf), reviewed, options, threshold());
}

/** `-- --calibration [first]`: every guess of the month by the shape of its reason, on every report seed. */
function calibrationOf() {
  calibration(REPORT_SEEDS.map(firmOf), process.argv.includes('first') ? 0 : 1, options, threshold());
}

/** Where the month's misses and Ask Client rows come from, per class of row (classes.ts), on every report seed. */
function classes() {
  for (const goal of MONTH_GOALS) {
    const all = new Map<RowClass, ClassTally>(ROW_CLASSES.map((c) => [c, { rows: 0, asked: 0, wrong: 0, reachableProposed: 0 }]));
    let total = 0;
    for (const seed of REPORT_SEEDS) {
      const firm = firmOf(seed);
      const predictions = predictMonth(firm, goal.reviewed, options);
      total += predictions.length;
      for (const [c, t] of tallyClasses(predictions, classifyMonth(firm, goal.reviewed))) {
        const sum = all.get(c)!;
        sum.rows += t.rows;
        sum.asked += t.asked;
        sum.wrong += t.wrong;
        sum.reachableProposed += t.reachableProposed;
      }
    }
    console.log(
      `\n${goal.what}, seeds ${REPORT_SEEDS.join(', ')} (${total} rows): share of rows, Ask Client in the class, wrong of proposed (the noise ceiling's wrong there), share of all Ask Client / of all wrong`,
    );
    const asked = [...all.values()].reduce((s, t) => s + t.asked, 0);
    const wrong = [...all.values()].reduce((s, t) => s + t.wrong, 0);
    for (const [c, t] of all) {
      const proposed = Math.max(1, t.rows - t.asked);
      console.log(
        `  ${c.padEnd(30)} ${pct(t.rows / total)}  ${pct(t.asked / Math.max(1, t.rows))}  ${pct(t.wrong / proposed)} (${pct(1 - t.reachableProposed / proposed).trim()})  ${pct(t.asked / Math.max(1, asked))} / ${pct(t.wrong / Math.max(1, wrong))}`,
      );
    }
  }
}

function timings() {
  // 20,000 examples: three firms' worth, under distinct client ids (27 clients).
  const examples = [0, 100, 200]
    .flatMap((offset) => firmOf(MAIN_SEED + offset).map((c) => ({ ...c, id: `${c.id}-${offset}` })))
    .flatMap((c) => c.history.map((h) => ({ ...h, client_id: c.id })))
    .slice(0, 20_000);
  const client = firmOf(MAIN_SEED)[0]!;
  // Transactions of every client, so most vendors are new to this one and go through the fuzzy lookups.
  const transactions = Array.from({ length: 10_000 }, (_, i) => examples[(i * 7919) % examples.length]!);
  const context = { clientId: `${client.id}-0`, categories: client.categories, rules: [] };

  const median = (run: () => void) => {
    const times = [0, 1, 2, 3].map(() => {
      const t0 = performance.now();
      run();
      return performance.now() - t0;
    });
    return { first: times[0]!, median: times.slice(1).sort((a, b) => a - b)[1]! };
  };
  const build = median(() => new CategorisationModel(examples));
  const model = new CategorisationModel(examples);
  const categorise = median(() => model.categorise(context, transactions));
  console.log(`Build from ${examples.length} examples: ${build.median.toFixed(0)} ms (first run, cold: ${build.first.toFixed(0)} ms)`);
  console.log(
    `Categorise ${transactions.length} transactions: ${categorise.median.toFixed(0)} ms (first run, cold: ${categorise.first.toFixed(0)} ms)\n`,
  );
}

function tune() {
  // Threshold 0 keeps every candidate with its confidence, so one run scores every threshold.
  const predictions = TUNING_SEEDS.flatMap((seed) => predict(firmOf(seed), TUNING_N, { ...options, askClientBelow: 0 }));
  console.log(`Tuning seeds ${TUNING_SEEDS.join(', ')}, N = ${TUNING_N}: threshold → accuracy on covered, coverage`);
  // Of the thresholds meeting both targets, the one with the most room on the tighter of the two: the
  // lowest one that reaches 90 % would sit on the edge and miss it on the next draw half the time.
  let chosen: number | undefined;
  let room = 0;
  const rows: Array<[number, number, number]> = [];
  for (let t = 0.05; t < 0.96; t += 0.01) {
    const threshold = Math.round(t * 100) / 100;
    const s = score(predictions, threshold);
    rows.push([threshold, accuracyOnCovered(s), coverage(s)]);
    const margin = Math.min(accuracyOnCovered(s) - TUNING_TARGET, coverage(s) - COVERAGE_TARGET);
    if (margin >= 0 && margin > room) [chosen, room] = [threshold, margin];
  }
  for (const [threshold, accuracy, covered] of rows) {
    if (Math.round(threshold * 100) % 5 === 0 || threshold === chosen) {
      console.log(`  ${threshold.toFixed(2)}  ${pct(accuracy)}  ${pct(covered)}${threshold === chosen ? '  ← most room on both targets' : ''}`);
    }
  }
  console.log(
    chosen === undefined ? `No threshold reaches ${pct(TUNING_TARGET)} at ${pct(COVERAGE_TARGET)} coverage.` : `(N = 50 targets: ${chosen}.)`,
  );
  tuneMonths();
}

/**
 * Issue 22's month goals on the tuning seeds: of the thresholds that keep the first month's goal, the one
 * nearest the after-one-month goal (the smaller of its two shortfalls' larger one), since that goal is out of
 * reach on this set and the nearest point is what is left to choose.
 */
function tuneMonths() {
  const [first, after] = MONTH_GOALS.map((goal) =>
    TUNING_SEEDS.flatMap((seed) => predictMonth(firmOf(seed), goal.reviewed, { ...options, askClientBelow: 0 })),
  );
  console.log(
    `\nTuning seeds ${TUNING_SEEDS.join(', ')}, month goals: threshold → first month proposed / right | after one reviewed month proposed / right`,
  );
  let chosen: number | undefined;
  let shortfall = Infinity;
  for (let t = 0.2; t < 0.71; t += 0.01) {
    const threshold = Math.round(t * 100) / 100;
    const [f, a] = [score(first!, threshold), score(after!, threshold)];
    const firstMet = coverage(f) >= MONTH_GOALS[0]!.proposed && accuracyOnCovered(f) >= MONTH_GOALS[0]!.right;
    const short = Math.max(MONTH_GOALS[1]!.proposed - coverage(a), MONTH_GOALS[1]!.right - accuracyOnCovered(a));
    if (firstMet && short < shortfall) [chosen, shortfall] = [threshold, short];
    if (Math.round(threshold * 100) % 5 === 0) {
      console.log(
        `  ${threshold.toFixed(2)}  ${pct(coverage(f))} / ${pct(accuracyOnCovered(f)).trim()}  |  ${pct(coverage(a))} / ${pct(accuracyOnCovered(a)).trim()}${firstMet ? '' : '  (first month goal missed)'}`,
      );
    }
  }
  console.log(
    chosen === undefined
      ? 'No threshold keeps the first month goal.'
      : `Set ASK_CLIENT_BELOW = ${chosen} in tuning.ts (after one month ${pct(shortfall).trim()} short of its goal at worst).`,
  );
}

/** MERCHANT_KINDS without the phrases and patterns that name a national vendor of the generator. */
function blindLexicon(): MerchantKind[] {
  const printed = [...COMMON_SLOTS, ...INDUSTRY_SLOTS]
    .flatMap((slot) => slot.vendors ?? [])
    .flatMap((vendor) => [
      vendor.name,
      ...vendor.formats.map((f) =>
        f.kind === 'card' ? f.merchant : f.kind === 'ach' ? `${f.company} ${f.entry}` : f.kind === 'plain' ? f.text : '',
      ),
    ])
    .map((text) => ` ${normaliseVendor(text.replace(/\{[^}]*\}/g, ' '))} `);
  const used = (phrase: string) => printed.some((text) => text.includes(` ${normaliseVendor(phrase)} `));
  return MERCHANT_KINDS.map((kind) => ({
    ...kind,
    vendors: kind.vendors.filter((v) => !used(v)),
    patterns: (kind.patterns ?? []).filter((p) => !printed.some((text) => p.test(text.trim()))),
  }));
}
