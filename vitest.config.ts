import os from 'node:os';
import { defineConfig } from 'vitest/config';

// A hang's safety net, not a speed limit: with several files at once on two cores, a test that boots a server and
// reads PDFs has taken over 20 s (locked-pdfs on PostgreSQL), and inflating the 80 MiB flate bomb over 5 s.
const hangSafetyNet = { testTimeout: 60_000, hookTimeout: 60_000 };

// Units and API tests; the browser journeys run separately (`npm run test:e2e`) against the built app.
export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) is a single worker on CI's two cores, yet most API files
    // spend their time waiting on a database, a server or a lease: one worker more than the cores took the suite
    // from 801-832 s to 376 s there, each file on its own database (test-app.ts) so nothing is shared.
    maxWorkers: os.availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          ...hangSafetyNet,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.ts'],
          environment: 'node',
          ...hangSafetyNet,
        },
      },
    ],
  },
});
