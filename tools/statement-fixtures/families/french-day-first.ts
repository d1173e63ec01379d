import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { addDays, formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
  /**
   * running: Date | Libellé | Débit | Crédit | Solde, dd/mm/yyyy, a whole month, € and IBAN printed.
   * decade: a "relevé décadaire" (the 1st to the 10th, so every date is ambiguous), Date | Valeur | Libellé | Débit | Crédit,
   * dd/mm, no € nor IBAN: only the statement's French says the day comes first.
   * html: Chromium, Date opé. | Date valeur | Libellé des opérations | Débit | Crédit, dd.mm, a summary box.
   */
  style: 'running' | 'decade' | 'html';
}

/** One movement and, for some, the detail line the bank prints under it (the truth joins them with a space). */
export interface Entry extends Activity {
  first: string;
  detail: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const ddmmyyyy = (iso: string) => `${pad(parts(iso).d)}/${pad(parts(iso).m)}/${parts(iso).y}`;
const ddmm = (iso: string, sep = '/') => `${pad(parts(iso).d)}${sep}${pad(parts(iso).m)}`;

/** "1 234,56": a decimal comma, thousands set apart by `space` (Intl's fr-FR prints a narrow no-break space). */
export function euros(cents: number, space: string): string {
  return formatAmount(cents).replace(/[.,]/g, (c) => (c === '.' ? ',' : space));
}

const SHOPS = [
  ['CARREFOUR CITY', 'PARIS 11'],
  ['MONOPRIX', 'LYON 2EME'],
  ['BOULANGERIE DU MARCHE', 'NANTES'],
  ['PHARMACIE CENTRALE', 'LILLE'],
  ['SNCF INTERNET', 'PARIS'],
  ['LEROY MERLIN', 'TOULOUSE'],
  ['FNAC', 'MARSEILLE'],
] as const;
const CREDITORS = ['EDF CLIENTS PARTICULIERS', 'ORANGE SA', 'FREE MOBILE', 'URSSAF ILE DE FRANCE', 'AXA FRANCE IARD'];
const PAYERS = ['SARL MOREAU ET FILS', 'CABINET LEFEBVRE', 'MME CLAIRE DUBOIS', 'SAS ATELIER GIRARD'];

function entry(date: string, first: string, detail: string | null, vendor: string, cents: number, category: Activity['category']): Entry {
  const description = detail ? `${first} ${detail}` : first;
  return { date, postDate: null, description, vendor, cents, category, first, detail };
}

/**
 * A French business current account's movements in date order, never below `floor` (0: never overdrawn); about a
 * third print a detail line. `depositShare`: how many are money in (an overdrawn account's few).
 */
export function frenchActivity(rng: Rng, start: string, end: string, count: number, opening: number, floor = 0, depositShare = 0.18): Entry[] {
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(1, span))).sort();
  let balance = opening;
  let cheque = rng.int(1_200_000, 4_800_000);
  return dates.map((date) => {
    const roll = rng.next();
    let e: Entry;
    if (roll < depositShare || balance < floor + 80_000) {
      const payer = rng.pick(PAYERS);
      e = rng.chance(0.7)
        ? entry(date, `VIR SEPA RECU /DE ${payer}`, `/MOTIF FACTURE F2026-${rng.int(100, 999)}`, payer, rng.int(40_000, 480_000), 'deposit')
        : entry(date, `REMISE CHEQUES N° ${rng.int(1000, 9999)}`, null, 'REMISE CHEQUES', rng.int(15_000, 260_000), 'deposit');
    } else if (roll < 0.58) {
      const [shop, city] = rng.pick(SHOPS);
      const detail = rng.chance(0.35) ? city : null;
      e = entry(date, `CARTE X${rng.int(1000, 9999)} ${shop}`, detail, shop, -rng.int(350, 24_000), 'card');
    } else if (roll < 0.78) {
      const creditor = rng.pick(CREDITORS);
      const detail = rng.chance(0.4) ? `ECHEANCE MENSUELLE REF ${rng.int(10_000, 99_999)}` : null;
      e = entry(date, `PRLV SEPA ${creditor}`, detail, creditor, -rng.int(2_500, 65_000), 'electronic');
    } else if (roll < 0.86) {
      const payee = rng.pick(PAYERS);
      e = entry(date, `VIR SEPA EMIS /VERS ${payee}`, null, payee, -rng.int(10_000, 150_000), 'electronic');
    } else if (roll < 0.92) {
      const [, city] = rng.pick(SHOPS);
      e = entry(date, `RETRAIT DAB ${city}`, null, 'RETRAIT DAB', -rng.int(2, 20) * 1_000, 'atm');
    } else if (roll < 0.98) {
      cheque += rng.int(1, 3);
      e = { ...entry(date, `CHEQUE N° ${cheque}`, null, 'CHEQUE', -rng.int(4_000, 120_000), 'check'), checkNumber: cheque };
    } else {
      e = entry(date, 'COTISATION OFFRE PRO', 'FRAIS DE TENUE DE COMPTE', 'COTISATION OFFRE PRO', -2_450, 'fee');
    }
    if (balance + e.cents < floor) e = entry(date, `VIR SEPA RECU /DE ${PAYERS[0]}`, null, PAYERS[0] ?? '', 300_000, 'deposit');
    balance += e.cents;
    return e;
  });
}

