// Acceptance 1-4: the catalogue the Shop API serves is our demo shop's.
import { type Check, expect } from './checks.ts';
import { shopClient } from './shop-client.ts';

type Variant = { sku: string; price: number; stockLevel: string };
type Product = { slug: string; variants: Variant[]; featuredAsset: { preview: string } | null };

const PRODUCT = `query ($slug: String!) { product(slug: $slug) {
  slug featuredAsset { preview } variants { sku price stockLevel } } }`;

const products: Check = {
  name: 'products: count, SKUs and prices in cents, stock level',
  async run({ peer, shop }) {
    const client = shopClient(peer.shopApiUrl, 'bearer');
    const listed = await client.run<{ products: { totalItems: number } }>(
      '{ products(options: { take: 100 }) { totalItems } }',
    );
    expect(
      listed.products.totalItems === shop.products.length,
      `${listed.products.totalItems} products, our demo shop has ${shop.products.length}`,
    );
    const seen: string[] = [];
    for (const slug of ['claw-hammer-450', 'f-clamp-300']) {
      const ours = shop.products.find((p) => p.slug === slug);
      const { product } = await client.run<{ product: Product | null }>(PRODUCT, { slug });
      expect(!!ours && !!product, `no product ${slug}`);
      const theirs = product.variants.map((v) => `${v.sku}=${v.price}`).join(' ');
      const expected = ours.variants.map((v) => `${v.sku}=${v.priceMinor}`).join(' ');
      expect(theirs === expected, `${slug}: ${theirs}, expected ${expected}`);
      for (const variant of ours.variants.filter((v) => v.stock === 0)) {
        const level = product.variants.find((v) => v.sku === variant.sku)?.stockLevel;
        expect(level === 'OUT_OF_STOCK', `${variant.sku} (stock 0) is ${level}`);
        seen.push(`${variant.sku} ${level}`);
      }
      seen.push(theirs);
    }
    return `${listed.products.totalItems} products; ${seen.join('; ')}`;
  },
};

const collections: Check = {
  name: 'collections: our categories by slug, each with variants',
  async run({ peer, shop }) {
    const { collections: list } = await shopClient(peer.shopApiUrl, 'bearer').run<{
      collections: { items: { slug: string; productVariants: { totalItems: number } }[] };
    }>('{ collections(options: { take: 100 }) { items { slug productVariants { totalItems } } } }');
    const slugs = list.items.map((c) => c.slug);
    const ours = shop.categories.map((c) => c.slug);
    expect(slugs.join() === ours.join(), `collections ${slugs.join()}, expected ${ours.join()}`);
    const empty = list.items.filter((c) => c.productVariants.totalItems === 0);
    expect(empty.length === 0, `empty collections: ${empty.map((c) => c.slug).join()}`);
    return list.items.map((c) => `${c.slug} (${c.productVariants.totalItems})`).join(', ');
  },
};

const SEARCH = `query ($input: SearchInput!) { search(input: $input) {
  totalItems items { slug } } }`;
type Search = { search: { totalItems: number; items: { slug: string }[] } };

const search: Check = {
  name: 'search: by term and by collection',
  async run({ peer, shop }) {
    const client = shopClient(peer.shopApiUrl, 'bearer');
    const byTerm = await client.run<Search>(SEARCH, {
      input: { term: 'hammer', groupByProduct: true },
    });
    const slugs = byTerm.search.items.map((item) => item.slug);
    expect(slugs.includes('claw-hammer-450'), `"hammer" found ${slugs.join() || 'nothing'}`);
    const inCategory = await client.run<Search>(SEARCH, {
      input: { collectionSlug: 'hand-tools', groupByProduct: true, take: 100 },
    });
    const ours = shop.products.filter((p) => p.categorySlug === 'hand-tools').length;
    expect(
      inCategory.search.totalItems === ours,
      `hand-tools: ${inCategory.search.totalItems} products, expected ${ours}`,
    );
    return `"hammer": ${slugs.join(', ')}; hand-tools: ${ours} products`;
  },
};

const images: Check = {
  name: 'images: root-relative preview URL, served as image/png',
  async run({ peer }) {
    const { product } = await shopClient(peer.shopApiUrl, 'bearer').run<{
      product: Product | null;
    }>(PRODUCT, { slug: 'claw-hammer-450' });
    const preview = product?.featuredAsset?.preview ?? '';
    expect(preview.startsWith('/vendure-assets/'), `preview is "${preview}"`);
    const response = await fetch(`${peer.origin}${preview}`);
    const type = response.headers.get('content-type');
    const bytes = (await response.arrayBuffer()).byteLength;
    expect(
      response.status === 200 && type === 'image/png',
      `GET ${preview}: ${response.status} ${type}`,
    );
    return `GET ${preview}: 200 ${type}, ${bytes} bytes`;
  },
};

export const CATALOG_CHECKS: readonly Check[] = [products, collections, search, images];
