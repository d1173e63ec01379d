import { cardGroups } from '../statement-fixtures/families/card-groups.ts';
import { chaseSections } from '../statement-fixtures/families/chase-sections.ts';
import { crDrMarkers } from '../statement-fixtures/families/ledger-variants.ts';
import { signedRunning } from '../statement-fixtures/families/signed-running.ts';
import { listedTwice } from '../statement-fixtures/families/listed-twice.ts';
import type { DemoChart } from './account-listing.ts';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'worker';
}

// A local demo on 127.0.0.1 with made-up data: fixed logins, printed at every start, are what makes it usable.
export const DEMO_ADMIN: DemoAccount = { name: 'Administrator', email: 'admin@demo.ledgerdesk.test', password: 'demo-admin-2026', role: 'admin' };
export const DEMO_WORKER: DemoAccount = { name: 'Wendy Park', email: 'wendy@demo.ledgerdesk.test', password: 'demo-worker-2026', role: 'worker' };

/**
 * How far the firm has got with a statement: `exported` (every row categorised, approved and written to an IIF
 * file), `pushed` (the same, sent to QuickBooks Online), `half` (some rows approved, the rest waiting) or `new`.
 */
export type Progress = 'exported' | 'pushed' | 'half' | 'new';

export interface DemoStatement {
  filename: string;
  uploadedBy: 'admin' | 'worker';
  progress: Progress;
  /** The register (chart account number, or QuickBooks account name) the statement is exported or pushed to. */
  register?: string;
  /** Statements printed by tools/statement-fixtures (pdfkit families only: no browser needed, fast). */
  pdf: () => Promise<Buffer>;
}

export interface DemoClient {
  name: string;
  number: number;
  email: string;
  phone: string;
  type: 'desktop' | 'online';
  chart?: DemoChart;
  statements: DemoStatement[];
}

/** The firm's general category list, used by clients with neither a chart nor a QuickBooks connection. */
export const GENERAL_CATEGORIES = [
  'Advertising',
  'Bank Service Charges',
  'Meals and Entertainment',
  'Office Supplies',
  'Professional Fees',
  'Rent Expense',
  'Travel',
  'Utilities',
];

const pdfOf = (fixture: Promise<{ pdf: Buffer }>) => fixture.then(({ pdf }) => pdf);

// Each client's name is the one its statements are addressed to, so Ledgerdesk's own client detection agrees.
export const DEMO_CLIENTS: DemoClient[] = [
  {
    name: 'Brightwater Design Co',
    number: 1001,
    email: 'accounts@brightwater.example',
    phone: '(503) 555-0142',
    type: 'desktop',
    chart: { bankName: 'Harbor Bank', cardName: 'Visa Signature', income: 'Design Services' },
    statements: [
      {
        filename: 'Brightwater Visa Signature 2026-04.pdf',
        uploadedBy: 'admin',
        progress: 'exported',
        register: '2100',
        pdf: () => pdfOf(cardGroups({ seed: 41, count: 30, referenceFirst: true, name: 'demo' })),
      },
    ],
  },
  {
    name: 'Jordan A Rivera',
    number: 1002,
    email: 'jordan@riveraconsulting.example',
    phone: '(217) 555-0187',
    type: 'desktop',
    chart: { bankName: 'First Keystone', cardName: 'Amex Business Gold', income: 'Consulting Income' },
    statements: [
      {
        filename: 'Rivera Everyday Checking 2026-01.pdf',
        uploadedBy: 'worker',
        progress: 'half',
        // Check 1156 (01/07, $464.74) is missing from the page: the statement is off until it is added by hand.
        pdf: () => pdfOf(signedRunning({ seed: 42, count: 36, name: 'demo', missedRow: 9 })),
      },
    ],
  },
  {
    name: 'Priya N Shah',
    number: 1003,
    email: 'priya@shahstudio.example',
    phone: '(603) 555-0119',
    type: 'desktop',
    chart: { bankName: 'Granite State FCU', cardName: 'Mastercard Business', income: 'Sales' },
    statements: [{ filename: 'Shah checking March 2026.pdf', uploadedBy: 'worker', progress: 'new', pdf: () => pdfOf(crDrMarkers(43, 28)) }],
  },
  {
    name: 'Sam K Oduya',
    number: 1004,
    email: 'sam@oduyabuild.example',
    phone: '(402) 555-0164',
    type: 'desktop',
    chart: { bankName: 'Prairie State Bank', cardName: 'Visa Business', income: 'Contract Income' },
    statements: [{ filename: 'Oduya Prairie State May 2026.pdf', uploadedBy: 'worker', progress: 'half', pdf: () => pdfOf(listedTwice(44, 30)) }],
  },
  {
    name: 'Casey L Morgan',
    number: 1005,
    email: 'casey@morganmarketing.example',
    phone: '(614) 555-0133',
    type: 'online',
    statements: [
      {
        filename: 'Casey Morgan Chase 2026-01.pdf',
        uploadedBy: 'admin',
        progress: 'pushed',
        register: 'Business Checking',
        pdf: () => pdfOf(chaseSections(45, 34)),
      },
    ],
  },
];
