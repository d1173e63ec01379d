import { parseArgs } from 'node:util';
import { auth } from '@ledgerdesk/contracts';
import { loadConfig } from '../config.ts';
import { adoptLegacyDataDir } from '../lib/legacy-data-dir.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createUsersService } from '../features/users/users.service.ts';

const usage =
  'Usage: npm run user:create -- --email E --name N --role admin|worker [--password P]\n' +
  '(without --password, the password is read from standard input)';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.email || !values.name || !values.role) throw new Error(usage);
  const password = values.password ?? (await readStdin());
  // The same rules as POST /api/auth/register, so the shell cannot create what the API would refuse.
  const input = auth.register.body.safeParse({
    name: values.name,
    email: values.email,
    password,
    role: values.role,
  });
  if (!input.success) {
    const issue = input.error.issues[0];
    throw new Error(`${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}\n${usage}`);
  }
  const config = loadConfig();
  const moved = adoptLegacyDataDir(config);
  if (moved) console.log(moved);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const user = await createUsersService({ db: database.db }).create(input.data);
    console.log(`Created ${user.role} ${user.email}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
