import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { addDays, formatAmount, parts } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
// The abbreviations French-Canadian banks print: some months are never shortened.
const SHORT = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const pad = (n: number) => String(n).padStart(2, '0');
const NBSP = '\u00a0';

/** "1 234,56": thousands set apart by a (no-break) space, a decimal comma. */
function french(cents: number, space = NBSP): string {
  return formatAmount(cents).replace(/[.,]/g, (c) => (c === '.' ? ',' : space));
}

/** "02 juin 2026" */
const longDate = (iso: string) => `${pad(parts(iso).d)} ${MONTHS[parts(iso).m - 1]} ${parts(iso).y}`;
/** "2 déc." */
const shortDate = (iso: string) => `${parts(iso).d} ${SHORT[parts(iso).m - 1]}`;
/** "17 FÉVR": upper case, no dot. */
const upperDate = (iso: string) => `${pad(parts(iso).d)} ${(SHORT[parts(iso).m - 1] ?? '').replace('.', '').toUpperCase()}`;
/** "1er juin 2026" in a sentence. */
const periodDate = (iso: string) => `${parts(iso).d === 1 ? '1er' : parts(iso).d} ${MONTHS[parts(iso).m - 1]} ${parts(iso).y}`;

// Quebec merchants and bank wording; some carry month names as words ("MARS", "MAI") and "DÉPÔT" inside a description.
const MERCHANTS = [
  { vendor: 'METRO', text: 'METRO #{n} MONTRÉAL QC', min: 1_800, max: 18_500 },
  { vendor: 'DÉPANNEUR CHEZ MAI', text: 'DÉPANNEUR CHEZ MAI {n} LAVAL QC', min: 350, max: 4_200 },
  { vendor: 'BOULANGERIE MARS ET FILS', text: 'BOULANGERIE MARS ET FILS QUÉBEC QC', min: 450, max: 3_800 },
  { vendor: 'SAQ', text: 'SAQ {n} SHERBROOKE QC', min: 1_500, max: 9_800 },
  { vendor: 'PHARMAPRIX', text: 'PHARMAPRIX #{n} GATINEAU QC', min: 699, max: 6_400 },
  { vendor: 'TIM HORTONS', text: 'TIM HORTONS #{n} LÉVIS QC', min: 250, max: 1_900 },
  { vendor: 'CANADIAN TIRE', text: 'CANADIAN TIRE #{n} TROIS-RIVIÈRES QC', min: 1_299, max: 42_000 },
  { vendor: 'CAFÉ DÉPÔT', text: 'CAFÉ DÉPÔT {n} MONTRÉAL QC', min: 350, max: 2_400 },
  { vendor: 'ESSO', text: 'ESSO {n} SAINT-JÉRÔME QC', min: 2_500, max: 9_000 },
];
const PEOPLE = ['MARIE TREMBLAY', 'JEAN GAGNON', 'SOPHIE CÔTÉ', 'LUC BOUCHARD', 'ÉMILIE ROY'];
const BILLERS = ['HYDRO-QUÉBEC', 'VIDÉOTRON', 'BELL CANADA', 'REVENU QUÉBEC', 'VILLE DE MONTRÉAL TAXES'];

const store = (rng: Rng) => String(rng.int(100, 9999));

function purchase(rng: Rng): { description: string; vendor: string; cents: number } {
  const m = rng.pick(MERCHANTS);
  return { description: m.text.replace('{n}', store(rng)), vendor: m.vendor, cents: rng.int(m.min, m.max) };
}

