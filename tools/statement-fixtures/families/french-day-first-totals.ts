import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { addDays, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';
import { ddmmyyyy, euros, frenchActivity, HOLDER } from './french-day-first.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
  /**
   * creditor: Date | Libellé | Valeur | Débit | Crédit, "SOLDE PRÉCÉDENT" over the rows, the closing "SOLDE CRÉDITEUR AU
   * <last day>" in a box at the top and again under "TOTAL DES OPÉRATIONS".
   * debtor: an overdrawn account, Date | Libellé | Débit | Crédit | Solde with minus-signed balances, "SOLDE DÉBITEUR AU
   * <day before>" over the rows, "SOLDE DÉBITEUR AU <last day>" at the top and at the bottom, figures unsigned (the label
   * says overdrawn), the closing balance under Solde on the totals line.
   */
  balance: 'creditor' | 'debtor';
}

const PERIODS = { creditor: ['2026-04-01', '2026-04-30'], debtor: ['2026-05-01', '2026-05-31'] } as const;
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyy = (iso: string) => `${pad(parts(iso).d)}.${pad(parts(iso).m)}.${pad(parts(iso).y % 100)}`;

/**
 * A bank in France that names its balances by their date and side ("SOLDE CRÉDITEUR AU 30/04/2026", "SOLDE DÉBITEUR
 * AU …"), prints the closing one twice (the summary box at the top, then under the rows) and closes the list with a
 * "TOTAL DES OPÉRATIONS" line whose figures sit under Débit and Crédit, naming no direction itself.
 */
