import type { CategorySpec } from './types.ts';

export const storage: CategorySpec = {
  slug: 'storage',
  title: 'Storage & Organisation',
  color: '#b91c1c',
  shape: 'chest',
  description:
    'Tool chests, cabinets, shelving and bins in welded steel, so every tool has a place and every part a label.',
  products: [
    {
      title: 'Tool Chest 7 Drawers',
      slug: 'tool-chest-7-drawers',
      shape: 'chest',
      alt: 'Red seven-drawer tool chest',
      legacyOrder: 7,
      intro:
        'Seven ball-bearing drawers that each carry 30 kg, a lid compartment for long tools and a central lock that closes everything at once.',
      features: [
        'Drawer liners included',
        'Central locking with two keys',
        'Fits on our 9-drawer roller cabinet',
      ],
      specs: [
        ['Size', '660 x 300 x 460 mm'],
        ['Drawer load', '30 kg each'],
        ['Steel', '0.8 mm, powder coated'],
      ],
      variants: [
        {
          sku: 'TC7-RED',
          title: 'Red',
          price: 399,
          stock: 6,
          default: true,
          options: { color: 'Red' },
          weightGrams: 28000,
        },
        {
          sku: 'TC7-BLK',
          title: 'Black',
          price: 399,
          stock: 0,
          options: { color: 'Black' },
          weightGrams: 28000,
        },
      ],
      extraImages: [{ suffix: 'black', color: '#1f2937', alt: 'Black seven-drawer tool chest' }],
    },
    {
      title: 'Roller Cabinet 9 Drawers',
      slug: 'roller-cabinet-9-drawers',
      shape: 'chest',
      alt: 'Roller cabinet with nine drawers on castors',
      intro:
        'The base of a Hartwell tool station: nine drawers, a 600 kg frame and four 125 mm castors, two of them braked.',
      features: ['Soft-close drawers', 'Stainless worktop', 'Side handle and power strip mount'],
      specs: [
        ['Size', '680 x 460 x 1,000 mm'],
        ['Capacity', '600 kg'],
      ],
      variants: [
        {
          sku: 'RC9-RED',
          title: 'Red',
          price: 749,
          stock: 4,
          options: { color: 'Red' },
          weightGrams: 71000,
        },
        {
          sku: 'RC9-BLK',
          title: 'Black',
          price: 749,
          stock: 2,
          options: { color: 'Black' },
          weightGrams: 71000,
        },
      ],
      extraImages: [{ suffix: 'black', color: '#1f2937', alt: 'Black nine-drawer roller cabinet' }],
    },
    {
      title: 'Steel Shelving Unit 5 Tier',
      slug: 'steel-shelving-5-tier',
      shape: 'shelf',
      alt: 'Five-tier steel shelving unit',
      intro:
        'Boltless shelving that goes up with a mallet in ten minutes and holds 265 kg per shelf. Shelves adjust every 25 mm.',
      features: [
        'Galvanised steel, no rust in damp garages',
        'Chipboard shelf panels',
        'Wall-tie kit included',
      ],
      specs: [
        ['Size', '1,800 x 900 x 450 mm'],
        ['Shelf load', '265 kg'],
      ],
      variants: [
        {
          sku: 'SS-5-900',
          title: 'Standard',
          price: 129,
          salePrice: 99,
          stock: 33,
          weightGrams: 26000,
        },
      ],
    },
    {
      title: 'Stacking Bin Set 24 Pieces',
      slug: 'stacking-bin-set-24',
      shape: 'bins',
      alt: 'Set of stacking parts bins',
      intro:
        'Polypropylene bins that stack, hang on louvre panels and take label holders on the front.',
      features: ['Three sizes in one set', 'Resist oil and most solvents'],
      specs: [
        ['Sizes', '8 x small, 10 x medium, 6 x large'],
        ['Material', 'Polypropylene'],
      ],
      variants: [
        {
          sku: 'SB-24-BLU',
          title: 'Blue',
          price: 44.9,
          stock: 70,
          options: { color: 'Blue' },
          weightGrams: 5200,
        },
        {
          sku: 'SB-24-YEL',
          title: 'Yellow',
          price: 44.9,
          stock: 12,
          options: { color: 'Yellow' },
          weightGrams: 5200,
        },
      ],
    },
    {
      title: 'Pegboard Wall Panel Set',
      slug: 'pegboard-wall-panel-set',
      shape: 'shelf',
      alt: 'Steel pegboard panels with hooks',
      intro:
        'Three steel pegboard panels and 40 hooks, for the tools you reach for a hundred times a day.',
      features: ['Square holes: hooks do not spin', 'Fixings for masonry and stud walls'],
      specs: [
        ['Panel size', '400 x 1,000 mm (x3)'],
        ['Hooks', '40 assorted'],
      ],
      variants: [{ sku: 'PB-3', title: 'Standard', price: 79, stock: null, weightGrams: 11000 }],
    },
    {
      title: 'Lockable Tool Cabinet 180 cm',
      slug: 'lockable-tool-cabinet-180',
      shape: 'cabinet',
      alt: 'Tall two-door steel tool cabinet',
      intro:
        'A two-door cabinet with four adjustable shelves and a three-point locking bar, for power tools and consumables on a shared floor.',
      features: ['Shelves carry 80 kg each', 'Ventilation louvres', 'Three-point locking'],
      specs: [
        ['Size', '1,800 x 900 x 450 mm'],
        ['Shelves', '4 adjustable'],
      ],
      variants: [{ sku: 'TCB-180', title: 'Standard', price: 459, stock: 3, weightGrams: 58000 }],
    },
    {
      title: 'Mobile Tool Cart 3 Shelf',
      slug: 'mobile-tool-cart-3-shelf',
      shape: 'trolley',
      alt: 'Three-shelf mobile tool cart',
      intro:
        'Three lipped trays that keep bolts from rolling off, on quiet castors that roll over cables and expansion joints.',
      features: ['150 kg total load', 'Two braked castors', 'Side bin and screwdriver rack'],
      specs: [
        ['Size', '760 x 400 x 820 mm'],
        ['Load', '150 kg'],
      ],
      variants: [{ sku: 'MTC-3', title: 'Standard', price: 119, stock: 25, weightGrams: 15000 }],
    },
    {
      title: 'Parts Organiser 39 Drawers',
      slug: 'parts-organiser-39',
      shape: 'bins',
      alt: 'Wall-mounted parts organiser with clear drawers',
      intro:
        'Clear drawers for washers, fuses and connectors, in a steel frame that wall-mounts or stands on the bench.',
      features: ['Dividers included', 'Label inserts for every drawer'],
      specs: [['Drawers', '30 small, 8 medium, 1 large']],
      variants: [{ sku: 'PO-39', title: 'Standard', price: 39.9, stock: 48, weightGrams: 4300 }],
    },
  ],
};
