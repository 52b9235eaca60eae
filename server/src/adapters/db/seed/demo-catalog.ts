// Placeholder demo catalog for a manufacturer of workshop equipment. Prices in cents; stock null means
// the shop does not track stock for that variant. The full demo shop (categories, content) comes later.

export interface DemoVariant {
  readonly sku: string;
  readonly title: string;
  readonly priceMinor: number;
  readonly stock: number | null;
  readonly isDefault?: boolean;
}

export interface DemoProduct {
  readonly title: string;
  readonly slug: string;
  readonly variants: readonly DemoVariant[];
}

export const demoCatalog: readonly DemoProduct[] = [
  {
    title: 'Cordless Drill Driver 18V',
    slug: 'cordless-drill-driver-18v',
    variants: [
      { sku: 'CDD-18-BARE', title: 'Bare tool', priceMinor: 12900, stock: 42, isDefault: true },
      { sku: 'CDD-18-KIT', title: 'Kit with 2 batteries', priceMinor: 21900, stock: 17 },
    ],
  },
  {
    title: 'Impact Wrench 1/2"',
    slug: 'impact-wrench-half-inch',
    variants: [{ sku: 'IW-12', title: 'Standard', priceMinor: 18950, stock: 9 }],
  },
  {
    title: 'Workbench Oak Top 150 cm',
    slug: 'workbench-oak-top-150',
    variants: [{ sku: 'WB-OAK-150', title: 'Standard', priceMinor: 64900, stock: 3 }],
  },
  {
    title: 'Hex Bolts M8 Zinc Plated',
    slug: 'hex-bolts-m8-zinc',
    variants: [
      {
        sku: 'HB-M8-25-100',
        title: 'Size 25 mm / Pack of 100',
        priceMinor: 1450,
        stock: 500,
        isDefault: true,
      },
      { sku: 'HB-M8-40-100', title: 'Size 40 mm / Pack of 100', priceMinor: 1790, stock: 320 },
      { sku: 'HB-M8-40-500', title: 'Size 40 mm / Pack of 500', priceMinor: 7490, stock: 60 },
    ],
  },
  {
    title: 'Safety Glasses Clear Anti-Fog',
    slug: 'safety-glasses-clear',
    variants: [{ sku: 'SG-CLR', title: 'One size', priceMinor: 895, stock: null }],
  },
  {
    title: 'Ratchet Strap 5 m',
    slug: 'ratchet-strap-5m',
    variants: [
      { sku: 'RS-5-2', title: 'Pack of 2', priceMinor: 2450, stock: 80, isDefault: true },
      { sku: 'RS-5-4', title: 'Pack of 4', priceMinor: 4390, stock: 44 },
    ],
  },
  {
    title: 'Bench Grinder 200 mm',
    slug: 'bench-grinder-200',
    variants: [{ sku: 'BG-200', title: 'Standard', priceMinor: 15900, stock: 12 }],
  },
  {
    title: 'Tool Chest 7 Drawers',
    slug: 'tool-chest-7-drawers',
    variants: [
      { sku: 'TC7-RED', title: 'Red', priceMinor: 39900, stock: 6, isDefault: true },
      { sku: 'TC7-BLK', title: 'Black', priceMinor: 39900, stock: 0 },
    ],
  },
  {
    title: 'Nitrile Work Gloves',
    slug: 'nitrile-work-gloves',
    variants: [
      {
        sku: 'NG-M-12',
        title: 'Size M / Pack of 12',
        priceMinor: 1299,
        stock: 200,
        isDefault: true,
      },
      { sku: 'NG-L-12', title: 'Size L / Pack of 12', priceMinor: 1299, stock: 150 },
      { sku: 'NG-XL-12', title: 'Size XL / Pack of 12', priceMinor: 1399, stock: 75 },
    ],
  },
  {
    title: 'Torque Wrench 40–200 Nm',
    slug: 'torque-wrench-40-200',
    variants: [{ sku: 'TW-40-200', title: 'Standard', priceMinor: 11450, stock: 21 }],
  },
  {
    title: 'LED Work Light 3000 lm',
    slug: 'led-work-light-3000',
    variants: [{ sku: 'LWL-3000', title: 'Standard', priceMinor: 5990, stock: 58 }],
  },
  {
    title: 'Shop Vacuum 30 L Wet/Dry',
    slug: 'shop-vacuum-30l',
    variants: [{ sku: 'SV-30', title: 'Standard', priceMinor: 17900, stock: 14 }],
  },
];
