import { cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { expectedRows } from '../expected.ts';
import { esc, page, address } from '../html-statement.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount, signed } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * A credit-card statement: transaction and posting dates, payments and credits printed negative,
 * purchases positive, FEES CHARGED and INTEREST CHARGED sections, an account summary, a payment
 * coupon, a year-to-date totals block, an interest-charge calculation table, marketing text with
 * dates and amounts, and a billing period that crosses the new year (12/15/25 - 01/14/26).
 */
export async function creditCard(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2025-12-15';
  const end = '2026-01-14';
  const previous = rng.int(50_000, 250_000);
  const activity = cardActivity(rng, start, end, count);
  const payments = activity.filter((a) => a.cents > 0);
  const purchases = activity.filter((a) => a.cents < 0);
  const fee: Activity = {
    date: end,
    postDate: end,
    description: 'ANNUAL MEMBERSHIP FEE',
    vendor: 'ANNUAL MEMBERSHIP FEE',
    cents: -9_500,
    category: 'fee',
  };
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'PURCHASE INTEREST CHARGE',
    vendor: 'PURCHASE INTEREST CHARGE',
    cents: -rng.int(500, 4_000),
    category: 'interest',
  };
  const printedOrder = [...payments, ...purchases, fee, interest];
  const rows = expectedRows(printedOrder, previous, { isCard: true, balances: 'none' });
  const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);
  const closing = previous - sum(printedOrder);
  const money = (c: number) => formatAmount(c, { dollar: true });

  const row = (a: Activity) =>
    `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${dateFormats.mmdd(a.postDate ?? a.date)}</td><td>${esc(a.description)}</td><td class="num">${signed(-a.cents)}</td></tr>`;
  const section = (title: string, items: Activity[]) =>
    `<tr><td colspan="4" style="padding-top:8pt"><b>${title}</b></td></tr>${items.map(row).join('')}`;
  const html = page(`
    <div style="height:9.6in; position:relative">
      <h1>NORTHSTAR BANK CARD SERVICES</h1>
      ${address(['RILEY J PARK', '2250 SUNSET BLVD', 'LOS ANGELES CA 90026'])}
      <div style="position:absolute; right:0; top:0; width:45%">
        <b>Northstar Sapphire Rewards Visa</b><br>Account Number: XXXX XXXX XXXX 3391<br>
        <table style="margin-top:6pt">
          <tr><td>Previous Balance</td><td class="num">${money(previous)}</td></tr>
          <tr><td>Payment, Credits</td><td class="num">-${money(sum(payments))}</td></tr>
          <tr><td>Purchases</td><td class="num">+${money(-sum(purchases))}</td></tr>
          <tr><td>Cash Advances</td><td class="num">$0.00</td></tr>
          <tr><td>Balance Transfers</td><td class="num">$0.00</td></tr>
          <tr><td>Fees Charged</td><td class="num">+${money(-fee.cents)}</td></tr>
          <tr><td>Interest Charged</td><td class="num">+${money(-interest.cents)}</td></tr>
          <tr><td><b>New Balance</b></td><td class="num"><b>${money(closing)}</b></td></tr>
          <tr><td>Opening/Closing Date</td><td class="num">12/15/25 - 01/14/26</td></tr>
          <tr><td>Credit Access Line</td><td class="num">$12,000</td></tr>
          <tr><td>Available Credit</td><td class="num">${money(1_200_000 - closing)}</td></tr>
        </table>
      </div>
      <div class="box" style="margin-top:130pt">
        <b>PAYMENT INFORMATION</b><br>Payment Due Date: 02/08/26<br>Minimum Payment Due: $35.00<br>
        Late Payment Warning: If we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $41.00.
      </div>
      <div class="box">Holiday offer 12/20/2025: earn 5% cash back on groceries up to $1,500.00 in purchases through 03/31/2026.</div>
      <div style="position:absolute; bottom:0; left:0; right:0; border-top:1px dashed #000; padding-top:8pt">
        <table>
          <tr><td><b>Northstar Bank Card Services</b></td><td>Payment Due Date</td><td class="num">02/08/26</td></tr>
          <tr><td>Account number XXXX XXXX XXXX 3391</td><td>New Balance</td><td class="num">${money(closing)}</td></tr>
          <tr><td>RILEY J PARK</td><td>Minimum Payment Due</td><td class="num">$35.00</td></tr>
          <tr><td>Make your check payable to Northstar Bank</td><td>Amount Enclosed</td><td class="num">$ ________ . ____</td></tr>
        </table>
      </div>
    </div>
    <h2>ACCOUNT ACTIVITY</h2>
    <table>
      <thead><tr><th>Date of Transaction</th><th>Post Date</th><th>Merchant Name or Transaction Description</th><th class="num">$ Amount</th></tr></thead>
      <tbody>
        ${section('PAYMENTS AND OTHER CREDITS', payments)}
        ${section('PURCHASE', purchases)}
        ${section('FEES CHARGED', [fee])}
        <tr><td colspan="3"><b>TOTAL FEES FOR THIS PERIOD</b></td><td class="num"><b>${money(-fee.cents)}</b></td></tr>
        ${section('INTEREST CHARGED', [interest])}
        <tr><td colspan="3"><b>TOTAL INTEREST FOR THIS PERIOD</b></td><td class="num"><b>${money(-interest.cents)}</b></td></tr>
      </tbody>
    </table>
    <h2>2026 Totals Year-to-Date</h2>
    <table style="width:50%"><tr><td>Total fees charged in 2026</td><td class="num">${money(-fee.cents)}</td></tr>
      <tr><td>Total interest charged in 2026</td><td class="num">${money(-interest.cents)}</td></tr></table>
    <h2>INTEREST CHARGES</h2>
    <table>
      <thead><tr><th>Balance Type</th><th class="num">Annual Percentage Rate (APR)</th><th class="num">Balance Subject To Interest Rate</th><th class="num">Interest Charges</th></tr></thead>
      <tr><td>Purchases</td><td class="num">21.49%(v)(d)</td><td class="num">${money(rng.int(100_000, 300_000))}</td><td class="num">${money(-interest.cents)}</td></tr>
      <tr><td>Cash Advances</td><td class="num">29.49%(v)(d)</td><td class="num">$0.00</td><td class="num">$0.00</td></tr>
    </table>
    <div class="box">31 Days in Billing Period. Please see Information About Your Account section for the Calculation of Balance Subject to Interest Rate.</div>
  `);
  const expected: ExpectedStatement = {
    family: 'credit-card',
    producer: 'chromium',
    covers: [
      'credit card sign convention',
      'transaction and posting dates',
      'payments printed negative',
      'fees and interest sections',
      'account summary',
      'payment coupon',
      'year-to-date totals',
      'interest charge table',
      'marketing text with dates and amounts',
      'year boundary Dec-Jan',
    ],
    account_holder: 'RILEY J PARK',
    accounts: [
      {
        kind: 'credit_card',
        account_number_last4: '3391',
        name: 'Northstar Sapphire Rewards Visa',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(payments), withdrawals_cents: -(sum(purchases) + fee.cents + interest.cents) },
        transactions: rows,
      },
    ],
  };
  return { name: 'credit-card', pdf: await htmlToPdf(html), expected };
}
