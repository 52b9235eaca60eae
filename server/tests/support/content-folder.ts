// Content folders for importer tests: a private copy of a fixture to edit, and row counts of every
// table the importer writes, to prove an import changed nothing (or only what it should).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/adapters/db/database.ts';
import {
  assets,
  blogCategories,
  blogPosts,
  caseStudies,
  categories,
  countries,
  gateways,
  menuNodes,
  pages,
  productImages,
  products,
  searchDocuments,
  singles,
  states,
  variants,
} from '../../src/adapters/db/schema.ts';

export const FIXTURES_DIR = fileURLToPath(new URL('../content/fixtures/', import.meta.url));

const made: string[] = [];

/** An empty temporary folder, removed by `removeTempFolders`. */
export async function tempFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  made.push(dir);
  return dir;
}

/** A copy of `fixtures/<name>` in a temporary folder, free to edit. */
export async function copyOfFixture(name: string): Promise<string> {
  const dir = await tempFolder(`content-${name}`);
  await cp(join(FIXTURES_DIR, name), dir, { recursive: true });
  return dir;
}

/** For `afterAll`: removes the folders this test file made. */
export async function removeTempFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export async function writeContentFile(dir: string, file: string, text: string): Promise<void> {
  await writeFile(join(dir, file), text);
}

/** Replaces the first `from` in a file of the folder. */
export async function editContentFile(dir: string, file: string, from: string, to: string) {
  const text = await readFile(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${file} has no "${from}"`);
  await writeFile(join(dir, file), text.replace(from, to));
}

const CONTENT_TABLES: Readonly<Record<string, PgTable>> = {
  assets,
  blogCategories,
  blogPosts,
  caseStudies,
  categories,
  countries,
  gateways,
  menuNodes,
  pages,
  productImages,
  products,
  searchDocuments,
  singles,
  states,
  variants,
};

export async function contentCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(CONTENT_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}
