import { bankActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * Separate Withdrawals and Deposits columns with a running balance, "$" amounts, "Jan 15" dates
 * printed once per day, and a period written out in words; printed by Chromium from HTML, with the
 * table header repeated on every page by the browser.
 */
export async function debitCreditColumns(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-02-01';
  const end = '2026-02-28';
  const opening = rng.int(300_000, 800_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const money = (c: number) => formatAmount(c, { dollar: true });

  const body = activity
    .map((a, i) => {
      const firstOfDay = activity[i - 1]?.date !== a.date;
      return `<tr><td>${firstOfDay ? dateFormats.monDd(a.date) : ''}</td><td style="width:48%">${esc(a.description)}</td>
        <td class="num">${a.cents < 0 ? money(a.cents) : ''}</td><td class="num">${a.cents > 0 ? money(a.cents) : ''}</td>
        <td class="num">${money(rows[i]?.balance_cents ?? 0)}</td></tr>`;
    })
    .join('');
  const html = page(`
    <h1>PACIFIC CREST BANK</h1>
    <div style="position:absolute; right:0; top:0; text-align:right; font-size:8.5pt">Statement period<br>February 1, 2026 through February 28, 2026</div>
    ${address(['MORGAN T ELLIS', '88 HARBOR BLVD APT 4', 'PORTLAND OR 97201'])}
    <h2>Premier Checking</h2>
    <div>Account number: ****7315</div>
    <table style="width:60%; margin-top:8pt">
      <tr><td>Beginning balance on February 1, 2026</td><td></td><td class="num">${money(opening)}</td></tr>
      <tr><td>Deposits and other additions</td><td class="num">${totals.deposits_count}</td><td class="num">${money(totals.deposits_cents)}</td></tr>
      <tr><td>Withdrawals and other subtractions</td><td class="num">${totals.withdrawals_count}</td><td class="num">-${money(totals.withdrawals_cents)}</td></tr>
      <tr><td>Ending balance on February 28, 2026</td><td></td><td class="num">${money(closing)}</td></tr>
    </table>
    <h2>Account activity</h2>
    <table>
      <thead><tr><th>Date</th><th>Description</th><th class="num">Withdrawals</th><th class="num">Deposits</th><th class="num">Balance</th></tr></thead>
      <tbody>${body}</tbody>
    </table>
    <div class="box">Questions? Call 1-800-555-0100. Overdraft protection is available for a fee of $12.00 per transfer.</div>
  `);
  const pdf = await htmlToPdf(html);
  const expected: ExpectedStatement = {
    family: 'debit-credit-columns',
    producer: 'chromium',
    covers: [
      'separate withdrawal and deposit columns',
      '$ amounts with thousands separators',
      'Mon DD dates',
      'date printed once per day',
      'running balance',
      'period in words',
      'wrapped descriptions (browser wrapping)',
      'header repeated by the browser',
    ],
    account_holder: 'MORGAN T ELLIS',
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '7315',
        name: 'Premier Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totals,
        transactions: rows,
      },
    ],
  };
  return { name: 'debit-credit-columns', pdf, expected };
}
