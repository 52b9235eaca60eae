// Our demo shop as the peer needs it: the content folder read by our own back-end's reader (same schemas,
// same validation), plus the store rules and demo customer our back-end seeds.
import { fileURLToPath } from 'node:url';
import { fsContentFileSource } from '../../../server/src/adapters/content/fs.content-file-source.ts';
import type {
  CategoryContent,
  CountryContent,
  ProductContent,
} from '../../../server/src/domain/content/content.ts';

export const DEMO_CONTENT_DIR = fileURLToPath(
  new URL('../../../server/content/demo', import.meta.url),
);

export interface DemoShop {
  /** By sortOrder, as our shop lists them. */
  readonly categories: readonly CategoryContent[];
  /** By sortOrder: the order Vendure gives them ids in. */
  readonly products: readonly ProductContent[];
  readonly countries: readonly CountryContent[];
}

const bySortOrder = <T extends { sortOrder: number; source: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.source.localeCompare(b.source));

export async function readDemoShop(): Promise<DemoShop> {
  const read = await fsContentFileSource(DEMO_CONTENT_DIR).read();
  if (!read.ok) {
    const problems = read.error.map((p) => `${p.file}: ${p.path}: ${p.message}`).join('\n');
    throw new Error(`The demo content folder does not read:\n${problems}`);
  }
  return {
    categories: bySortOrder(read.value.categories),
    products: bySortOrder(read.value.products),
    countries: bySortOrder(read.value.countries),
  };
}
