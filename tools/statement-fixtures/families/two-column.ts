import { bankActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * A landscape page with the list in two columns: newspaper style (down the left column, then the right, running
 * balances in that order), or deposits and withdrawals side by side. Descriptions wrap inside their own column.
 */
export async function twoColumn(options: { seed: number; count: number; mode: 'newspaper' | 'side-by-side'; balances: boolean; name: string }) {
  const rng = createRng(options.seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(150_000, 600_000);
  const activity = bankActivity(rng, start, end, options.count, opening);
  const rows = expectedRows(activity, opening, { balances: options.balances ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const tr = (a: Activity, i: number) =>
    `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${esc(a.description)}</td><td class="num">${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}</td>${options.balances ? `<td class="num">${formatAmount(rows[i]?.balance_cents ?? 0)}</td>` : ''}</tr>`;
  const head = `<thead><tr><th>Date</th><th>Description</th><th class="num">Amount</th>${options.balances ? '<th class="num">Balance</th>' : ''}</tr></thead>`;
  const indexed = activity.map((a, i) => [a, i] as const);
  const table = (items: ReadonlyArray<readonly [Activity, number]>) =>
    `<table>${head}<tbody>${items.map(([a, i]) => tr(a, i)).join('')}</tbody></table>`;
  const list =
    options.mode === 'newspaper'
      ? `<div style="column-count:2; column-gap:18pt">${table(indexed)}</div>`
      : `<div style="display:flex; gap:18pt"><div style="flex:1"><h3>Deposits and Credits</h3>${table(indexed.filter(([a]) => a.cents > 0))}</div><div style="flex:1"><h3>Withdrawals and Debits</h3>${table(indexed.filter(([a]) => a.cents < 0))}</div></div>`;
  const html = page(
    `<h1>Coastal Business Bank</h1>${address(['HARBOR FREIGHT CO', '1 DOCK ST', 'NORFOLK VA 23510'])}
    <div>Business Checking &nbsp; Account Number: XXXX3381</div>
    <div>Statement Period: 06/01/2026 through 06/30/2026</div>
    <table style="width:40%"><tr><td>Beginning Balance</td><td class="num">$${formatAmount(opening)}</td></tr><tr><td>Ending Balance</td><td class="num">$${formatAmount(closing)}</td></tr></table>
    <h2>Account Activity</h2>${list}`,
    'td { font-size: 7.5pt; }',
  );
  const expected: ExpectedStatement = {
    family: 'two-column',
    producer: 'chromium',
    covers: [
      options.mode === 'newspaper'
        ? 'the list in two columns across a landscape page, read down the left one first'
        : 'deposits and withdrawals listed side by side on a landscape page',
      'descriptions wrapped inside their column',
      options.balances ? 'running balance' : 'no running balance',
    ],
    account_holder: 'HARBOR FREIGHT CO',
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '3381',
        name: 'Business Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {},
        // In print order: side by side, the deposits' column and then the withdrawals' (the list fits one page).
        transactions: options.mode === 'newspaper' ? rows : [...rows.filter((r) => r.amount_cents > 0), ...rows.filter((r) => r.amount_cents < 0)],
      },
    ],
  };
  return { name: options.name, pdf: await htmlToPdf(html, { landscape: true }), expected };
}
