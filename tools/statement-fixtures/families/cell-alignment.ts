import { bankActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * A web print-out whose table cells are centred vertically or set to the bottom, with a narrow
 * description column: a description wraps to two or three lines, so its first lines print above the
 * row's date and amounts. Rows never break across pages (the base CSS keeps each row whole).
 */
export async function cellAlignment(options: { seed: number; count: number; valign: 'middle' | 'bottom'; balances: boolean; name: string }) {
  const { seed, count, valign, balances, name } = options;
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const last4 = String(rng.int(1000, 9999));
  const opening = rng.int(150_000, 600_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening, { balances: balances ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const figure = (c: number) => (c ? formatAmount(c) : '');

  const body = activity
    .map((a, i) => {
      const balance = balances ? `<td class="num">${formatAmount(rows[i]?.balance_cents ?? 0)}</td>` : '';
      return `<tr><td>${dateFormats.mmddyyyy(a.date)}</td><td style="width:30%">${esc(a.description)}</td><td class="num">${figure(Math.min(a.cents, 0))}</td><td class="num">${figure(Math.max(a.cents, 0))}</td>${balance}</tr>`;
    })
    .join('');
  const html = page(
    `
    <h1>Prairie State Bank</h1>
    ${address(['OAK & IRON LLC', '400 MAIN ST', 'PEORIA IL 61602'])}
    <div>Statement Period: 06/01/2026 - 06/30/2026</div>
    <h2>Business Checking</h2>
    <div>Account number: ****${last4}</div>
    <table style="width:50%">
      <tr><td>Beginning Balance</td><td class="num">$${formatAmount(opening)}</td></tr>
      <tr><td>Total Deposits</td><td class="num">$${formatAmount(totals.deposits_cents)}</td></tr>
      <tr><td>Total Withdrawals</td><td class="num">$${formatAmount(totals.withdrawals_cents)}</td></tr>
      <tr><td>Ending Balance</td><td class="num">$${formatAmount(closing)}</td></tr>
    </table>
    <h2>Transactions</h2>
    <table>
      <thead><tr><th>Date</th><th>Description</th><th class="num">Withdrawals</th><th class="num">Deposits</th>${balances ? '<th class="num">Balance</th>' : ''}</tr></thead>
      <tbody>${body}</tbody>
    </table>`,
    `td { vertical-align: ${valign}; }`,
  );
  const expected: ExpectedStatement = {
    family: 'cell-alignment',
    producer: 'chromium',
    covers: [
      `cells aligned ${valign}`,
      'narrow description column (2-3 lines)',
      'rows kept whole across pages',
      balances ? 'running balance' : 'no running balance',
    ],
    account_holder: 'OAK & IRON LLC',
    accounts: [
      {
        kind: 'checking',
        account_number_last4: last4,
        name: 'Business Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name, pdf: await htmlToPdf(html), expected };
}
