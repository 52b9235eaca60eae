// Menus (each replaced as a whole, so a removed node disappears) and singles.
import { inArray, sql } from 'drizzle-orm';
import type {
  MenuContent,
  MenuNodeContent,
  SingleContent,
} from '../../../domain/content/content.ts';
import { productUri } from '../../../domain/catalog/product.rules.ts';
import { menuNodes, products, singles } from '../schema.ts';
import { storedImage } from './stored-blocks.ts';
import { idOf, idsBy, type Tx } from './upsert.ts';

interface Lookups {
  readonly assetIds: ReadonlyMap<string, number>;
  readonly productIds: ReadonlyMap<string, number>;
}

function* productSlugsOf(nodes: readonly MenuNodeContent[]): Generator<string> {
  for (const node of nodes) {
    if (node.link.kind === 'product') yield node.link.productSlug;
    yield* productSlugsOf(node.children);
  }
}

function nodeRow(
  handle: string,
  node: MenuNodeContent,
  parentId: number | null,
  position: number,
  lookups: Lookups,
) {
  const { link } = node;
  return {
    menu: handle,
    parentId,
    position,
    title: node.title,
    nodeUri:
      link.kind === 'uri'
        ? link.uri
        : link.kind === 'product'
          ? productUri({ slug: link.productSlug })
          : null,
    newWindow: node.newWindow,
    displayAsButton: node.displayAsButton,
    displayInRed: node.displayInRed,
    displayAsGrid: node.displayAsGrid,
    typeLabel: node.typeLabel,
    svgIconId: node.svgIcon ? idOf(lookups.assetIds, node.svgIcon.path, 'asset') : null,
    featuredImageId: node.featuredImage
      ? idOf(lookups.assetIds, node.featuredImage.path, 'asset')
      : null,
    elementType: link.kind === 'product' ? 'product' : null,
    elementId:
      link.kind === 'product' ? idOf(lookups.productIds, link.productSlug, 'product') : null,
  };
}

type NodeRow = ReturnType<typeof nodeRow> & { id: number };

/** Ids drawn from the table's sequence up front, so whole trees go in with one insert. */
async function reserveIds(tx: Tx, amount: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('menu_nodes', 'id'))::int` })
    .from(sql`generate_series(1, ${amount}::int)`);
  return rows.map((row) => Number(row.id));
}

/** Parents before children, each child pointing at its parent's reserved id. */
function flatten(
  handle: string,
  nodes: readonly MenuNodeContent[],
  parentId: number | null,
  ids: number[],
  lookups: Lookups,
  into: NodeRow[],
): void {
  for (const [position, node] of nodes.entries()) {
    const id = ids.shift();
    if (id === undefined) throw new Error('Content import: ran out of reserved menu node ids');
    into.push({ ...nodeRow(handle, node, parentId, position, lookups), id });
    flatten(handle, node.children, id, ids, lookups, into);
  }
}

const countNodes = (nodes: readonly MenuNodeContent[]): number =>
  nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);

/** Returns the number of nodes written. */
export async function writeMenus(
  tx: Tx,
  menus: readonly MenuContent[],
  assetIds: ReadonlyMap<string, number>,
): Promise<number> {
  if (menus.length === 0) return 0;
  const slugs = [...new Set(menus.flatMap((menu) => [...productSlugsOf(menu.nodes)]))];
  const productRows = slugs.length
    ? await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, slugs))
    : [];
  const lookups = { assetIds, productIds: idsBy(productRows, 'slug') };
  // Children go with their parents (on delete cascade).
  await tx.delete(menuNodes).where(
    inArray(
      menuNodes.menu,
      menus.map((menu) => menu.handle),
    ),
  );
  const ids = await reserveIds(
    tx,
    menus.reduce((sum, menu) => sum + countNodes(menu.nodes), 0),
  );
  const rows: NodeRow[] = [];
  for (const menu of menus) flatten(menu.handle, menu.nodes, null, ids, lookups, rows);
  if (rows.length > 0) await tx.insert(menuNodes).values(rows);
  const written = rows.length;
  return written;
}

function singleData(single: SingleContent): Record<string, unknown> {
  if (single.handle === 'site-footer') {
    const { source: _source, handle: _handle, ...data } = single;
    return { ...data, genericLogoImages: data.genericLogoImages.map(storedImage) };
  }
  const { source: _source, handle: _handle, ...data } = single;
  return data;
}

export async function writeSingles(tx: Tx, items: readonly SingleContent[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(singles)
    .values(items.map((single) => ({ handle: single.handle, data: singleData(single) })))
    .onConflictDoUpdate({
      target: singles.handle,
      set: { data: sql.raw('excluded."data"'), dateUpdated: sql`now()` },
    });
}
