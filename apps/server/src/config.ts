import { z } from 'zod';
import path from 'node:path';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  RUN_JOBS: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.string().trim().optional(),
  PARSE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  PARSE_SHORT_LANE: z.enum(['on', 'off']).default('on'),
  QBO_AUTHORIZE_URL: z.string().url().default('https://appcenter.intuit.com/connect/oauth2'),
  QBO_TOKEN_URL: z.string().url().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  QBO_REVOKE_URL: z.string().url().default('https://developer.api.intuit.com/v2/oauth2/tokens/revoke'),
  QBO_ENVIRONMENT: z.enum(['production', 'sandbox']).default('production'),
  QBO_API_BASE: z.string().url().optional(),
  QBO_THROTTLE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(60_000),
  // Intuit recommends at most 30 items per batch request (research notes, "Batch").
  QBO_BATCH_SIZE: z.coerce.number().int().min(1).max(30, 'QBO_BATCH_SIZE must be at most 30').default(30),
  // Where clients' questions links are emailed from; unset, the screen offers the link to copy instead.
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://…')
    .optional(),
  SMTP_FROM: z.string().trim().min(3, 'SMTP_FROM must be an address such as Books <books@example.com>').optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR was not set: the data lives in ./data where the command was typed. */
  dataDirIsDefault: boolean;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  appUrl: string;
  admin: { email: string | undefined; password: string | undefined };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  webDistDir: string;
  /** Whether this process also reads uploaded statements (false for an API-only process). */
  runJobs: boolean;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client's address. */
  trustProxy: boolean | string[];
  /** Statements read at once, each in its own worker thread (default: cores − 1, at least 1). */
  parseThreads: number | undefined;
  /** One more reading thread for short statements while the others read long ones (decision 0013). */
  parseShortLane: boolean;
  qbo: QboConfig;
  /** Outgoing email (questions links), or null when the firm has not set it up. Never logged: the URL may hold a password. */
  smtp: { url: string; from: string } | null;
}

/** Where Intuit's OAuth and Accounting API live (defaults: Intuit's production), and how we pace calls. */
export interface QboConfig {
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  environment: 'production' | 'sandbox';
  apiBase: string;
  /** `${APP_URL}/api/qbo/callback`, sent identically on authorize and on code exchange. */
  redirectUri: string;
  /** How long to wait after a 429 that gives no Retry-After. */
  throttleWaitMs: number;
  batchSize: number;
}

/** `true`/`false`, or a comma-separated list of the proxies' addresses or CIDR ranges (e.g. `10.0.0.0/8`). */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The folder the command was typed in. npm runs a workspace's script from the workspace's own folder; INIT_CWD is
 * where `npm start` (or `npm run backup`) was typed, so ./data and a file named on the command line mean what the
 * person typing meant.
 */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    // ./data is the folder the README names, for `npm start`, `npm run user:create` and every other command.
    dataDir: path.resolve(invocationDir(env), e.DATA_DIR),
    dataDirIsDefault: env.DATA_DIR === undefined,
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    runJobs: e.RUN_JOBS === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    parseThreads: e.PARSE_THREADS,
    parseShortLane: e.PARSE_SHORT_LANE === 'on',
    qbo: {
      authorizeUrl: e.QBO_AUTHORIZE_URL,
      tokenUrl: e.QBO_TOKEN_URL,
      revokeUrl: e.QBO_REVOKE_URL,
      environment: e.QBO_ENVIRONMENT,
      apiBase: (
        e.QBO_API_BASE ?? (e.QBO_ENVIRONMENT === 'sandbox' ? 'https://sandbox-quickbooks.api.intuit.com' : 'https://quickbooks.api.intuit.com')
      ).replace(/\/+$/, ''),
      redirectUri: `${(e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')}/api/qbo/callback`,
      throttleWaitMs: e.QBO_THROTTLE_WAIT_MS,
      batchSize: e.QBO_BATCH_SIZE,
    },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? `Ledgerdesk <no-reply@${new URL(e.APP_URL ?? 'http://localhost').hostname}>` } : null,
  };
}

export const appVersion: string = (await import(path.join(repoRoot, 'package.json'), { with: { type: 'json' } })).default.version;
