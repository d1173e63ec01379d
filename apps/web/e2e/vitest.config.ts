import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Browser journeys against the real server and the built app; started by e2e/run.ts.
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
