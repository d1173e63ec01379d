// The categoriser's knobs in one place. ASK_CLIENT_BELOW is chosen by `npm run bench:categorize -- --tune`
// on a generator seed the reported figures do not use; the others are design choices, explained here.

/** Below this confidence the transaction goes to `1480 - Ask Client`. */
export const ASK_CLIENT_BELOW = 0.6;

/** Pseudo-count against a guess: one example gives 1/(1+0.5) = 0.67 certainty, fourteen give 0.97. */
export const HISTORY_PRIOR = 0.5;
/** The same for other clients: one client filing a vendor somewhere is weaker evidence than the client's own. */
export const FIRM_PRIOR = 1;

/** A vendor never seen before borrows from up to this many similar spellings... */
export const SIMILAR_VENDORS = 3;
/** ...at least this alike (trigram cosine): "HOME DEPOT" ~ "HOMEDEPOT COM" passes, "ZELLE TO A" ~ "ZELLE TO B" mostly not. */
export const MIN_SIMILARITY = 0.5;

/** Money in from a vendor usually mirrors money out (a refund), but not always (Venmo cash-out is income). */
export const OPPOSITE_DIRECTION_WEIGHT = 0.3;

/** Width of the amount kernel in log dollars: 0.5 ≈ amounts within a factor of 1.6 count as alike. */
export const AMOUNT_BANDWIDTH = 0.5;
/** Share of a vote an example keeps however different its amount: amount only breaks ties within a vendor. */
export const AMOUNT_FLOOR = 0.1;