/** A Quebec chequing account's month, in date order, never overdrawn. */
function frenchBankActivity(rng: Rng, start: string, end: string, count: number, opening: number): Activity[] {
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(1, span))).sort();
  let balance = opening;
  let cheque = rng.int(101, 400);
  return dates.map((date) => {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.16 || balance < 60_000) {
      const kind = rng.int(0, 3);
      const who = rng.pick(PEOPLE);
      const d =
        kind === 0
          ? { description: `DÉPÔT DE PAIE GROUPE BORÉAL INC`, vendor: 'GROUPE BORÉAL INC', cents: rng.int(150_000, 380_000) }
          : kind === 1
            ? { description: `VIREMENT INTERAC DE ${who}`, vendor: `VIREMENT INTERAC DE ${who}`, cents: rng.int(2_000, 60_000) }
            : kind === 2
              ? { description: `DÉPÔT AU GAB ${pad(rng.int(1, 99))}${rng.int(1000, 9999)}`, vendor: 'DÉPÔT AU GAB', cents: rng.int(5_000, 200_000) }
              : { description: `REMBOURSEMENT ${purchase(rng).description}`, vendor: 'REMBOURSEMENT', cents: rng.int(500, 9_000) };
      a = { date, postDate: null, ...d, category: 'deposit' };
    } else if (roll < 0.62) {
      const p = purchase(rng);
      a = { date, postDate: null, description: `ACHAT PDV ${p.description}`, vendor: p.vendor, cents: -p.cents, category: 'card' };
    } else if (roll < 0.8) {
      const b = rng.pick(BILLERS);
      a = rng.chance(0.7)
        ? { date, postDate: null, description: `PAIEMENT DE FACTURE ${b}`, vendor: b, cents: -rng.int(6_000, 32_000), category: 'electronic' }
        : {
            date,
            postDate: null,
            description: `VIREMENT INTERAC À ${rng.pick(PEOPLE)}`,
            vendor: 'VIREMENT INTERAC',
            cents: -rng.int(2_000, 40_000),
            category: 'electronic',
          };
    } else if (roll < 0.9) {
      a = {
        date,
        postDate: null,
        description: `RETRAIT AU GAB ${rng.int(100_000, 999_999)} RUE SAINT-DENIS`,
        vendor: 'RETRAIT AU GAB',
        cents: -rng.int(2, 25) * 2_000,
        category: 'atm',
      };
    } else if (roll < 0.97) {
      cheque += rng.int(1, 3);
      a = {
        date,
        postDate: null,
        description: `CHÈQUE ${cheque}`,
        vendor: 'CHÈQUE',
        cents: -rng.int(2_500, 95_000),
        category: 'check',
        checkNumber: cheque,
      };
    } else {
      a = { date, postDate: null, description: 'FRAIS MENSUELS DU FORFAIT', vendor: 'FRAIS MENSUELS DU FORFAIT', cents: -1_295, category: 'fee' };
    }
    if (balance + a.cents < 0)
      a = { date, postDate: null, description: 'DÉPÔT DE PAIE GROUPE BORÉAL INC', vendor: 'GROUPE BORÉAL INC', cents: 250_000, category: 'deposit' };
    balance += a.cents;
    return a;
  });
}

const HOLDER = ['ATELIER LAVOIE ET FILLES INC', '1250 RUE SAINTE-CATHERINE EST', 'MONTRÉAL QC  H2L 2H3'];

function accountOf(
  name: string,
  kind: 'checking' | 'savings' | 'credit_card',
  last4: string,
  start: string,
  end: string,
  opening: number,
  closing: number,
  totals: ExpectedStatement['accounts'][number]['printed_totals'],
  rows: ExpectedStatement['accounts'][number]['transactions'],
) {
  return {
    kind,
    account_number_last4: last4,
    name,
    period_start: start,
    period_end: end,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    printed_totals: totals,
    transactions: rows,
  };
}

/**
 * A caisse's chequing account in French: Date | Description | Retraits | Dépôts | Solde, a running balance on every row,
 * "Solde d'ouverture" and "Solde de clôture" rows, "02 juin 2026" dates over a June–July period (juin and juillet), amounts
 * "1 234,56" with a no-break space.
 */
export async function frenchRunningBalance({ seed, count, name }: Options) {
  const rng = createRng(seed);
  const start = '2026-06-15';
  const end = '2026-07-14';
  const opening = rng.int(300_000, 900_000);
  const activity = frenchBankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const last4 = '4417';

  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 45, bold: true, size: 8 },
        { text: 'Description', x: 125, bold: true, size: 8 },
        { text: 'Retraits', x: 410, right: true, bold: true, size: 8 },
        { text: 'Dépôts', x: 485, right: true, bold: true, size: 8 },
        { text: 'Solde', x: 565, right: true, bold: true, size: 8 },
      ],
      13,
    );
  w.onNewPage = (x) => {
    x.cell({ text: `Compte n° 81523-012-${last4}`, x: 565, right: true, size: 8 }, 30);
    header(x);
  };
  w.cell({ text: 'Caisse populaire des Érables', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: 'Relevé de compte', x: 565, right: true, bold: true, size: 11 }, 30);
  w.cell({ text: 'Compte chèques', x: 565, right: true, size: 9 }, 44);
  w.cell({ text: `Compte n° 81523-012-${last4}`, x: 565, right: true, size: 8 }, 56);
  w.y = 80;
  for (const line of HOLDER) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(14);
  w.row(
    [
      { text: `Période du ${periodDate(start)} au ${periodDate(end)}`, x: 45, size: 9 },
      { text: 'Montants en dollars canadiens', x: 565, right: true, size: 8 },
    ],
    16,
  );
  w.gap(8);
  header(w);
  w.row(
    [
      { text: longDate(start), x: 45 },
      { text: "Solde d'ouverture", x: 125 },
      { text: french(opening), x: 565, right: true },
    ],
    12,
  );
  for (const [i, a] of activity.entries()) {
    const lines = wrap(w.doc, a.description, 190, w.size);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: longDate(a.date), x: 45 },
        { text: lines[0] ?? '', x: 125 },
        { text: french(Math.abs(a.cents)), x: a.cents < 0 ? 410 : 485, right: true },
        { text: french(rows[i]?.balance_cents ?? 0), x: 565, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 125 }], 11);
  }
  w.row(
    [
      { text: longDate(end), x: 45 },
      { text: 'Solde de clôture', x: 125 },
      { text: french(closing), x: 565, right: true },
    ],
    16,
  );
  w.row([{ text: 'Des frais de 5,00 $ s’appliquent à chaque chèque retourné; taux d’intérêt du découvert : 21,0 %.', x: 45, size: 7 }], 10);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} de ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'french',
    producer: 'pdfkit',
    covers: [
      'French labels: Date | Description | Retraits | Dépôts | Solde',
      "Solde d'ouverture / Solde de clôture rows",
      '02 juin 2026 dates across juin and juillet',
      '1 234,56 amounts with a no-break space',
      'Compte n°, Relevé de compte, Compte chèques',
      'MARS, MAI and DÉPÔT as words in descriptions',
    ],
    account_holder: HOLDER[0] ?? '',
    page_count: w.pages,
    accounts: [accountOf('Compte chèques', 'checking', last4, start, end, opening, closing, {}, rows)],
  };
  return { name, pdf, expected };
}

