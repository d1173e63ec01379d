import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDemo } from './start-demo.ts';

// `npm run demo [-- --reset] [--port 3100] [--data-dir ./demo-data]`: Ledgerdesk with a demo firm in its own folder.
const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.DEMO_PORT ?? '3100' },
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../../demo-data') },
  },
});

const started = performance.now();
const demo = await startDemo({
  dataDir: values['data-dir'],
  port: Number(values.port),
  reset: values.reset,
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  console.error(`The demo could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`
  Ledgerdesk demo: ${demo.url}  (${demo.seeded ? `firm built in ${seconds} s: ${demo.seeded.clients} clients, ${demo.seeded.statements} statements, ${demo.seeded.transactions} transactions, ${demo.seeded.approved} approved, ${demo.seeded.rules} rules` : `ready in ${seconds} s, existing demo firm`})

  Admin:   ${demo.admin.email}  /  ${demo.admin.password}
  Worker:  ${demo.worker.email}  /  ${demo.worker.password}

  Data: ${values['data-dir']} (npm run demo -- --reset builds it again). QuickBooks Online is a local stand-in.
  Ctrl+C stops the demo.
`);

const stop = () => void demo.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
