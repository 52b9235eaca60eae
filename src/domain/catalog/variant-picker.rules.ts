import type { Product, Variant } from './product';
import { defaultVariant } from './product.rules';

export interface VariantChoice {
  readonly variantId: number;
  readonly label: string;
}

/** The picker is named after the option the variants differ by, e.g. 'Version'. */
export interface VariantPicker {
  readonly label: string;
  readonly choices: readonly VariantChoice[];
}

const FALLBACK_LABEL = 'Option';

const humanize = (key: string): string => {
  const words = key
    .replace(
      /([a-z])([A-Z])/g,
      (_, lower: string, upper: string) => `${lower} ${upper.toLowerCase()}`,
    )
    .replace(/[_-]+/g, ' ')
    .trim();
  return words === '' ? FALLBACK_LABEL : `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
};

/** The one option key every variant has and whose values tell them apart, if there is one. */
const sharedOptionKey = (variants: readonly Variant[]): string | null => {
  const keys = Object.keys(variants[0]?.options ?? {});
  const key = keys.length === 1 ? keys[0] : undefined;
  if (key === undefined) return null;
  const values = variants.map((variant) => variant.options[key]);
  if (values.some((value) => value === undefined || value.trim() === '')) return null;
  return new Set(values).size === variants.length &&
    variants.every((variant) => Object.keys(variant.options).length === 1)
    ? key
    : null;
};

/** Nothing to pick with fewer than two variants. */
export const variantPicker = (product: Pick<Product, 'variants'>): VariantPicker | null => {
  const { variants } = product;
  if (variants.length < 2) return null;
  const key = sharedOptionKey(variants);
  return {
    label: key === null ? FALLBACK_LABEL : humanize(key),
    choices: variants.map((variant) => ({
      variantId: variant.id,
      label: key === null ? variant.title : (variant.options[key] ?? variant.title),
    })),
  };
};

/** The variant asked for when it belongs to the product, else the default one. */
export const selectedVariant = (product: Product, variantId: number | null): Variant | undefined =>
  product.variants.find((variant) => variant.id === variantId) ?? defaultVariant(product);

/** A variant id from the address bar; anything that is not a positive integer means none. */
export const parseVariantId = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The address of one variant's page: /product/{slug}/{variantId}. */
export const variantPath = (product: Pick<Product, 'slug'>, variantId: number): string =>
  `/product/${product.slug
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')}/${variantId}`;
