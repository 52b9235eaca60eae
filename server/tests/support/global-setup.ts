// Starting PGlite and migrating costs seconds; do it once per run, dump the seeded data directory, and let
// every test file load its own copy (~0.7 s) so files never see each other's writes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/adapters/db/database.ts';
import { prepareDatabase } from '../../src/composition.ts';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'shop-pglite-'));
  // The demo content's images, written by the seed; every test database's seed refers to them.
  const uploadsDir = join(dir, 'uploads');
  project.provide('demoUploadsDir', uploadsDir);
  const cleanup = async () => {
    await rm(dir, { recursive: true, force: true });
  };
  if (process.env.TEST_DATABASE_URL) {
    // Each file makes its own database on that server; no PGlite needed.
    project.provide('pgliteDumpPath', '');
    return cleanup;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { uploadsDir, demoData: true });
  const dump = await database.dump();
  await database.close();
  const path = join(dir, 'seeded.tar.gz');
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return cleanup;
}
