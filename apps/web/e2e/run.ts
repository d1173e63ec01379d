/**
 * Entry point of `npm run test:e2e`: checks for a Chromium to drive, then runs the
 * `*.e2e.ts` journeys with Vitest (global-setup starts the real server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startVitest } from 'vitest/node';

const webRoot = path.resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function banner(lines: string[]): string {
  const bar = '='.repeat(72);
  return [bar, ...lines.map((line) => `  ${line}`), bar].join('\n');
}

if (!fs.existsSync(chromiumPath)) {
  const reason = `No Chromium at ${chromiumPath} (set CHROMIUM_PATH, or install Debian's chromium).`;
  if (process.env.CI) {
    console.error(banner(['E2E TESTS CANNOT RUN', reason, 'CI is set, so this is a failure.']));
    process.exit(1);
  }
  console.warn(banner(['E2E TESTS SKIPPED', reason, 'Nothing was tested in a browser.']));
  process.exit(0);
}

if (!fs.existsSync(path.join(webRoot, 'dist/index.html'))) {
  console.error(banner(['E2E TESTS CANNOT RUN', 'apps/web/dist is missing: run `npm run build` first.']));
  process.exit(1);
}

process.env.CHROMIUM_PATH = chromiumPath;
const vitest = await startVitest('test', process.argv.slice(2), {
  config: path.join(webRoot, 'e2e/vitest.config.ts'),
  run: true,
  watch: false,
});
await vitest.close();
process.exit(process.exitCode ?? 0);
