import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { defaultVariant } from '../../../domain/catalog/product.rules.ts';
import type { MenuNodeRecord, NodeElement } from '../../../domain/content/navigation.ts';
import type { MenuReader } from '../../../ports/content/menu-reader.ts';
import type { Db } from '../database.ts';
import { mediaColumns, toMedia } from './media.rows.ts';
import { assets, menuNodes, products, variants } from '../schema.ts';

const svgIcons = alias(assets, 'svg_icons');
const featuredImages = alias(assets, 'featured_images');

/** Nodes whose element is a product carry its default variant (product children go to the cart). */
const isProductElement = (type: string | null): boolean => type?.toLowerCase() === 'product';

async function defaultVariants(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: variants.productId, id: variants.id, isDefault: variants.isDefault })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.productId, [...productIds]), eq(products.enabled, true)))
    .orderBy(asc(variants.sortOrder), asc(variants.id));
  const byProduct = new Map<number, { id: number; isDefault: boolean }[]>();
  for (const row of rows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  const chosen = new Map<number, number>();
  for (const [productId, list] of byProduct) {
    const variant = defaultVariant({ variants: list });
    if (variant) chosen.set(productId, variant.id);
  }
  return chosen;
}

const readNodes = (db: Db, menu: string) =>
  db
    .select({
      node: menuNodes,
      svgIcon: mediaColumns(svgIcons),
      featuredImage: mediaColumns(featuredImages),
    })
    .from(menuNodes)
    .leftJoin(svgIcons, eq(svgIcons.id, menuNodes.svgIconId))
    .leftJoin(featuredImages, eq(featuredImages.id, menuNodes.featuredImageId))
    .where(eq(menuNodes.menu, menu))
    .orderBy(asc(menuNodes.position), asc(menuNodes.id));

type NodeRow = Awaited<ReturnType<typeof readNodes>>[number];

const toNodeRecord = (
  { node, svgIcon, featuredImage }: NodeRow,
  variantOf: ReadonlyMap<number, number>,
): MenuNodeRecord => {
  const element: NodeElement | null =
    node.elementId === null
      ? null
      : {
          id: node.elementId,
          defaultVariantId: isProductElement(node.elementType)
            ? (variantOf.get(node.elementId) ?? null)
            : null,
        };
  return {
    id: node.id,
    parentId: node.parentId,
    position: node.position,
    title: node.title,
    nodeUri: node.nodeUri,
    newWindow: node.newWindow,
    displayAsButton: node.displayAsButton,
    displayInRed: node.displayInRed,
    displayAsGrid: node.displayAsGrid,
    typeLabel: node.typeLabel,
    svgIcon: toMedia(svgIcon),
    featuredImage: toMedia(featuredImage),
    element,
  };
};

async function listNodes(db: Db, menu: string): Promise<readonly MenuNodeRecord[]> {
  const rows = await readNodes(db, menu);
  const productIds = rows.flatMap(({ node }) =>
    isProductElement(node.elementType) && node.elementId !== null ? [node.elementId] : [],
  );
  const variantOf = await defaultVariants(db, [...new Set(productIds)]);
  return rows.map((row) => toNodeRecord(row, variantOf));
}

/** Two queries per menu: the nodes with their icons and images, then the linked products' variants. */
export function drizzleMenuReader(db: Db): MenuReader {
  return { listNodes: (menu) => listNodes(db, menu) };
}
