// Writes the import the setup loads: initial-data.json, products.csv and every image they name, drawn by
// our back-end's own media adapter (the same PNGs our shop serves).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sharpContentMedia } from '../../../server/src/adapters/content/sharp.content-media.ts';
import type { ImageRef } from '../../../server/src/domain/content/content.ts';
import type { PreparedMedia } from '../../../server/src/ports/content/content-media.ts';
import { DEMO_CONTENT_DIR, type DemoShop } from './demo-shop.ts';
import { initialData } from './initial-data.ts';
import { IMPORT_DIR } from './location.ts';
import { productsCsv } from './products-csv.ts';
import { say } from './progress.ts';

export const INITIAL_DATA_FILE = join(IMPORT_DIR, 'initial-data.json');
export const PRODUCTS_CSV_FILE = join(IMPORT_DIR, 'products.csv');
export const IMAGES_DIR = join(IMPORT_DIR, 'images');

/** Every image the products and categories name, once per path. */
export const imagesOf = (shop: DemoShop): readonly ImageRef[] => {
  const all = [
    ...shop.products.flatMap((product) => product.images),
    ...shop.categories.flatMap((category) => (category.image ? [category.image] : [])),
  ];
  return [...new Map(all.map((image) => [image.path, image])).values()];
};

async function writeImages(shop: DemoShop): Promise<number> {
  const media = sharpContentMedia({ contentDir: DEMO_CONTENT_DIR, uploadsDir: IMAGES_DIR });
  const prepared: PreparedMedia[] = [];
  for (const image of imagesOf(shop)) {
    const result = await media.prepare(image);
    if (!result.ok) throw new Error(`image ${image.path}: ${result.error}`);
    prepared.push(result.value);
  }
  await media.publish(prepared);
  return prepared.length;
}

export async function writeImportFiles(shop: DemoShop): Promise<void> {
  await rm(IMPORT_DIR, { recursive: true, force: true });
  await mkdir(IMAGES_DIR, { recursive: true });
  await writeFile(INITIAL_DATA_FILE, `${JSON.stringify(initialData(shop), null, 2)}`);
  await writeFile(PRODUCTS_CSV_FILE, productsCsv(shop.products, shop.categories));
  const images = await writeImages(shop);
  say(
    `Wrote ${PRODUCTS_CSV_FILE} (${shop.products.length} products), initial-data.json ` +
      `(${shop.categories.length} collections) and ${images} images`,
  );
}
