// Vendure's product import CSV (the format of its sample `products.csv`), written from our product
// files: one row per variant, the product's columns on its first row only.
import type {
  CategoryContent,
  ProductContent,
  VariantContent,
} from '../../../server/src/domain/content/content.ts';

/** The facet whose values tag each product with its category; collections filter on it. */
export const CATEGORY_FACET = 'category';
/** The tax category every variant is in (its rates per zone are set by the setup). */
export const TAX_CATEGORY = 'Standard';
/** The option group of a product whose variants name no options: their titles are the values. */
export const TITLE_OPTION_GROUP = 'Option';

const COLUMNS = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
  'product:callForQuote',
  'variant:weightGrams',
  'variant:salePrice',
] as const;
type Row = Partial<Record<(typeof COLUMNS)[number], string>>;

const cell = (value = ''): string =>
  /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The option groups and each variant's values, in the order of the first variant's keys. */
export function optionsOf(product: ProductContent): {
  groups: readonly string[];
  values: (variant: VariantContent) => readonly string[];
} {
  const keys = Object.keys(product.variants[0]?.options ?? {});
  const several = product.variants.length > 1;
  const groups = keys.length > 0 ? keys : several ? [TITLE_OPTION_GROUP] : [];
  const values = (variant: VariantContent): readonly string[] =>
    keys.length > 0
      ? keys.map((key) => variant.options[key] ?? '')
      : several
        ? [variant.title]
        : [];
  const mismatched = product.variants.some((v) => Object.keys(v.options).join() !== keys.join());
  const combinations = new Set(product.variants.map((variant) => values(variant).join('|')));
  if (mismatched || (groups.length > 0 && combinations.size < product.variants.length))
    throw new Error(`${product.slug}: its variants must name the same options, each once`);
  return { groups, values };
}

const variantRow = (product: ProductContent, variant: VariantContent): Row => ({
  optionValues: optionsOf(product).values(variant).join('|'),
  sku: variant.sku,
  price: dollars(variant.priceMinor),
  taxCategory: TAX_CATEGORY,
  stockOnHand: String(variant.stock ?? 0),
  trackInventory: variant.stock === null ? 'false' : 'true',
  'variant:weightGrams': variant.weightGrams === null ? '' : String(variant.weightGrams),
  'variant:salePrice': variant.salePriceMinor === null ? '' : String(variant.salePriceMinor),
});

const productRow = (product: ProductContent, categories: readonly CategoryContent[]): Row => {
  const category = categories.find((c) => c.slug === product.categorySlug);
  return {
    name: product.title,
    slug: product.slug,
    description: product.descriptionHtml.trim(),
    assets: product.images.map((image) => image.path).join('|'),
    facets: category ? `${CATEGORY_FACET}:${category.title}` : '',
    optionGroups: optionsOf(product).groups.join('|'),
    'product:callForQuote': String(product.callForQuote),
  };
};

export function productsCsv(
  products: readonly ProductContent[],
  categories: readonly CategoryContent[],
): string {
  const rows = products.flatMap((product) =>
    product.variants.map((variant, index) => ({
      ...(index === 0 ? productRow(product, categories) : {}),
      ...variantRow(product, variant),
    })),
  );
  const lines = rows.map((row: Row) => COLUMNS.map((column) => cell(row[column])).join(','));
  return `${[COLUMNS.join(','), ...lines].join('\n')}\n`;
}
