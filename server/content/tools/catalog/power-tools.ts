import type { CategorySpec } from './types.ts';

export const powerTools: CategorySpec = {
  slug: 'power-tools',
  title: 'Power Tools',
  color: '#c2410c',
  shape: 'drill',
  description:
    'Cordless and corded tools built for a full shift: brushless motors, metal gearboxes and one 18V battery platform across the range.',
  products: [
    {
      title: 'Cordless Drill Driver 18V',
      slug: 'cordless-drill-driver-18v',
      shape: 'drill',
      alt: 'Orange cordless drill driver with an 18V battery pack',
      legacyOrder: 0,
      intro:
        'Our best-selling drill driver: a brushless motor, a 13 mm all-metal chuck and a two-speed gearbox that drives 100 mm lag screws without stalling.',
      features: [
        '2-speed gearbox: 0–500 and 0–1,900 rpm',
        '21 clutch settings plus a drill mode',
        'LED work light that stays on for 10 seconds after release',
        'Runs on every Hartwell 18V battery',
      ],
      specs: [
        ['Voltage', '18 V'],
        ['Max torque', '65 Nm'],
        ['Chuck', '13 mm keyless, all metal'],
        ['Weight (bare)', '1.45 kg'],
      ],
      variants: [
        {
          sku: 'CDD-18-BARE',
          title: 'Bare tool',
          price: 129,
          stock: 42,
          default: true,
          options: { version: 'Bare tool' },
          weightGrams: 1450,
        },
        {
          sku: 'CDD-18-KIT',
          title: 'Kit with 2 batteries',
          price: 219,
          stock: 17,
          options: { version: 'Kit with 2 batteries' },
          weightGrams: 3900,
        },
      ],
    },
    {
      title: 'Impact Wrench 1/2"',
      slug: 'impact-wrench-half-inch',
      shape: 'wrench',
      alt: 'Half-inch drive cordless impact wrench',
      legacyOrder: 1,
      intro:
        'A compact half-inch impact wrench with 610 Nm of breakaway torque, for wheel nuts, rusted fixings and anchor bolts on site.',
      features: [
        'Three power modes and an auto-stop mode for wheel nuts',
        'Hog-ring anvil holds sockets securely',
        'Belt clip and lanyard point',
      ],
      specs: [
        ['Drive', '1/2" square'],
        ['Breakaway torque', '610 Nm'],
        ['Impacts per minute', '0–3,200'],
        ['Weight (bare)', '1.6 kg'],
      ],
      variants: [{ sku: 'IW-12', title: 'Standard', price: 189.5, stock: 9, weightGrams: 1600 }],
    },
    {
      title: 'Cordless Angle Grinder 125 mm 18V',
      slug: 'cordless-angle-grinder-125',
      shape: 'saw',
      alt: 'Cordless angle grinder with a 125 mm cutting disc',
      intro:
        'Cuts rebar, dresses welds and takes flap discs for finishing. The paddle switch and electronic brake stop the disc in under two seconds.',
      features: [
        'Paddle switch with lock-off',
        'Electronic brake and kickback control',
        'Tool-free guard adjustment',
        'Side handle fits left or right',
      ],
      specs: [
        ['Disc diameter', '125 mm'],
        ['No-load speed', '8,500 rpm'],
        ['Spindle thread', 'M14'],
        ['Weight (bare)', '2.1 kg'],
      ],
      variants: [
        {
          sku: 'AG-125-BARE',
          title: 'Bare tool',
          price: 149,
          salePrice: 119,
          stock: 23,
          options: { version: 'Bare tool' },
          weightGrams: 2100,
        },
        {
          sku: 'AG-125-KIT',
          title: 'Kit with 5.0 Ah battery',
          price: 239,
          salePrice: 199,
          stock: 8,
          options: { version: 'Kit with 5.0 Ah battery' },
          weightGrams: 2800,
        },
      ],
    },
    {
      title: 'Circular Saw 190 mm 1400 W',
      slug: 'circular-saw-190',
      shape: 'saw',
      alt: 'Corded circular saw with a 190 mm blade',
      intro:
        'A corded circular saw for sheet goods and framing timber, with a cast aluminium base plate that stays flat after years of use.',
      features: [
        'Bevel to 56° with a positive stop at 45°',
        'Dust port fits 35 mm extractor hoses',
        'Supplied with a 24-tooth carbide blade and parallel guide',
      ],
      specs: [
        ['Power', '1,400 W'],
        ['Blade', '190 mm, 30 mm bore'],
        ['Depth of cut at 90°', '66 mm'],
        ['Cable', '4 m rubber'],
      ],
      variants: [{ sku: 'CS-190', title: 'Standard', price: 134.9, stock: 15, weightGrams: 4200 }],
    },
    {
      title: 'Random Orbital Sander 125 mm',
      slug: 'random-orbital-sander-125',
      shape: 'sander',
      alt: 'Random orbital sander with a hook-and-loop pad',
      intro:
        'A low-vibration random orbital sander that leaves a swirl-free finish on hardwood, primer and filler.',
      features: [
        'Variable speed dial from 7,000 to 12,000 opm',
        'Hook-and-loop pad with 8 extraction holes',
        'Micro-filter dust box included',
      ],
      specs: [
        ['Pad diameter', '125 mm'],
        ['Orbit', '2.5 mm'],
        ['Power', '350 W'],
        ['Vibration', '3.2 m/s²'],
      ],
      variants: [{ sku: 'ROS-125', title: 'Standard', price: 89, stock: 31, weightGrams: 1300 }],
    },
    {
      title: 'Rotary Hammer SDS-Plus 800 W',
      slug: 'rotary-hammer-sds-plus',
      shape: 'drill',
      alt: 'SDS-Plus rotary hammer drill',
      intro:
        'Drills 26 mm holes in concrete and chisels out tiles and render. The clutch slips if the bit jams, so your wrist does not.',
      features: [
        'Three modes: rotary, hammer drill and chisel',
        'Safety clutch and anti-vibration handle',
        'Depth stop and carry case included',
      ],
      specs: [
        ['Impact energy', '2.8 J'],
        ['Max hole in concrete', '26 mm'],
        ['Power', '800 W'],
        ['Tool holder', 'SDS-Plus'],
      ],
      variants: [{ sku: 'RH-SDS-800', title: 'Standard', price: 169, stock: 0, weightGrams: 2900 }],
    },
    {
      title: '18V Battery 5.0 Ah',
      slug: 'battery-18v-5ah',
      shape: 'battery',
      alt: 'Hartwell 18V lithium-ion battery pack with charge gauge',
      intro:
        'A lithium-ion pack for every tool on the Hartwell 18V platform, with a four-step charge gauge and cells rated for 1,000 cycles.',
      features: [
        'Charges in 60 minutes on the rapid charger',
        'Overload, overheat and deep-discharge protection',
        'Rubberised base protects the tool if dropped',
      ],
      specs: [
        ['Voltage', '18 V'],
        ['Capacity', '5.0 Ah / 90 Wh'],
        ['Charge time', '60 min (rapid charger)'],
      ],
      variants: [
        {
          sku: 'BAT-18-5-1',
          title: 'Single battery',
          price: 79,
          stock: 120,
          options: { pack: 1 },
          weightGrams: 650,
        },
        {
          sku: 'BAT-18-5-2',
          title: 'Twin pack',
          price: 139,
          salePrice: 119,
          stock: 45,
          options: { pack: 2 },
          weightGrams: 1300,
        },
      ],
    },
    {
      title: 'Heat Gun 2000 W',
      slug: 'heat-gun-2000',
      shape: 'drill',
      alt: 'Heat gun with a nozzle attachment',
      intro:
        'Strips paint, shrinks tubing and loosens seized nuts. Two airflow settings and a temperature dial from 50 to 600 °C.',
      features: [
        'Stands upright on its flat back for hands-free use',
        'Four nozzles in a storage case',
        'Overheat cut-out',
      ],
      specs: [
        ['Power', '2,000 W'],
        ['Temperature', '50–600 °C'],
        ['Airflow', '250 / 500 l/min'],
      ],
      variants: [{ sku: 'HG-2000', title: 'Standard', price: 49.9, stock: null, weightGrams: 800 }],
    },
  ],
};