/**
 * A savings account in French without a running balance: "Chèques et débits | Dépôts et crédits", a summary box (Solde
 * précédent, Total des retraits, Total des dépôts, Nouveau solde) with "1 234,56 $" figures, "2 déc." / "15 janv." dates
 * without a year over a period printed as ISO dates across the new year.
 */
export async function frenchSummary({ seed, count, name }: Options) {
  const rng = createRng(seed);
  const start = '2025-12-15';
  const end = '2026-01-14';
  const opening = rng.int(300_000, 900_000);
  const activity = frenchBankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening, { balances: 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const last4 = '7721';
  const money = (c: number) => french(c, ' ');

  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 45, bold: true, size: 8 },
        { text: 'Détails', x: 110, bold: true, size: 8 },
        { text: 'Chèques et débits', x: 470, right: true, bold: true, size: 8 },
        { text: 'Dépôts et crédits', x: 565, right: true, bold: true, size: 8 },
      ],
      13,
    );
  w.onNewPage = (x) => {
    x.cell({ text: `Numéro de compte : 0045-88-${last4}`, x: 565, right: true, size: 8 }, 30);
    header(x);
  };
  w.cell({ text: 'BANQUE DU SAINT-LAURENT', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: "Compte d'épargne Avantage", x: 565, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: `Numéro de compte : 0045-88-${last4}`, x: 565, right: true, size: 8 }, 44);
  w.cell({ text: `Période du ${start} au ${end}`, x: 565, right: true, size: 8 }, 56);
  w.y = 80;
  for (const line of HOLDER) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(12);
  w.row([{ text: 'Sommaire du compte', x: 45, bold: true, size: 10 }], 14);
  const summary: Array<[string, number]> = [
    [`Solde précédent au ${start}`, opening],
    [`Total des retraits (${totals.withdrawals_count})`, totals.withdrawals_cents],
    [`Total des dépôts (${totals.deposits_count})`, totals.deposits_cents],
    [`Nouveau solde au ${end}`, closing],
  ];
  for (const [label, cents] of summary)
    w.row(
      [
        { text: label, x: 60 },
        { text: `${money(cents)} $`, x: 330, right: true },
      ],
      12,
    );
  w.gap(12);
  w.row([{ text: 'Détail des opérations', x: 45, bold: true, size: 10 }], 14);
  header(w);
  for (const a of activity) {
    const lines = wrap(w.doc, a.description, 250, w.size);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: shortDate(a.date), x: 45 },
        { text: lines[0] ?? '', x: 110 },
        { text: money(Math.abs(a.cents)), x: a.cents < 0 ? 470 : 565, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 110 }], 11);
  }
  w.gap(8);
  w.row([{ text: 'Taux d’intérêt annuel : 1,25 % sur le solde quotidien de 5 000,00 $ et plus.', x: 45, size: 7 }], 10);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} de ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'french',
    producer: 'pdfkit',
    covers: [
      'French labels: Date | Détails | Chèques et débits | Dépôts et crédits, no balance column',
      'summary box: Solde précédent, Total des retraits / dépôts with counts, Nouveau solde, figures 1 234,56 $',
      '2 déc. / 15 janv. dates without a year across the new year, ISO period',
      "Compte d'épargne, Numéro de compte",
    ],
    account_holder: HOLDER[0] ?? '',
    page_count: w.pages,
    accounts: [accountOf("Compte d'épargne Avantage", 'savings', last4, start, end, opening, closing, totals, rows)],
  };
  return { name, pdf, expected };
}

