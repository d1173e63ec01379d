import { foldAccents } from './fold-accents.ts';

export type SummaryRole = 'opening' | 'closing' | 'closing_fallback' | 'dated_balance' | 'deposits' | 'withdrawals' | 'activity';

// French (accents folded): "Solde d'ouverture", "Solde précédent", "Solde antérieur", "Solde au début de la période",
// "Solde reporté"; "Solde de clôture", "Nouveau solde", "Solde à la fin de la période", "Solde final".
// Spanish, as US banks in Puerto Rico print it: "Saldo anterior", "Saldo inicial"; "Saldo final", "Nuevo saldo".
// "Opening Ledger Balance": a bank that prints ledger and available balances names both ends by the ledger.
// "Previous Principal Balance" / "New Principal Balance": a loan or a line of credit names what is owed by its principal.
// "Beginning / Ending Core Balance": a brokerage account keeps its cash in a core money fund and names the cash by it.
// "Outstanding Principal" / "Unpaid Principal Balance": a mortgage servicer's name for what is still owed at the
// statement's date (its "Total Amount Due" is the next payment, not the balance).
const OPENING =
  /\b(beginning|opening|starting|previous|prior|last statement'?s?|last month'?s?)( statement| ledger| cash| core| account| book| principal| loan)? balance\b|\bbalance (last statement|forward|brought forward|b\/f|as of last statement)\b|\bsolde (d'? ?ouverture|precedent|anterieur|initial|reporte|au debut)\b|\bancien solde\b|\bsaldo (anterior|inicial|previo|al inicio)\b/;
const CLOSING =
  /\b(ending|closing|new|current)( statement| ledger| cash| core| account| book| principal| loan)? balance\b|\boutstanding principal( balance)?\b|\bunpaid principal balance\b|\bbalance this statement\b|\bstatement balance\b|\bbalance carried forward\b|\bbalance c\/f\b|\bsolde (de |d'? ?)?cloture\b|\bnouveau solde\b|\bsolde (a la|au) fin\b|\bsolde (final|de fin)\b|\bsaldo (final|de cierre|al cierre|al final)\b|\bnuevo saldo\b/;
// "Your balance on June 1, 2026" / "Balance as of 06/30/2026": which end of the period it is, only its date says
// (the earliest is the opening, the latest the closing: build-account.ts). Not an available or average balance.
// "On June 30, 2026 your balance was $4,668.19": the date before the words, in a sentence.
// Banks in France name both ends "SOLDE CRÉDITEUR AU 01/01/2025" / "SOLDE DÉBITEUR AU 31/01/2025" (débiteur: overdrawn).
// Spanish: "Saldo al 30 de junio de 2026".
const DATED_BALANCE = /\bbalance (on|as of|at|was|is)\b|\bsolde ((crediteur|debiteur) )?(au|le|en date du)\b|\bsaldo (al|a la fecha|en)\b/;
const NOT_THE_BALANCE =
  /\b(available|average|daily|minimum|collected|interest|disponible|moyen|quotidien|interets?|promedio|diario|minimo|interes(es)?)\b/;
// Some cards print no "New Balance", only the amount due; it is the same figure when no payment is pending.
const CLOSING_FALLBACK = /\btotal (amount|balance) due\b/;
// The cycle's net activity, printed where a page has no balances (Chase's cardholder block
// "TRANSACTIONS THIS CYCLE (CARD 1111) $493.35"), or beside them ("NET AMOUNT OF MONTHLY ACTIVITY").
const ACTIVITY = /\btransactions this (cycle|period|statement)\b|\b(net|total) (monthly )?activity\b|\bnet amount of (monthly )?activity\b/;
// Year-to-date tables, APR tables and fee schedules repeat category names with other amounts.
const NOT_A_TOTAL =
  /year|ytd|\b(19|20)\d\d\b|%|\bapr\b|overdraft|returned item|minimum|limit|available|average|rate|due|interest charge calculation|\b(annee|cumul|taux|disponible|moyen|echeance|decouvert|ano|tasa|promedio|vencimiento|sobregiro)\b/;
// Spanish: "Total de depósitos (15)", "Total de retiros (34)", "Créditos" / "Débitos", "Cargos por servicio".
// British banks total the columns they print as "Paid in / Paid out" under "Payments In / Payments Out". A charge card
// (Amex) totals what was spent as "New Charges". Money-transfer accounts total theirs as "Incoming" / "Outgoing".
const DEPOSITS =
  /\b(deposits?|dep|credits?|additions|payments? and (other )?credits|money in|(payments?|paid) in|incoming|depots?|paiements et (autres )?credits|depositos?|creditos?)\b/;
const WITHDRAWALS =
  /\b(withdrawals?|debits?|subtractions|checks?( paid)?|fees?( charged)?|service charges?|new charges|purchases?|cash advances?|interest charged|money out|(payments?|paid) out|outgoing|retraits?|cheques?|frais|achats?|avances? de fonds|retiros?|debitos?|cargos?|comisiones)\b/;
// A card's summary lists the cycle's interest by the one word ("Interest $18.80") beside Purchases and Fees: money
// owed, as "Interest Charged" is. On a deposit account the word is interest earned, which is not a withdrawal.
const CARD_INTEREST = /^(interest|interets?)( charges?)?$/;
// Some cards (Capital One) total the cycle's purchases as "Transactions" between Payments and Cash Advances: on a card the
// bare word in a summary is what was charged. On a deposit account it names no direction.
const CARD_TRANSACTIONS = /^(new )?transactions$/;
// A line of credit (a HELOC, a card's cash) lists what was drawn on it as "Advances" or "Draws": money owed, as a card's
// purchases are. On a deposit account an advance from its overdraft line is money in, so the word alone says nothing.
const OWED_DRAWS = /\b(advances?|draws?)\b/;
// A deposit account's summary lists what it paid out by the word ("Electronic Payments 10,245.59" between Other Credits
// and Other Withdrawals: TD Bank's habit); on a card a payment is money in, a payment received is money in anywhere,
// and the bare word (a card's figure in a bank's combined summary) says nothing.
const PAID_OUT = /^(electronic|bill|ach|online|automatic|pre-?authorized) payments?$/;

/** What a printed label next to an amount means ("Beginning Balance", "Total Deposits and Additions"). */
export function classifySummaryLabel(label: string, isCard: boolean): SummaryRole | null {
  const clean = foldAccents(label)
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[^a-z0-9'/%&. -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A label with an account number ("Certificate of Deposit XXXXXX9903") names an account in a
  // consolidated summary; its figures are that account's balances, not this account's totals.
  if (!clean || /[x*•]{2,}\d{2,}|\d{5,}/i.test(label)) return null;
  if (OPENING.test(clean)) return 'opening';
  if (CLOSING.test(clean)) return 'closing';
  if (CLOSING_FALLBACK.test(clean)) return 'closing_fallback';
  if (DATED_BALANCE.test(clean) && !NOT_THE_BALANCE.test(clean)) return 'dated_balance';
  if (ACTIVITY.test(clean) && !/year|ytd|\b(19|20)\d\d\b/.test(clean)) return 'activity';
  if (NOT_A_TOTAL.test(clean) || /\bbalance\b/.test(clean)) return null;
  if (isCard && (CARD_INTEREST.test(clean) || CARD_TRANSACTIONS.test(clean))) return 'withdrawals';
  const deposit = DEPOSITS.exec(clean);
  const withdrawal = WITHDRAWALS.exec(clean);
  const payment = isCard && /\b(payments?|paiements?)\b/.exec(clean);
  if (!isCard && !deposit && !withdrawal && PAID_OUT.test(clean)) return 'withdrawals';
  const draw = isCard && OWED_DRAWS.exec(clean);
  const first = [
    deposit && { at: deposit.index, role: 'deposits' as const },
    withdrawal && { at: withdrawal.index, role: 'withdrawals' as const },
    draw && { at: draw.index, role: 'withdrawals' as const },
    payment && { at: payment.index, role: 'deposits' as const },
  ]
    .filter((x): x is { at: number; role: 'deposits' | 'withdrawals' } => Boolean(x))
    .sort((a, b) => a.at - b.at)[0];
  return first?.role ?? null;
}

/**
 * "SOLDE DÉBITEUR AU 31/01/2025  1 234,56", "Ancien solde débiteur": the label, not a sign, says a deposit account's
 * balance is overdrawn (French banks print the figure bare, often in the Débit column).
 */
export function labelSaysOverdrawn(label: string): boolean {
  return /\bsolde( \S+)? debiteur\b/.test(foldAccents(label).toLowerCase());
}

/** Undated lines inside a table that are totals or balances, never a row under the previous date. */
export function isTotalOrBalanceLabel(label: string): boolean {
  const clean = foldAccents(label).toLowerCase().replace(/’/g, "'").trim();
  return (
    OPENING.test(clean) ||
    CLOSING.test(clean) ||
    CLOSING_FALLBACK.test(clean) ||
    DATED_BALANCE.test(clean) ||
    ACTIVITY.test(clean) ||
    // "Interest paid year-to-date $2.11" under the interest rows: a figure of the year, never a row of the period.
    /\byear[- ]to[- ]date\b|\bytd\b/.test(clean) ||
    /\b(daily|average|available|ledger|collected) balance\b/.test(clean) ||
    /^((sub|sous)-?)?(totals?|totaux)\b|\btotal\b.*\b(for|this|period|deposits?|withdrawals?|debits?|credits?|checks?|fees?|additions|subtractions|purchases|payments|interest|charges|activity|due|retraits?|depots?|cheques?|frais|achats?|paiements?|interets?|retiros?|depositos?|cargos?)\b/.test(
      clean,
    )
  );
}

/** "Annual Percentage Yield Earned 0.05%": a rate printed under an interest row is the account's, not the row's text. */
export function isRateLine(text: string): boolean {
  return /%/.test(text) && /\b(annual percentage|apy|apr|interest rate|rate of interest|taux)\b/i.test(text);
}

// Words a balance's label may start with before naming it ("Your new balance", "Statement closing balance").
const LABEL_LEAD = /^(your|the|statement|account) /;

/**
 * A dated line whose words are a balance's or a total's label ("Beginning Balance", "Total deposits"): a figure of the
 * statement, not a row. The label starts the words: a row names a balance further on ("CITI AUTOPAY NEW BALANCE",
 * "PAYMENT TO STATEMENT BALANCE") and, with its date and an amount in the amount column, is a row whatever its words.
 */
export function isSummaryDescription(description: string): boolean {
  const clean = foldAccents(description)
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^[^a-z]+/, '')
    .trim();
  const label = clean.replace(LABEL_LEAD, '');
  const starts = (re: RegExp) => re.exec(label)?.index === 0;
  return (
    starts(OPENING) ||
    starts(CLOSING) ||
    /^(sub)?totals?:?$|^(sub)?total\b.*\b(deposits?|withdrawals?|debits?|credits?|checks?|fees?|additions|subtractions|purchases|payments|interest|charges|activity|for this period|due|retraits?|depots?|cheques?|frais|achats?|paiements?|interets?)\b/.test(
      clean,
    )
  );
}