export async function frenchLedgerTotals({ seed, count, name, balance }: Options) {
  const rng = createRng(seed);
  const [start, end] = PERIODS[balance];
  const debtor = balance === 'debtor';
  // An overdrawn account within its authorised overdraft: few deposits, never below -15 000 €.
  const opening = debtor ? -rng.int(80_000, 300_000) : rng.int(400_000, 1_200_000);
  const activity = debtor ? frenchActivity(rng, start, end, count, opening, -1_500_000, 0.06) : frenchActivity(rng, start, end, count, opening);
  if (!debtor) for (const e of activity) e.postDate = e.cents > 0 && rng.chance(0.4) ? addDays(e.date, 1) : e.date;
  const rows = expectedRows(activity, opening, { balances: debtor ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const money = (c: number) => euros(c, debtor ? '\u00a0' : ' ');
  const side = (c: number) => (c < 0 ? 'DÉBITEUR' : 'CRÉDITEUR');
  const date = debtor ? ddmmyyyy : ddmmyy;
  const x = debtor
    ? { date: 40, label: 112, value: 0, debit: 420, credit: 495, balance: 570 }
    : { date: 40, label: 100, value: 400, debit: 490, credit: 570, balance: 0 };
  // A balance's figure sits in the column of its side: overdrawn under Débit.
  const balanceAt = (c: number) => (c < 0 ? x.debit : x.credit);
  const last4 = debtor ? '6630' : '2187';
  const product = debtor ? 'Compte courant' : 'Compte chèques';

  const w = new PdfkitWriter(50, 730);
  const header = (p: PdfkitWriter) =>
    p.row(
      [
        { text: 'Date', x: x.date, bold: true, size: 8 },
        { text: debtor ? 'Nature des opérations' : 'Libellé', x: x.label, bold: true, size: 8 },
        ...(debtor ? [] : [{ text: 'Valeur', x: x.value, bold: true, size: 8 }]),
        { text: 'Débit', x: x.debit, right: true, bold: true, size: 8 },
        { text: 'Crédit', x: x.credit, right: true, bold: true, size: 8 },
        ...(debtor ? [{ text: 'Solde', x: x.balance, right: true, bold: true, size: 8 }] : []),
      ],
      13,
    );
  w.onNewPage = (p) => {
    p.cell({ text: `${product} n° 0004${last4}`, x: 570, right: true, size: 8 }, 30);
    header(p);
  };
  w.cell({ text: debtor ? 'BANQUE POPULAIRE DU LITTORAL' : 'CAISSE D’ÉPARGNE DES DEUX RIVES', x: 40, bold: true, size: 13 }, 30);
  w.cell({ text: 'Extrait de compte', x: 570, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: `${product} n° 0004${last4}`, x: 570, right: true, size: 8 }, 44);
  w.y = 70;
  for (const line of HOLDER) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  // The summary box: the closing balance alone, named by its date and side.
  w.row(
    [
      { text: `SOLDE ${side(closing)} AU ${ddmmyyyy(end)}`, x: 330, bold: true, size: 9 },
      { text: `${money(closing)} €`, x: 570, right: true, bold: true, size: 9 },
    ],
    16,
  );
  w.row([{ text: `du ${ddmmyyyy(start)} au ${ddmmyyyy(end)}`, x: 40, size: 9 }], 18);
  header(w);
  const openingLabel = debtor ? `SOLDE ${side(opening)} AU ${ddmmyyyy(addDays(start, -1))}` : 'SOLDE PRÉCÉDENT';
  w.row(
    [
      { text: openingLabel, x: x.label, bold: true },
      { text: money(opening), x: balanceAt(opening), right: true, bold: true },
    ],
    13,
  );
  for (const [i, e] of activity.entries()) {
    w.ensure(e.detail ? 23 : 12);
    w.row(
      [
        { text: date(e.date), x: x.date },
        { text: e.first, x: x.label },
        ...(debtor ? [] : [{ text: date(e.postDate ?? e.date), x: x.value }]),
        { text: money(Math.abs(e.cents)), x: e.cents < 0 ? x.debit : x.credit, right: true },
        ...(debtor ? [{ text: signedEuros(rows[i]?.balance_cents ?? 0, money), x: x.balance, right: true }] : []),
      ],
      12,
    );
    if (e.detail) w.row([{ text: e.detail, x: x.label + 8, size: 8 }], 11);
  }
  w.ensure(40);
  w.gap(2);
  w.rule(x.label, 570);
  w.row(
    [
      { text: 'TOTAL DES OPÉRATIONS', x: x.label, bold: true },
      { text: money(totals.withdrawals_cents), x: x.debit, right: true, bold: true },
      { text: money(totals.deposits_cents), x: x.credit, right: true, bold: true },
      ...(debtor ? [{ text: signedEuros(closing, money), x: x.balance, right: true, bold: true }] : []),
    ],
    14,
  );
  w.row(
    [
      { text: `SOLDE ${side(closing)} AU ${ddmmyyyy(end)}`, x: x.label, bold: true },
      { text: money(closing), x: balanceAt(closing), right: true, bold: true },
    ],
    16,
  );
  w.row([{ text: 'Découvert autorisé : 15 000,00 ; taux débiteur annuel 14,90 %. Réclamations : votre conseiller.', x: 40, size: 7 }], 10);
  const pdf = await w.finish((p, n, total) => p.cell({ text: `Page ${n} / ${total}`, x: 520, size: 8 }, 760));
  const covers = [
    debtor
      ? 'an overdrawn account: Date | Nature des opérations | Débit | Crédit | Solde, minus-signed running balances'
      : 'Date | Libellé | Valeur | Débit | Crédit, dd.mm.yy dates, SOLDE PRÉCÉDENT over the rows',
    `SOLDE ${debtor ? 'DÉBITEUR' : 'CRÉDITEUR'} AU <last day> printed twice, at the top and under the rows: one closing`,
    'TOTAL DES OPÉRATIONS under Débit | Crédit: a total naming no direction, each figure its column’s',
    ...(debtor
      ? ['SOLDE DÉBITEUR AU <day before> as the opening, figures unsigned: the label says overdrawn', 'the closing under Solde on the totals line']
      : []),
  ];
  const expected: ExpectedStatement = {
    family: 'french-day-first',
    producer: 'pdfkit',
    covers,
    account_holder: HOLDER[0] ?? '',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: last4,
        name: product,
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}

const signedEuros = (cents: number, money: (c: number) => string) => `${cents < 0 ? '-' : ''}${money(Math.abs(cents))}`;