// Banks date a movement by when it took effect ("valeur"), a day or two after it was booked for a deposit.
const valueDate = (rng: Rng, e: Entry, end: string) => {
  const date = e.cents > 0 && rng.chance(0.4) ? addDays(e.date, rng.int(1, 2)) : e.date;
  return date > end ? end : date;
};

export const HOLDER = ['SARL ATELIER BERTRAND', '14 RUE DES TANNEURS', '69002 LYON'];

const PERIODS = { running: ['2026-03-01', '2026-03-31'], decade: ['2026-03-01', '2026-03-10'], html: ['2026-02-01', '2026-02-28'] } as const;

/**
 * A statement from a bank in France: numeric dates day first ("03/02" is 3 February) with many days of 12 or less,
 * Débit / Crédit columns, decimal commas with thousands set apart by a space, "Ancien solde" / "Solde précédent" and
 * "Nouveau solde" lines, a detail line under some movements. The decade style prints no date whose day is over 12 and
 * no € or IBAN, so only the statement being French can put the day first.
 */
export async function frenchDayFirst({ seed, count, name, style }: Options) {
  const rng = createRng(seed);
  const [start, end] = PERIODS[style];
  const opening = rng.int(400_000, 1_200_000);
  const activity = frenchActivity(rng, start, end, count, opening);
  if (style !== 'running') for (const e of activity) e.postDate = valueDate(rng, e, end);
  const rows = expectedRows(activity, opening, { balances: style === 'running' ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const built =
    style === 'html'
      ? await htmlStatement(activity, opening, closing, totals, start, end)
      : await pdfkitStatement(style, activity, opening, closing, rows, start, end);
  const expected: ExpectedStatement = {
    family: 'french-day-first',
    producer: style === 'html' ? 'chromium' : 'pdfkit',
    covers: built.covers,
    account_holder: HOLDER[0] ?? '',
    ...(built.pages ? { page_count: built.pages } : {}),
    accounts: [
      {
        kind: 'checking',
        account_number_last4: built.last4,
        name: built.product,
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: built.totals,
        transactions: rows,
      },
    ],
  };
  return { name, pdf: built.pdf, expected };
}

async function pdfkitStatement(
  style: 'running' | 'decade',
  activity: Entry[],
  opening: number,
  closing: number,
  rows: ReturnType<typeof expectedRows>,
  start: string,
  end: string,
) {
  const running = style === 'running';
  const money = (c: number) => euros(c, running ? ' ' : '\u00a0');
  const date = running ? ddmmyyyy : (iso: string) => ddmm(iso);
  const last4 = running ? '4521' : '0893';
  const product = running ? 'Compte courant professionnel' : 'Compte courant';
  // Column right edges: running has a balance column, decade a value-date column before the description.
  const x = running
    ? { date: 40, label: 112, debit: 420, credit: 495, balance: 570 }
    : { date: 40, value: 88, label: 138, debit: 490, credit: 570, balance: 0 };
  const w = new PdfkitWriter(50, 730);
  const header = (p: PdfkitWriter) =>
    p.row(
      [
        { text: 'Date', x: x.date, bold: true, size: 8 },
        ...(running ? [] : [{ text: 'Valeur', x: x.value ?? 0, bold: true, size: 8 }]),
        { text: 'Libellé', x: x.label, bold: true, size: 8 },
        { text: 'Débit', x: x.debit, right: true, bold: true, size: 8 },
        { text: 'Crédit', x: x.credit, right: true, bold: true, size: 8 },
        ...(running ? [{ text: 'Solde', x: x.balance, right: true, bold: true, size: 8 }] : []),
      ],
      13,
    );
  w.onNewPage = (p) => {
    p.cell({ text: `${product} n° 00020${last4}`, x: 570, right: true, size: 8 }, 30);
    header(p);
  };
  w.cell({ text: running ? 'BANQUE DES TILLEULS' : 'CRÉDIT MUTUEL DU VAL DE SAÔNE', x: 40, bold: true, size: 13 }, 30);
  w.cell({ text: running ? 'Relevé de compte' : 'Relevé de compte décadaire n° 7', x: 570, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: `${product} n° 00020${last4}`, x: 570, right: true, size: 8 }, 44);
  w.cell({ text: running ? `IBAN FR76 1820 6002 0500 0200 ${last4} 017` : 'Agence de Mâcon Centre', x: 570, right: true, size: 8 }, 56);
  w.y = 80;
  for (const line of HOLDER) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(14);
  w.row(
    [
      { text: `Période du ${ddmmyyyy(start)} au ${ddmmyyyy(end)}`, x: 40, size: 9 },
      { text: running ? 'Montants exprimés en €' : 'Montants exprimés en euros', x: 570, right: true, size: 8 },
    ],
    16,
  );
  w.gap(6);
  header(w);
  w.row(
    [
      { text: running ? 'SOLDE PRÉCÉDENT' : 'ANCIEN SOLDE', x: x.label, bold: true },
      { text: money(opening), x: running ? x.balance : x.credit, right: true, bold: true },
    ],
    13,
  );
  for (const [i, e] of activity.entries()) {
    w.ensure(e.detail ? 23 : 12);
    w.row(
      [
        { text: date(e.date), x: x.date },
        ...(running ? [] : [{ text: date(e.postDate ?? e.date), x: x.value ?? 0 }]),
        { text: e.first, x: x.label },
        { text: money(Math.abs(e.cents)), x: e.cents < 0 ? x.debit : x.credit, right: true },
        ...(running ? [{ text: money(rows[i]?.balance_cents ?? 0), x: x.balance, right: true }] : []),
      ],
      12,
    );
    if (e.detail) w.row([{ text: e.detail, x: x.label + 8, size: 8 }], 11);
  }
  w.gap(2);
  w.rule(x.label, 570);
  w.row(
    [
      { text: `NOUVEAU SOLDE AU ${ddmmyyyy(end)}`, x: x.label, bold: true },
      { text: money(closing), x: running ? x.balance : x.credit, right: true, bold: true },
    ],
    16,
  );
  w.row([{ text: 'Découvert autorisé : 1 500,00 ; taux débiteur annuel 14,90 %. Réclamations : votre conseiller.', x: 40, size: 7 }], 10);
  const pdf = await w.finish((p, n, total) => p.cell({ text: `Page ${n} / ${total}`, x: 520, size: 8 }, 760));
  const covers = running
    ? [
        'French bank: Date | Libellé | Débit | Crédit | Solde, running balance',
        'dd/mm/yyyy dates, day first, many days of 12 or less',
        'SOLDE PRÉCÉDENT / NOUVEAU SOLDE AU lines, 1 234,56 figures with a space, € and IBAN',
        'detail lines under some movements (VIR SEPA motif, card city, PRLV reference)',
      ]
    : [
        'relevé décadaire: every date from the 1st to the 10th, so only the French text puts the day first',
        'Date | Valeur | Libellé | Débit | Crédit, dd/mm dates without a year, no balance column',
        'ANCIEN SOLDE / NOUVEAU SOLDE AU lines, no € nor IBAN, no-break space thousands',
        'detail lines under some movements',
      ];
  return { pdf, pages: w.pages, last4, product, covers, totals: {} };
}

async function htmlStatement(activity: Entry[], opening: number, closing: number, totals: ReturnType<typeof totalsOf>, start: string, end: string) {
  const money = (c: number) => euros(c, '\u202f');
  const last4 = '7310';
  const product = 'Compte à vue';
  const row = (e: Entry) =>
    `<tr><td>${ddmm(e.date, '.')}</td><td>${ddmm(e.postDate ?? e.date, '.')}</td><td class="label">${esc(e.first)}${
      e.detail ? `<br><span class="detail">${esc(e.detail)}</span>` : ''
    }</td><td class="num">${e.cents < 0 ? money(-e.cents) : ''}</td><td class="num">${e.cents > 0 ? money(e.cents) : ''}</td></tr>`;
  const previous = addDays(start, -1);
  const html = page(
    `
    <h1>Caisse Régionale de l'Aube</h1>
    <div>Relevé de vos comptes, ${product} n° 88412 000${last4}</div>
    ${address(HOLDER)}
    <table style="width:60%">
      <tr><td>Ancien solde créditeur au ${ddmmyyyy(previous).replaceAll('/', '.')}</td><td class="num">${money(opening)} €</td></tr>
      <tr><td>Total des débits</td><td class="num">${money(totals.withdrawals_cents)} €</td></tr>
      <tr><td>Total des crédits</td><td class="num">${money(totals.deposits_cents)} €</td></tr>
      <tr><td><b>Nouveau solde créditeur au ${ddmmyyyy(end).replaceAll('/', '.')}</b></td><td class="num"><b>${money(closing)} €</b></td></tr>
    </table>
    <h2>Opérations du ${ddmmyyyy(start)} au ${ddmmyyyy(end)}</h2>
    <table>
      <thead><tr><th>Date opé.</th><th>Date valeur</th><th>Libellé des opérations</th><th class="num">Débit</th><th class="num">Crédit</th></tr></thead>
      <tbody>${activity.map(row).join('')}</tbody>
    </table>
    <div class="box">Les opérations sont exprimées en euros. En cas de réclamation, contactez votre agence.</div>
  `,
    '.label { width: 52%; } .detail { font-size: 8pt; }',
  );
  return {
    pdf: await htmlToPdf(html),
    pages: 0,
    last4,
    product,
    covers: [
      'French bank (Chromium): Date opé. | Date valeur | Libellé des opérations | Débit | Crédit',
      'dd.mm dates without a year, day first, many days of 12 or less',
      'Ancien solde créditeur / Total des débits / Total des crédits / Nouveau solde créditeur summary, figures 1 234,56 € with a narrow no-break space',
      'detail lines under some movements',
    ],
    totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
  };
}
