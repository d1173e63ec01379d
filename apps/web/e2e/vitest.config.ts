import os from 'node:os';
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
    // One file per core (Vitest's default leaves one of CI's two idle). The journeys share the server global-setup
    // starts, but each makes its own clients and uploads and looks only at them: all 31 files passed two at a time
    // on a machine loaded to 10-13, in 12 min 29 s against 14-14.5 min one at a time on an idle one.
    maxWorkers: os.availableParallelism(),
    // expect.poll's default of 1 s is how long a screen gets to show its rows after `goto`. Two journeys at once on CI's
    // two cores have taken longer (export.e2e's list after page load, once), so every poll waits up to 10 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
