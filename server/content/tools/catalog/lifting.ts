import type { CategorySpec } from './types.ts';

export const lifting: CategorySpec = {
  slug: 'lifting',
  title: 'Lifting & Handling',
  color: '#6d28d9',
  shape: 'hoist',
  description:
    'Straps, slings, hoists, trucks and ladders, each supplied with its test certificate and working load limit.',
  products: [
    {
      title: 'Ratchet Strap 5 m',
      slug: 'ratchet-strap-5m',
      shape: 'strap',
      alt: 'Ratchet strap with a steel ratchet and J-hooks',
      legacyOrder: 5,
      intro:
        'A 25 mm polyester strap with a wide-handle ratchet and rubber-coated J-hooks, labelled to EN 12195-2.',
      features: [
        'Lashing capacity 800 daN',
        'Rubber grip on the ratchet handle',
        'Strap end keeper',
      ],
      specs: [
        ['Length', '5 m'],
        ['Width', '25 mm'],
        ['LC', '800 daN'],
      ],
      variants: [
        {
          sku: 'RS-5-2',
          title: 'Pack of 2',
          price: 24.5,
          stock: 80,
          default: true,
          options: { pack: 2 },
          weightGrams: 1300,
        },
        {
          sku: 'RS-5-4',
          title: 'Pack of 4',
          price: 43.9,
          stock: 44,
          options: { pack: 4 },
          weightGrams: 2600,
        },
      ],
    },
    {
      title: 'Hand Truck 250 kg',
      slug: 'hand-truck-250',
      shape: 'trolley',
      alt: 'Steel hand truck with pneumatic wheels',
      intro:
        'A steel hand truck with 260 mm pneumatic wheels and a wide toe plate for boxes, gas bottles and appliances.',
      features: [
        'Curved frame rolls loads back onto the wheels',
        'Puncture-proof wheels available',
      ],
      specs: [
        ['Capacity', '250 kg'],
        ['Toe plate', '450 x 280 mm'],
      ],
      variants: [{ sku: 'HT-250', title: 'Standard', price: 89, stock: 16, weightGrams: 14000 }],
    },
    {
      title: 'Pallet Truck 2500 kg',
      slug: 'pallet-truck-2500',
      shape: 'jack',
      alt: 'Manual pallet truck',
      intro:
        'A manual pallet truck with a sealed hydraulic unit and polyurethane wheels that are kind to warehouse floors.',
      features: ['Three-position control handle', 'Quick-lift: three pumps to full height'],
      specs: [
        ['Capacity', '2,500 kg'],
        ['Fork length', '1,150 mm'],
        ['Lift height', '200 mm'],
      ],
      variants: [
        {
          sku: 'PT-2500',
          title: 'Standard',
          price: 349,
          salePrice: 299,
          stock: 6,
          weightGrams: 65000,
        },
      ],
    },
    {
      title: 'Chain Hoist 1 t',
      slug: 'chain-hoist-1t',
      shape: 'hoist',
      alt: 'Manual chain hoist with a hook',
      intro:
        'A manual chain block with a twin-pawl brake, for engine removal, fitting and maintenance lifts.',
      features: ['Test certificate supplied', 'Safety latches on both hooks'],
      specs: [
        ['Working load limit', '1,000 kg'],
        ['Lift', '3 m'],
        ['Hand chain pull at WLL', '32 kg'],
      ],
      variants: [
        {
          sku: 'CH-1T-3',
          title: '3 m lift',
          price: 129,
          stock: 11,
          options: { lift: '3 m' },
          weightGrams: 11000,
        },
        {
          sku: 'CH-1T-6',
          title: '6 m lift',
          price: 169,
          stock: 4,
          options: { lift: '6 m' },
          weightGrams: 15000,
        },
      ],
    },
    {
      title: 'Aluminium Step Ladder',
      slug: 'aluminium-step-ladder',
      shape: 'ladder',
      alt: 'Aluminium step ladder with a top platform',
      intro:
        'A trade step ladder with deep treads, a large top platform and a tool tray, rated for 150 kg.',
      features: ['Non-slip feet', 'Locking stays', 'Tested to EN 131 Professional'],
      specs: [
        ['Load', '150 kg'],
        ['Standard', 'EN 131-1/2 Professional'],
      ],
      variants: [
        {
          sku: 'SL-4',
          title: '4 treads',
          price: 89,
          stock: 22,
          options: { treads: 4 },
          weightGrams: 5800,
        },
        {
          sku: 'SL-6',
          title: '6 treads',
          price: 119,
          stock: 15,
          options: { treads: 6 },
          weightGrams: 7900,
        },
        {
          sku: 'SL-8',
          title: '8 treads',
          price: 149,
          stock: 0,
          options: { treads: 8 },
          weightGrams: 10100,
        },
      ],
    },
    {
      title: 'Round Lifting Sling 2 t',
      slug: 'round-lifting-sling-2t',
      shape: 'strap',
      alt: 'Green round lifting sling',
      intro: 'Endless polyester round slings, colour coded by load: green for 2 tonnes vertical.',
      features: ['Supplied with a certificate of conformity', 'Wear sleeves available'],
      specs: [
        ['WLL vertical', '2,000 kg'],
        ['Standard', 'EN 1492-2'],
      ],
      variants: [
        {
          sku: 'RLS-2T-1',
          title: '1 m',
          price: 14.5,
          stock: 60,
          options: { length: '1 m' },
          weightGrams: 500,
        },
        {
          sku: 'RLS-2T-2',
          title: '2 m',
          price: 19.5,
          stock: 48,
          options: { length: '2 m' },
          weightGrams: 900,
        },
        {
          sku: 'RLS-2T-4',
          title: '4 m',
          price: 29.5,
          stock: 20,
          options: { length: '4 m' },
          weightGrams: 1700,
        },
      ],
    },
    {
      title: 'Platform Trolley 300 kg',
      slug: 'platform-trolley-300',
      shape: 'trolley',
      alt: 'Flat platform trolley with a folding handle',
      intro:
        'A steel deck trolley with a folding handle that tucks away in a van or behind a door.',
      features: ['Anti-slip deck mat', 'Two swivel and two fixed castors'],
      specs: [
        ['Capacity', '300 kg'],
        ['Deck', '900 x 600 mm'],
      ],
      variants: [{ sku: 'PFT-300', title: 'Standard', price: 99, stock: null, weightGrams: 17000 }],
    },
    {
      title: 'Drum Trolley 210 L',
      slug: 'drum-trolley-210',
      shape: 'drum',
      alt: 'Drum trolley with a 210 litre drum',
      intro:
        'Moves full 210 litre drums safely: the chain and hook hold the drum while one person tips and wheels it.',
      features: ['Solid rubber wheels', 'Supports drum for dispensing'],
      specs: [['Capacity', '350 kg']],
      variants: [{ sku: 'DT-210', title: 'Standard', price: 139, stock: 5, weightGrams: 19000 }],
    },
  ],
};
