import { bankActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * A Wells Fargo-like layout: Date | Check Number | Description | Deposits/Additions |
 * Withdrawals/Subtractions | Ending daily balance, with two-line column labels, the date printed
 * once per day, the balance only on the day's last row, check numbers in their own column, a
 * "Summary of checks written" repeating the checks, and check-image captions with amounts.
 */
export async function checksDailyBalance(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-07-01';
  const end = '2026-07-31';
  const opening = rng.int(200_000, 600_000);
  const activity = bankActivity(rng, start, end, count, opening);
  for (const a of activity) {
    if (a.category !== 'check') continue;
    a.description = 'Check';
    a.vendor = 'Check';
  }
  const rows = expectedRows(activity, opening, { balances: 'last-of-day' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const body = activity
    .map((a, i) => {
      const firstOfDay = activity[i - 1]?.date !== a.date;
      const balance = rows[i]?.balance_cents;
      return `<tr><td>${firstOfDay ? dateFormats.md(a.date) : ''}</td><td>${a.checkNumber ?? ''}</td>
        <td style="width:45%">${a.category === 'check' ? 'Check' : esc(a.description)}</td>
        <td class="num">${a.cents > 0 ? formatAmount(a.cents) : ''}</td><td class="num">${a.cents < 0 ? formatAmount(a.cents) : ''}</td>
        <td class="num">${balance != null ? formatAmount(balance) : ''}</td></tr>`;
    })
    .join('');
  const checks = activity.filter((a) => a.category === 'check');
  const checkRows: string[] = [];
  for (let i = 0; i < checks.length; i += 3) {
    checkRows.push(
      `<tr>${checks
        .slice(i, i + 3)
        .map((c) => `<td>${c.checkNumber}</td><td>${dateFormats.md(c.date)}</td><td class="num">${formatAmount(c.cents)}</td>`)
        .join('')}</tr>`,
    );
  }
  const html = page(`
    <h1>Wells Fargo Everyday Checking</h1>
    <div style="position:absolute; right:0; top:0; text-align:right">July 31, 2026 ■ Page 1</div>
    ${address(['JAMIE QUINN', 'PO BOX 4410', '1200 LAKE SHORE DR', 'CHICAGO IL 60610'])}
    <div>Statement period activity summary: July 1, 2026 to July 31, 2026</div>
    <div>Account number: 7740012238</div>
    <table style="width:60%;margin-top:6pt">
      <tr><td>Beginning balance on 7/1</td><td class="num">${formatAmount(opening, { dollar: true })}</td></tr>
      <tr><td>Deposits/Additions</td><td class="num">${formatAmount(totals.deposits_cents)}</td></tr>
      <tr><td>Withdrawals/Subtractions</td><td class="num">- ${formatAmount(totals.withdrawals_cents)}</td></tr>
      <tr><td>Ending balance on 7/31</td><td class="num">${formatAmount(closing, { dollar: true })}</td></tr>
    </table>
    <h2>Transaction history</h2>
    <table>
      <thead><tr><th><br>Date</th><th>Check<br>Number</th><th><br>Description</th><th class="num">Deposits/<br>Additions</th><th class="num">Withdrawals/<br>Subtractions</th><th class="num">Ending daily<br>balance</th></tr></thead>
      <tbody>${body}
        <tr><td colspan="6" style="border-top:1px solid #555">Ending balance on 7/31 <span style="float:right">${formatAmount(closing)}</span></td></tr>
        <tr><td colspan="3"><b>Totals</b></td><td class="num"><b>$${formatAmount(totals.deposits_cents)}</b></td><td class="num"><b>$${formatAmount(totals.withdrawals_cents)}</b></td><td></td></tr>
      </tbody>
    </table>
    <div class="box">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted.</div>
    <h2>Summary of checks written</h2>
    <table style="width:80%"><thead><tr><th>Number</th><th>Date</th><th class="num">Amount</th><th>Number</th><th>Date</th><th class="num">Amount</th><th>Number</th><th>Date</th><th class="num">Amount</th></tr></thead>
      <tbody>${checkRows.join('')}</tbody></table>
    <div style="break-before:page"><h2>Check images</h2>
      ${checks.map((c) => `<div style="border:1px solid #999; height:70pt; margin:6pt 0; padding:4pt">${dateFormats.mmddyyyy(c.date)} &nbsp; Check #${c.checkNumber} &nbsp; $${formatAmount(c.cents)}<br>PAY TO THE ORDER OF ______________</div>`).join('')}
    </div>
  `);
  const expected: ExpectedStatement = {
    family: 'checks-daily-balance',
    producer: 'chromium',
    covers: [
      'two-line column labels',
      'check number column',
      'date printed once per day',
      'balance printed on last row of day',
      'summary of checks written (repeats amounts)',
      'check image captions',
      'M/D dates',
    ],
    account_holder: 'JAMIE QUINN',
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '2238',
        name: 'Wells Fargo Everyday Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: 'checks-daily-balance', pdf: await htmlToPdf(html), expected };
}
