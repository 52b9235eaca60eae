import type { Product } from '../../domain/catalog/product';

const names = [
  'Cordless Drill Driver 18V',
  'Impact Wrench 1/2 in',
  'Circular Saw 7-1/4 in',
  'Random Orbit Sander',
  'Angle Grinder 4-1/2 in',
  'Hex Bolts M8 Zinc Plated',
  'Wood Screws 4 x 40 mm',
  'Wall Anchors Assortment',
  'Tape Measure 8 m',
  'Spirit Level 600 mm',
  'Claw Hammer 16 oz',
  'Utility Knife Heavy Duty',
  'Safety Glasses Clear',
  'Work Gloves Leather',
];

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small catalog for running the storefront without a back-end (useFakes). */
export const demoCatalog = (): Product[] =>
  names.map((title, index) => {
    const id = 100 + index * 10;
    const price = 14.5 + index * 7.25;
    const slug = slugOf(title);
    return {
      id,
      title,
      slug,
      uri: `products/${slug}`,
      price,
      salePrice: null,
      callForQuote: false,
      images: [],
      defaultVariantId: id + 1,
      variants: [
        {
          id: id + 1,
          sku: `${slug}-std`,
          title: 'Standard',
          price,
          salePrice: null,
          stock: 10 + index,
          options: { pack: 'Standard' },
        },
        {
          id: id + 2,
          sku: `${slug}-pro`,
          title: 'Pro pack',
          price: price + 20,
          salePrice: null,
          stock: null,
          options: { pack: 'Pro pack' },
        },
      ],
    };
  });
