import { ASK_CLIENT } from '@ledgerdesk/contracts';

/** One thing a client can say a row was, in their words, and the category label it implies (null: none). */
export interface AnswerChoice {
  key: string;
  label: string;
  category: string | null;
}

/** A category the client's books may use: its label, full name and account type (null on the firm's general list). */
export interface ChartAccount {
  label: string;
  name: string;
  type: string | null;
}

interface ChoiceKind {
  key: string;
  label: string;
  /** Matched against the account's full name. */
  name: RegExp;
  /** Matched against the account type when the chart has types; a bank or card account is never a choice. */
  type: RegExp;
}

const EXPENSE = /expense|cost of goods|cogs/i;
const EQUITY = /equity/i;
const LIABILITY = /liabilit|loan/i;
const INCOME = /income|revenue/i;

// What a small business owner says money went on, most often asked first. The order also decides which
// account a choice implies when several match: the first in the chart's order.
const SPENDING: ChoiceKind[] = [
  { key: 'supplies', label: 'Supplies', name: /suppl/i, type: EXPENSE },
  { key: 'meals', label: 'Meals with clients', name: /meal|entertain/i, type: EXPENSE },
  { key: 'vehicle', label: 'Fuel or vehicle costs', name: /fuel|gasoline|auto(mobile)?\b|vehicle|mileage|parking/i, type: EXPENSE },
  { key: 'travel', label: 'Travel', name: /travel|airfare|lodging|hotel/i, type: EXPENSE },
  { key: 'contractors', label: 'Paid a contractor', name: /subcontract|contract labou?r|contractor/i, type: EXPENSE },
  { key: 'software', label: 'Software or subscriptions', name: /software|subscription|dues/i, type: EXPENSE },
  { key: 'utilities', label: 'Utilities, phone or internet', name: /utilit|phone|internet/i, type: EXPENSE },
  { key: 'rent', label: 'Rent', name: /\brent\b|lease/i, type: EXPENSE },
  { key: 'advertising', label: 'Advertising', name: /advertis|marketing/i, type: EXPENSE },
  { key: 'professional', label: 'Lawyer or accountant', name: /professional|legal|accounting/i, type: EXPENSE },
  { key: 'repairs', label: 'Repairs', name: /repair|maintenance/i, type: EXPENSE },
  { key: 'insurance', label: 'Insurance', name: /insurance/i, type: EXPENSE },
  { key: 'payroll', label: 'Wages or payroll', name: /payroll|wages|salar/i, type: EXPENSE },
  { key: 'bank-fees', label: 'Bank or card fees', name: /bank (service )?(charge|fee)|service charge|merchant fee/i, type: EXPENSE },
];
/** Asked whatever else is on the list: what an unexplained Zelle or check most often turns out to be. */
const OWNER_AND_LOANS: ChoiceKind[] = [
  { key: 'owner-personal', label: "Owner's personal spending", name: /draw|distribution|personal|owner/i, type: EQUITY },
  { key: 'loan-payment', label: 'Loan payment', name: /loan|note payable|line of credit/i, type: LIABILITY },
];
const MONEY_IN: ChoiceKind[] = [
  { key: 'customer-payment', label: 'Payment from a customer', name: /sales|revenue|income|fees earned|services/i, type: INCOME },
  { key: 'owner-money-in', label: 'Money the owner put in', name: /contribution|investment|capital/i, type: EQUITY },
  { key: 'loan-received', label: 'A loan we received', name: /loan|note payable|line of credit/i, type: LIABILITY },
];

/** A short list: enough to answer most rows without scrolling on a phone. */
const MAX_SPENDING_CHOICES = 6;
export const SOMETHING_ELSE: AnswerChoice = { key: 'something-else', label: 'Something else', category: null };

function implied(kind: ChoiceKind, accounts: readonly ChartAccount[]): AnswerChoice | null {
  const account = accounts.find(
    (candidate) => candidate.label !== ASK_CLIENT && kind.name.test(candidate.name) && (candidate.type === null || kind.type.test(candidate.type)),
  );
  return account ? { key: kind.key, label: kind.label, category: account.label } : null;
}

const present = (choices: Array<AnswerChoice | null>) => choices.filter((choice): choice is AnswerChoice => choice !== null);

/**
 * The plain-language answers offered for one row, built from the client's own categories: only choices the
 * chart has an account for, each mapped to that account's label, then "Something else" (no category).
 */
export function answerChoices(accounts: readonly ChartAccount[], amountCents: number): AnswerChoice[] {
  if (amountCents > 0) return [...present(MONEY_IN.map((kind) => implied(kind, accounts))), SOMETHING_ELSE];
  const spending = present(SPENDING.map((kind) => implied(kind, accounts))).slice(0, MAX_SPENDING_CHOICES);
  return [...spending, ...present(OWNER_AND_LOANS.map((kind) => implied(kind, accounts))), SOMETHING_ELSE];
}

/** The suggestion's reason on the Transactions screen: Client answered: Supplies — 'printer paper'. */
export function answerReason(choiceLabel: string, note: string): string {
  return note === '' ? `Client answered: ${choiceLabel}` : `Client answered: ${choiceLabel} — '${note}'`;
}
