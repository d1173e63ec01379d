// The categoriser's knobs in one place. ASK_CLIENT_BELOW is chosen by `npm run bench:categorize -- --tune`
// on generator seeds the reported figures do not use; the others are design choices, explained here.

/**
 * Below this confidence the transaction goes to `1480 - Ask Client`. Chosen by `-- --tune` on the tuning seeds
 * for issue 22's month goals: of the thresholds that keep a new client's first month at ≥ 75 % proposed with
 * ≥ 90 % right, the one nearest the after-one-reviewed-month goal (95 % at 97 %, out of reach on the generated
 * set), i.e. with the smallest larger shortfall: 2.5 points there, flat between 0.27 and 0.38. (The older N = 50
 * targets, 90 % right at 80 % proposed, would pick 0.45; `-- --tune` prints both.) A vendor the client filed
 * once (0.67) passes, and so does a merchant kind on its own (0.45); one approval against what the vendor
 * plainly is (0.27), or a somewhat alike spelling, does not. `npm run bench:categorise` prints the trade.
 * Re-run after the 2026-11-27 calibration changes (decision 0019): the noisy tuning seeds now prefer 0.34 by a tenth
 * of a point (shortfall 1.99 against 2.10 at 0.36), the same seeds filed consistently 0.20 or lower; left at 0.36
 * until the firm decides which kind of history to tune for.
 */
export const ASK_CLIENT_BELOW = 0.36;

/**
 * Pseudo-count against a guess: one example gives 1/(1+0.5) = 0.67 certainty, fourteen give 0.97. An example of an
 * unlike amount counts half (its vote's AMOUNT_FLOOR share): one gives 0.5. On the bench, one approval filed against
 * the firm's habit and of an unlike amount was right 3 times in 10, of a like amount 8 in 10.
 */
export const HISTORY_PRIOR = 0.5;
/** The same for other clients, whose habits are weaker evidence than the client's own: one of one gives 0.5, nine of nine 0.9. */
export const FIRM_PRIOR = 1;

/**
 * What a merchant kind alone (merchant-kinds.ts: "a fuel station", and the client has a Fuel category) is
 * worth. Modest on purpose: the lexicon knows kinds, not this client, so one approval of the vendor
 * (0.67) outweighs it, and a vendor the client filed elsewhere keeps its label.
 */
export const MERCHANT_KIND_CONFIDENCE = 0.45;

/**
 * What a merchant kind weighs against a learned guess that files the vendor elsewhere: the lexicon alone is
 * right about nine times in ten on the bench's first months (it proposes at only MERCHANT_KIND_CONFIDENCE so
 * that it never outranks the client's settled habit). Against one approval (0.67) it leaves 0.37, Ask Client;
 * against two (0.8) 0.62 and three (0.86) 0.73, which stand.
 */
export const MERCHANT_KIND_AGAINST = 1.2;

/**
 * How many other clients must file a vendor, mostly outside every account its merchant kind would use, before the
 * kind stops counting against the client's own filing of it (decide.ts, `withKind`): the firm's own habit says the
 * lexicon's kind is not how this firm files the vendor.
 */
export const FIRM_ELSEWHERE_CLIENTS = 1;

/** A vendor never seen before borrows from up to this many similar spellings... */
export const SIMILAR_VENDORS = 3;
/**
 * ...at least this alike (trigram cosine). "HOME DEPOT" ~ "HOMEDEPOT" is 0.74, "CITY OF AUSTIN WATER UTIL" ~
 * "CITY OF AUSTIN UTILITIES" 0.69; "ZELLE PAYMENT TO JOHN SMITH" ~ "... TO MARIA GARCIA" is 0.58, which passes
 * too but is discounted by it; "SHELL OIL" ~ "SHELL SERVICE STATION" (0.36) does not.
 */
export const MIN_SIMILARITY = 0.5;

/** Money in from a vendor usually mirrors money out (a refund), but not always (Venmo cash-out is income). */
export const OPPOSITE_DIRECTION_WEIGHT = 0.3;

/** Width of the amount kernel in log dollars: 0.5 ≈ amounts within a factor of 1.6 count as alike. */
export const AMOUNT_BANDWIDTH = 0.5;
/**
 * An example's vote is AMOUNT_FLOOR + amount likeness (0..1): a like amount at most doubles it, so the amount
 * tells apart payees behind one descriptor ("CHECK") without outvoting the count. Giving amount more say did
 * not help on the bench.
 */
export const AMOUNT_FLOOR = 1;

/**
 * A check's vote for the account of the client's other checks, beside its amount likeness (0..1): small, so a
 * check of a like amount decides, while a client whose checks nearly all go one way is still heard.
 */
export const CHECK_HABIT = 0.1;

/**
 * The share of a client's check payments (two or more; the same amount again is the same payment) that must have gone
 * to one account for its habit alone to speak for a check of any amount (client-history.ts, `checkCandidate`): 2 of 2
 * give 0.57, 4 of 5 0.62, 9 of 10 0.78. On the bench after one reviewed month, such checks were right about 3 times in
 * 4 (13 of 17 over 11 seeds, both regimes), where they were guessed at 0.12-0.36 before; a client's one check was
 * right half the time, and is no habit.
 */
export const CHECK_HABIT_SHARE = 0.8;

/**
 * The pseudo-count against a check's guess, larger than HISTORY_PRIOR: a check names no payee, so one past
 * check of a like amount (1.1 / 2.6 = 0.42, just above ASK_CLIENT_BELOW, and below it with any other check
 * beside it) is less sure than one named payment (0.67); two (0.59) and three (0.69) make a habit. On the
 * bench, checks guessed from one like check after a reviewed month were right 60 % of the time, from two 83 %.
 */
export const CHECK_PRIOR = 1.5;

/**
 * The pseudo-count against guessing a person never filed from the other people the client pays by Zelle, Venmo
 * and the like (client-history.ts, `personCandidate`): one person gives 1 / 3 = 0.33 (Ask Client: one other payee is no habit), two both filed one way 0.5, three 0.6.
 */
export const PERSON_PRIOR = 2;

/**
 * A check of (nearly) the same amount as a past one is most often the same payment again: the rent, a loan, a
 * retainer. Such a repeat adds CHECK_SAME_AMOUNT to that check's vote, on a kernel of SAME_AMOUNT_BANDWIDTH in
 * log dollars (0.03: within about 3 %, so a rent check of $3,190.96 after one of $3,197.00 counts, one of $2,034 does not).
 */
export const CHECK_SAME_AMOUNT = 2;
export const SAME_AMOUNT_BANDWIDTH = 0.03;
