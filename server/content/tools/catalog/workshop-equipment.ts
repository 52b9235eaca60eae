import type { CategorySpec } from './types.ts';

export const workshopEquipment: CategorySpec = {
  slug: 'workshop-equipment',
  title: 'Workshop Equipment',
  color: '#15803d',
  shape: 'bench',
  description:
    'Benches, grinders, compressors and extraction: the fixed kit that makes a workshop work, delivered and ready to plug in.',
  products: [
    {
      title: 'Workbench Oak Top 150 cm',
      slug: 'workbench-oak-top-150',
      shape: 'bench',
      alt: 'Workbench with a solid oak top and steel frame',
      legacyOrder: 2,
      intro:
        'A 40 mm solid oak top on a powder-coated steel frame rated for 500 kg, with a full-width lower shelf. Made in our Millbrook plant.',
      features: [
        'Oiled oak top, easy to re-finish',
        'Levelling feet',
        'Pre-drilled for a bench vise',
      ],
      specs: [
        ['Top', '1,500 x 750 x 40 mm solid oak'],
        ['Working height', '900 mm'],
        ['Load rating', '500 kg evenly spread'],
      ],
      variants: [
        { sku: 'WB-OAK-150', title: 'Standard', price: 649, stock: 3, weightGrams: 62000 },
      ],
    },
    {
      title: 'Bench Grinder 200 mm',
      slug: 'bench-grinder-200',
      shape: 'grinder',
      alt: 'Bench grinder with two grinding wheels',
      legacyOrder: 6,
      intro:
        'An induction motor that runs cool all day, with a coarse and a fine wheel for sharpening chisels, drill bits and mower blades.',
      features: [
        'Adjustable tool rests and spark arrestors',
        'Eye shields with magnifiers',
        'Cast iron base with bolt-down holes',
      ],
      specs: [
        ['Wheels', '200 x 25 mm, 36 and 60 grit'],
        ['Motor', '550 W induction'],
        ['Speed', '2,950 rpm'],
      ],
      variants: [{ sku: 'BG-200', title: 'Standard', price: 159, stock: 12, weightGrams: 14000 }],
    },
    {
      title: 'LED Work Light 3000 lm',
      slug: 'led-work-light-3000',
      shape: 'light',
      alt: 'LED work light on a folding stand',
      legacyOrder: 10,
      intro:
        'A flicker-free LED flood on a folding stand, bright enough to light a two-car garage and cool enough to touch after an hour.',
      features: [
        'IP65 rated for outdoor use',
        'Tilting head, 5 m cable',
        'Daylight 5,000 K colour',
      ],
      specs: [
        ['Output', '3,000 lm'],
        ['Power', '30 W'],
        ['Protection', 'IP65'],
      ],
      variants: [{ sku: 'LWL-3000', title: 'Standard', price: 59.9, stock: 58, weightGrams: 2100 }],
    },
    {
      title: 'Shop Vacuum 30 L Wet/Dry',
      slug: 'shop-vacuum-30l',
      shape: 'vacuum',
      alt: 'Wet and dry shop vacuum with a hose',
      legacyOrder: 11,
      intro:
        'Picks up sawdust, metal swarf and standing water. The power take-off socket starts the vacuum when you switch on a connected tool.',
      features: [
        'Power take-off socket with auto start',
        'Washable cartridge filter',
        'Drain plug for wet pick-up',
      ],
      specs: [
        ['Tank', '30 L stainless'],
        ['Power', '1,400 W'],
        ['Airflow', '3,600 l/min'],
      ],
      variants: [{ sku: 'SV-30', title: 'Standard', price: 179, stock: 14, weightGrams: 9800 }],
    },
    {
      title: 'Bench Drill Press 16 mm',
      slug: 'bench-drill-press-16',
      shape: 'press',
      alt: 'Bench-mounted drill press',
      intro:
        'Twelve spindle speeds, a tilting cast table and a depth stop for repeat holes in steel, aluminium and hardwood.',
      features: [
        'Laser cross-hair and LED light',
        'Table tilts 45° each way',
        'Chuck guard with safety switch',
      ],
      specs: [
        ['Chuck', '16 mm'],
        ['Speeds', '12, 210–2,580 rpm'],
        ['Spindle travel', '80 mm'],
      ],
      variants: [{ sku: 'BDP-16', title: 'Standard', price: 329, stock: 5, weightGrams: 38000 }],
    },
    {
      title: "Engineer's Vise 125 mm",
      slug: 'engineers-vise-125',
      shape: 'clamp',
      alt: "Engineer's bench vise with a swivel base",
      intro:
        'A ductile iron vise with replaceable hardened jaws and a swivel base that locks at any angle.',
      features: [
        'Anvil on the rear jaw',
        'Enclosed spindle keeps swarf out',
        'Soft jaws available separately',
      ],
      specs: [
        ['Jaw width', '125 mm'],
        ['Opening', '150 mm'],
        ['Clamping force', '25 kN'],
      ],
      variants: [{ sku: 'EV-125', title: 'Standard', price: 119, stock: 19, weightGrams: 14500 }],
    },
    {
      title: 'Air Compressor 50 L',
      slug: 'air-compressor-50l',
      shape: 'compressor',
      alt: 'Wheeled air compressor with a 50 litre tank',
      intro:
        'An oil-lubricated compressor for impact guns, spray guns and blow-down, with a cast iron pump that is rebuildable, not disposable.',
      features: [
        'Regulated and tank pressure gauges',
        'Two quick-release outlets',
        'Wheels and a folding handle',
      ],
      specs: [
        ['Tank', '50 L'],
        ['Free air delivery', '240 l/min'],
        ['Max pressure', '10 bar / 145 psi'],
      ],
      variants: [
        {
          sku: 'AC-50',
          title: 'Standard',
          price: 389,
          salePrice: 339,
          stock: 7,
          weightGrams: 43000,
        },
      ],
    },
    {
      title: 'MIG Welder 180 A',
      slug: 'mig-welder-180',
      shape: 'welder',
      alt: 'MIG welding machine with a torch',
      intro:
        'A synergic MIG welder: pick the wire and thickness and it sets the voltage. Welds mild steel from 0.6 to 8 mm, gas or gasless.',
      features: [
        'Synergic control with manual override',
        'Takes 5 kg and 15 kg wire reels',
        '3 m euro torch',
      ],
      specs: [
        ['Output', '30–180 A'],
        ['Duty cycle', '30% at 180 A'],
        ['Supply', '230 V, 16 A'],
      ],
      variants: [{ sku: 'MIG-180', title: 'Standard', price: 549, stock: 0, weightGrams: 16000 }],
    },
  ],
};
