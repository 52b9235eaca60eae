// What the product CSV cannot say, set through Vendure's services: each variant's name is our variant
// title (the importer names it "<product> <option values>"), each asset's name is our image's alt text.
import type { DemoShop } from './demo-shop.ts';
import { imagesOf } from './import-files.ts';
import type { RequestContext, VendureApp, VendureCore } from './vendure-api.ts';
import { say } from './progress.ts';

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function nameVariants(
  app: VendureApp,
  core: VendureCore,
  ctx: RequestContext,
  shop: DemoShop,
) {
  const service = app.get(core.ProductVariantService);
  const { items } = await service.findAll(ctx, { take: 1000 });
  const titles = new Map(shop.products.flatMap((p) => p.variants.map((v) => [v.sku, v.title])));
  const updates = items.flatMap((variant) => {
    const name = titles.get(variant.sku);
    return name ? [{ id: variant.id, translations: [{ languageCode: 'en' as const, name }] }] : [];
  });
  if (updates.length !== titles.size)
    throw new Error(`the import made ${updates.length} of our ${titles.size} variants`);
  await service.update(ctx, updates);
  return updates.length;
}

async function nameAssets(app: VendureApp, core: VendureCore, ctx: RequestContext, shop: DemoShop) {
  const service = app.get(core.AssetService);
  const { items } = await service.findAll(ctx, { take: 1000 });
  const alts = new Map(imagesOf(shop).map((image) => [basename(image.path), image.alt]));
  let named = 0;
  for (const asset of items) {
    const alt = alts.get(asset.name);
    if (alt === undefined) continue;
    await service.update(ctx, { id: asset.id, name: alt });
    named += 1;
  }
  return named;
}

export async function runCatalogPass(
  app: VendureApp,
  core: VendureCore,
  ctx: RequestContext,
  shop: DemoShop,
) {
  const variants = await nameVariants(app, core, ctx, shop);
  const assets = await nameAssets(app, core, ctx, shop);
  say(`Catalog: named ${variants} variants by our titles, ${assets} assets by alt`);
}
