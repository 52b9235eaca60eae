// Shop API answers as Vendure writes them, for the Vendure adapters' tests.
export const aVendureVariantJson = (overrides: Record<string, unknown> = {}) => ({
  id: '11',
  sku: 'CH-450',
  name: 'Standard',
  priceWithTax: 2450,
  stockLevel: 'IN_STOCK',
  options: [],
  ...overrides,
});

export const aVendureProductJson = (overrides: Record<string, unknown> = {}) => ({
  id: '7',
  name: 'Claw Hammer',
  slug: 'claw-hammer-450',
  featuredAsset: {
    preview: '/vendure-assets/hammer.png',
    name: 'hammer.png',
    width: 800,
    height: 600,
  },
  assets: [{ preview: '/vendure-assets/hammer.png', name: 'hammer.png', width: 800, height: 600 }],
  variants: [aVendureVariantJson()],
  ...overrides,
});

export const aSearchItemJson = (productId: string, minor: number) => ({
  productId,
  priceWithTax: { min: minor, max: minor },
});
