import type { CategorySpec } from './types.ts';

export const handTools: CategorySpec = {
  slug: 'hand-tools',
  title: 'Hand Tools',
  color: '#1d4ed8',
  shape: 'wrench',
  description:
    'Chrome vanadium spanners, calibrated torque wrenches and drivers that fit the hand. Every hand tool carries a lifetime guarantee.',
  products: [
    {
      title: 'Torque Wrench 40–200 Nm',
      slug: 'torque-wrench-40-200',
      shape: 'wrench',
      alt: 'Click-type torque wrench with a half-inch drive',
      legacyOrder: 9,
      intro:
        'A click-type torque wrench, calibrated to ±4% and supplied with a traceable certificate. The dual scale reads in Nm and ft·lb.',
      features: [
        'Audible and felt click at the set torque',
        'Reversible 72-tooth ratchet head',
        'Locking handle keeps the setting in the toolbox',
      ],
      specs: [
        ['Range', '40–200 Nm (30–148 ft·lb)'],
        ['Drive', '1/2" square'],
        ['Accuracy', '±4% clockwise'],
        ['Length', '520 mm'],
      ],
      variants: [
        { sku: 'TW-40-200', title: 'Standard', price: 114.5, stock: 21, weightGrams: 1500 },
      ],
    },
    {
      title: 'Combination Spanner Set',
      slug: 'combination-spanner-set',
      shape: 'wrench',
      alt: 'Set of chrome combination spanners in a roll',
      intro:
        'Open-end and 12-point ring in one spanner, forged from chrome vanadium steel and polished so grease wipes straight off.',
      features: [
        '15° offset ring for knuckle clearance',
        'Sizes laser-marked on both ends',
        'Supplied in a heavy canvas tool roll',
      ],
      specs: [
        ['Material', 'Chrome vanadium steel'],
        ['Standard', 'DIN 3113'],
        ['Finish', 'Mirror polished'],
      ],
      variants: [
        {
          sku: 'CSS-12',
          title: '12 pieces, 8–19 mm',
          price: 49.5,
          stock: 36,
          options: { pieces: 12 },
          weightGrams: 1800,
        },
        {
          sku: 'CSS-16',
          title: '16 pieces, 6–24 mm',
          price: 74.5,
          stock: 14,
          options: { pieces: 16 },
          weightGrams: 2900,
        },
      ],
    },
    {
      title: 'Screwdriver Set 10 Pieces',
      slug: 'screwdriver-set-10',
      shape: 'screwdriver',
      alt: 'Ten screwdrivers with two-component handles',
      intro:
        'Slotted, Phillips and Pozidriv drivers with hardened S2 tips and handles that grip even with oily gloves.',
      features: [
        'Magnetic tips',
        'Hexagonal bolster takes a spanner for extra turning force',
        'Wall rack included',
      ],
      specs: [
        ['Tips', 'SL 3–8, PH 0–2, PZ 1–2'],
        ['Blade steel', 'S2, hardened to 58 HRC'],
      ],
      variants: [{ sku: 'SDS-10', title: 'Standard', price: 34.9, stock: 64, weightGrams: 900 }],
    },
    {
      title: 'Claw Hammer 450 g Fibreglass',
      slug: 'claw-hammer-450',
      shape: 'hammer',
      alt: 'Claw hammer with a fibreglass handle',
      intro:
        'A drop-forged head on a fibreglass core that soaks up shock. The rip claw pulls nails and splits packing crates.',
      features: [
        'Magnetic nail starter',
        'Non-slip rubber grip',
        'Head bonded to withstand 500 kg pull-off',
      ],
      specs: [
        ['Head weight', '450 g (16 oz)'],
        ['Length', '330 mm'],
      ],
      variants: [{ sku: 'CH-450', title: 'Standard', price: 24.5, stock: null, weightGrams: 680 }],
    },
    {
      title: 'Socket Set 1/2" 24 Pieces',
      slug: 'socket-set-half-inch-24',
      shape: 'socket',
      alt: 'Socket set in a black carry case',
      intro:
        'Six-point sockets that grip the flats, not the corners, so worn nuts still come undone. Everything clips into a blow-moulded case.',
      features: [
        '10–32 mm sockets plus two extension bars',
        '72-tooth quick-release ratchet',
        'Every position labelled in the case',
      ],
      specs: [
        ['Drive', '1/2" square'],
        ['Sockets', '10–32 mm, 6-point'],
        ['Material', 'Chrome vanadium steel'],
      ],
      variants: [
        {
          sku: 'SKT-12-24',
          title: 'Standard',
          price: 89,
          salePrice: 69,
          stock: 27,
          weightGrams: 4100,
        },
      ],
    },
    {
      title: 'Tape Measure 8 m',
      slug: 'tape-measure-8m',
      shape: 'tape',
      alt: 'Tape measure with a yellow blade',
      intro:
        'A 27 mm blade that stands out to 3 metres before it bends, with a nylon coating that shrugs off concrete and grit.',
      features: [
        'Class II accuracy',
        'Three-rivet hook for true zero',
        'Belt clip and wrist strap',
      ],
      specs: [
        ['Length', '8 m'],
        ['Blade width', '27 mm'],
        ['Accuracy', 'EC Class II'],
      ],
      variants: [
        {
          sku: 'TM-8-1',
          title: 'Single',
          price: 14.9,
          stock: 210,
          options: { pack: 1 },
          weightGrams: 420,
        },
        {
          sku: 'TM-8-6',
          title: 'Pack of 6',
          price: 74.5,
          stock: 18,
          options: { pack: 6 },
          weightGrams: 2520,
        },
      ],
    },
    {
      title: 'F-Clamp 300 mm',
      slug: 'f-clamp-300',
      shape: 'clamp',
      alt: 'Steel F-clamp with a wooden handle',
      intro:
        'A serrated steel bar and a malleable iron jaw with a swivelling pad, for glue-ups and holding work on the bench.',
      features: ['Clamping force up to 2,200 N', 'Swivel pad does not mark timber', 'Beech handle'],
      specs: [
        ['Capacity', '300 mm'],
        ['Throat depth', '120 mm'],
      ],
      variants: [
        {
          sku: 'FC-300-2',
          title: 'Pack of 2',
          price: 29.9,
          stock: 40,
          options: { pack: 2 },
          weightGrams: 2400,
        },
        {
          sku: 'FC-300-4',
          title: 'Pack of 4',
          price: 54.9,
          stock: 0,
          options: { pack: 4 },
          weightGrams: 4800,
        },
      ],
    },
    {
      title: 'Combination Pliers 200 mm',
      slug: 'combination-pliers-200',
      shape: 'pliers',
      alt: 'Combination pliers with insulated handles',
      intro:
        'Induction-hardened cutting edges that snip piano wire, with VDE insulated handles tested to 10,000 V.',
      features: [
        'Cuts hard wire up to 2.5 mm',
        'Gripping flats and pipe grip',
        'VDE tested to 1,000 V working voltage',
      ],
      specs: [
        ['Length', '200 mm'],
        ['Insulation', 'VDE, IEC 60900'],
      ],
      variants: [{ sku: 'CP-200', title: 'Standard', price: 21.5, stock: 88, weightGrams: 330 }],
    },
  ],
};