/**
 * A credit card in French (Chromium): Date de transaction | Date d'inscription | Description | Montant, payments and
 * refunds marked CR, "17 FÉVR" / "03 MARS" dates, Solde antérieur / Achats / Paiements / Nouveau solde.
 */
export async function frenchCard({ seed, count, name }: Options) {
  const rng = createRng(seed);
  const start = '2026-02-16';
  const end = '2026-03-15';
  const previous = rng.int(50_000, 250_000);
  const span = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
  const activity: Activity[] = Array.from({ length: count }, () => {
    const date = addDays(start, rng.int(0, span - 2));
    const postDate = addDays(date, rng.int(0, 2));
    const roll = rng.next();
    if (roll < 0.06)
      return {
        date,
        postDate,
        description: 'PAIEMENT - MERCI',
        vendor: 'PAIEMENT - MERCI',
        cents: rng.int(20_000, 150_000),
        category: 'payment' as const,
      };
    const p = purchase(rng);
    if (roll < 0.1)
      return {
        date,
        postDate,
        description: `REMBOURSEMENT ${p.description}`,
        vendor: p.vendor,
        cents: Math.round(p.cents / 2),
        category: 'payment' as const,
      };
    return { date, postDate, description: p.description, vendor: p.vendor, cents: -p.cents, category: 'purchase' as const };
  }).sort((a, b) => (a.postDate ?? a.date).localeCompare(b.postDate ?? b.date));
  const rows = expectedRows(activity, previous, { isCard: true, balances: 'none' });
  const closing = previous - activity.reduce((t, a) => t + a.cents, 0);
  const payments = activity.filter((a) => a.cents > 0).reduce((t, a) => t + a.cents, 0);
  const purchases = -activity.filter((a) => a.cents < 0).reduce((t, a) => t + a.cents, 0);
  const money = (c: number) => `${french(c)} $`;
  const last4 = '5521';

  const row = (a: Activity) =>
    `<tr><td>${upperDate(a.date)}</td><td>${upperDate(a.postDate ?? a.date)}</td><td>${esc(a.description)}</td><td class="num">${french(Math.abs(a.cents))}${a.cents > 0 ? ' CR' : ''}</td></tr>`;
  const html = page(`
    <h1>Visa Boréale Remises</h1>
    <div>Numéro de carte : **** **** **** ${last4}</div>
    ${address(['ÉMILIE ROY', '88 AVENUE DES PINS', 'QUÉBEC QC  G1R 4T7'])}
    <table style="width:55%">
      <tr><td>Période du relevé</td><td class="num">du ${periodDate(start)} au ${periodDate(end)}</td></tr>
      <tr><td>Solde antérieur</td><td class="num">${money(previous)}</td></tr>
      <tr><td>Paiements et crédits</td><td class="num">${money(payments)}</td></tr>
      <tr><td>Achats</td><td class="num">${money(purchases)}</td></tr>
      <tr><td>Frais</td><td class="num">${money(0)}</td></tr>
      <tr><td>Intérêts</td><td class="num">${money(0)}</td></tr>
      <tr><td><b>Nouveau solde</b></td><td class="num"><b>${money(closing)}</b></td></tr>
      <tr><td>Paiement minimum</td><td class="num">${money(1_000)}</td></tr>
      <tr><td>Date d'échéance du paiement</td><td class="num">5 avril 2026</td></tr>
      <tr><td>Limite de crédit</td><td class="num">${money(1_000_000)}</td></tr>
      <tr><td>Crédit disponible</td><td class="num">${money(1_000_000 - closing)}</td></tr>
    </table>
    <div class="box">Taux d'intérêt annuel : achats 20,99 %, avances de fonds 22,99 %. Payez au moins le paiement minimum avant le 5 avril 2026.</div>
    <h2>Transactions du ${upperDate(start)} au ${upperDate(end)}</h2>
    <table>
      <thead><tr><th>Date de transaction</th><th>Date d'inscription</th><th>Description</th><th class="num">Montant ($)</th></tr></thead>
      <tbody>${activity.map(row).join('')}</tbody>
    </table>
  `);
  const expected: ExpectedStatement = {
    family: 'french',
    producer: 'chromium',
    covers: [
      "French card labels: Date de transaction | Date d'inscription | Description | Montant",
      'payments and refunds marked CR',
      '17 FÉVR / 03 MARS dates, upper case without a dot',
      'Solde antérieur / Paiements et crédits / Achats / Nouveau solde',
    ],
    account_holder: 'ÉMILIE ROY',
    accounts: [
      accountOf(
        'Visa Boréale Remises',
        'credit_card',
        last4,
        start,
        end,
        previous,
        closing,
        { deposits_cents: payments, withdrawals_cents: purchases },
        rows,
      ),
    ],
  };
  return { name, pdf: await htmlToPdf(html), expected };
}
