// `npm run staff -- add <email>`: makes a person shop staff in the configured database (the same
// DATA_DIR / DATABASE_URL the shop uses). A new address gets an account and a set-password mail
// (sent by the shop's mail worker once the shop runs, with SMTP_URL; without it, recorded in the
// outbox); an existing account is promoted as it is. With the embedded database, stop the shop first:
// PGlite allows one process per data directory.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addStaffMember } from '../application/users/add-staff-member.ts';
import { composeApp, openConfiguredDatabase, prepareDatabase } from '../composition.ts';
import { ConfigError, readConfig } from '../config.ts';
import type { CliOutput } from './content.ts';

const USAGE = 'Usage: npm run staff -- add <email>';

const SAID = {
  created: (email: string) =>
    `${email} is now staff. A mail with a link to set a password is on its way (the link works for an hour; run this again for a new one).`,
  promoted: (email: string) => `${email} already had an account: it is now staff.`,
  'already-staff': (email: string) => `${email} is staff already: nothing changed.`,
  'link-sent-again': (email: string) =>
    `${email} is staff but has no password yet: a new link to set one is on its way.`,
} as const;

export async function runStaffCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'add' || !email || rest.length > 0) {
    output.error(USAGE);
    return 1;
  }
  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.error(error.message);
    return 1;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database, { uploadsDir: config.uploadsDir, demoData: config.demoData });
    const added = await addStaffMember(composeApp(config, database), email);
    if (!added.ok) {
      output.error(`${email}: ${added.error}`);
      return 1;
    }
    output.out(SAID[added.value.kind](added.value.user.email));
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runStaffCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `Adding staff failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
