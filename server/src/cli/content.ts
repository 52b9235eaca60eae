// `npm run content -- import <dir>`: imports a content folder into the configured database (the same
// DATA_DIR / DATABASE_URL the shop uses) and prints what it wrote, or every problem and exit code 1.
// With the embedded database, stop the shop first: PGlite allows one process per data directory.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importContentFolder } from '../adapters/content/import-folder.ts';
import { openConfiguredDatabase, prepareDatabase } from '../composition.ts';
import { ConfigError, readConfig } from '../config.ts';
import { describeProblem } from '../domain/content/content.errors.ts';

const USAGE = 'Usage: npm run content -- import <folder>';

export interface CliOutput {
  out(line: string): void;
  error(line: string): void;
}

export async function runContentCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  const [command, folder, ...rest] = args;
  if (command !== 'import' || !folder || rest.length > 0) {
    output.error(USAGE);
    return 1;
  }
  const dir = resolve(folder);
  let config;
  try {
    config = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openConfiguredDatabase(config);
  try {
    // As on the shop's first start, so the shop does not seed the demo over this import later.
    await prepareDatabase(database, { uploadsDir: config.uploadsDir, demoData: config.demoData });
    const started = performance.now();
    const result = await importContentFolder({
      db: database.db,
      dir,
      uploadsDir: config.uploadsDir,
    });
    if (!result.ok) {
      output.error(`${dir} was not imported; nothing was changed:`);
      for (const problem of result.error) output.error(describeProblem(problem));
      return 1;
    }
    const ms = Math.round(performance.now() - started);
    output.out(`Imported ${dir} in ${ms} ms:`);
    const width = Math.max(...Object.keys(result.value).map((kind) => kind.length));
    for (const [kind, count] of Object.entries(result.value))
      output.out(`  ${kind.padEnd(width)}  ${String(count).padStart(5)}`);
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  runContentCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    error: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(
        `The import failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exitCode = 1;
    },
  );
}
