import type { BrowserContextOptions } from 'playwright-core';
import { startQboSandbox, type QboSandbox } from '../../../../tools/qbo-sandbox/index.ts';
import type { Browsers, OpenPage } from './browser.ts';
import { startReviewServer, type ReviewServer } from './review-server.ts';
import type { StatementLine } from '../../../../tools/test-support/statement-pdf.ts';

/*
 * A server of its own started against the local Intuit stand-in (tools/qbo-sandbox, consent page on),
 * with one company and one registered app whose keys the journey saves on its client.
 */

export interface QboJourney {
  sandbox: QboSandbox;
  realmId: string;
  review: ReviewServer;
  /**
   * A signed-in page, holding the access-token cookie the web app writes when it signs in: the Connect
   * pop-up is a page load, not an API call, so the cookie is how the server knows who opened it.
   */
  open: (browser: Browsers, options?: BrowserContextOptions) => Promise<OpenPage>;
  /** Files the statement's rows that match `rows` under the company's accounts (money out → expense, in → income) and approves them. */
  categoriseAndApprove: (
    clientId: string,
    uploadId: string,
    rows: readonly StatementLine[],
    accounts: { expense: string; income: string },
  ) => Promise<void>;
  /** Approves the statement's rows that match `rows`, leaving their categories as they are. */
  approve: (uploadId: string, rows: readonly StatementLine[]) => Promise<void>;
  stop: () => Promise<void>;
}

interface CategoryList {
  categories: Array<{ label: string; name: string }>;
}

export async function startQboJourney(options: { appId: string; appSecret: string; companyName: string }): Promise<QboJourney> {
  const sandbox = await startQboSandbox({ consent: 'page' });
  sandbox.registerApp(options.appId, options.appSecret);
  const { realmId } = sandbox.createCompany({ name: options.companyName });
  let review: ReviewServer;
  try {
    review = await startReviewServer(sandbox.env);
  } catch (error) {
    await sandbox.close();
    throw error;
  }

  async function open(browser: Browsers, contextOptions: BrowserContextOptions = {}) {
    const opened = await review.open(browser, contextOptions);
    await opened.context.addCookies([{ name: 'access_token', value: review.tokens.access_token, url: review.server.baseUrl, sameSite: 'Strict' }]);
    return opened;
  }

  async function categoriseAndApprove(
    clientId: string,
    uploadId: string,
    rows: readonly StatementLine[],
    accounts: { expense: string; income: string },
  ) {
    const { categories } = await review.call<CategoryList>('GET', `/api/transactions/client/${clientId}/coa-categories`);
    const labelOf = (name: string) => {
      const found = categories.find((category) => category.name === name);
      if (!found) throw new Error(`The company has no account named ${name}: ${categories.map((category) => category.name).join(', ')}`);
      return found.label;
    };
    const chosen = await transactionsOf(uploadId, rows);
    // One row at a time, as a reviewer picks each category on the Transactions screen.
    for (const transaction of chosen) {
      const label = labelOf(transaction.amount < 0 ? accounts.expense : accounts.income);
      await review.call('PATCH', `/api/transactions/${transaction._id}`, { manual_category: label });
    }
    await approve(uploadId, rows);
  }

  async function transactionsOf(uploadId: string, rows: readonly StatementLine[]) {
    const transactions = await review.call<Array<{ _id: string; description: string; amount: number }>>('GET', `/api/transactions/${uploadId}`);
    return rows.map((row) => {
      const match = transactions.find((transaction) => transaction.description === row.description);
      if (!match) throw new Error(`The parsed statement has no row "${row.description}"`);
      return match;
    });
  }

  async function approve(uploadId: string, rows: readonly StatementLine[]) {
    const ids = (await transactionsOf(uploadId, rows)).map((transaction) => transaction._id);
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: ids, approved: true });
  }

  return {
    sandbox,
    realmId,
    review,
    open,
    categoriseAndApprove,
    approve,
    async stop() {
      await review.stop();
      await sandbox.close();
    },
  };
}
