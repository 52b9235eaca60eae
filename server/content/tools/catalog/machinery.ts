import type { CategorySpec } from './types.ts';

const QUOTE_NOTE =
  'Prices include delivery by our own crew, installation on your floor and a day of operator training. Ask for a quote and an engineer will call you within one working day.';

export const machinery: CategorySpec = {
  slug: 'machinery',
  title: 'Industrial Machinery',
  color: '#0f766e',
  shape: 'lathe',
  description: `Lathes, presses, cutting tables and compressors for production floors. ${QUOTE_NOTE}`,
  products: [
    {
      title: 'Metal Lathe 400 x 1000 mm',
      slug: 'metal-lathe-400x1000',
      shape: 'lathe',
      alt: 'Centre lathe with a long bed',
      callForQuote: true,
      intro: `A gap-bed centre lathe with a hardened and ground bed, a 52 mm spindle bore and a quick-change gearbox for metric and imperial threads. ${QUOTE_NOTE}`,
      features: [
        'Digital readout on two axes',
        'Coolant system and work light',
        'Foot brake with motor cut-out',
      ],
      specs: [
        ['Swing over bed', '400 mm'],
        ['Distance between centres', '1,000 mm'],
        ['Spindle speeds', '12, 45–1,800 rpm'],
        ['Motor', '3 kW, 400 V'],
      ],
      variants: [
        { sku: 'ML-400-1000', title: 'Standard', price: 8950, stock: null, weightGrams: 1150000 },
      ],
    },
    {
      title: 'CNC Plasma Table 1500 x 3000 mm',
      slug: 'cnc-plasma-table-1500x3000',
      shape: 'plasma',
      alt: 'CNC plasma cutting table',
      callForQuote: true,
      intro: `Cuts full sheets of steel up to 25 mm with a water table that keeps fume and heat down. Runs from DXF files with the included nesting software. ${QUOTE_NOTE}`,
      features: [
        'Automatic torch height control',
        'Water table with drain',
        'Nesting and CAM software licence',
      ],
      specs: [
        ['Cutting area', '1,500 x 3,000 mm'],
        ['Max cut', '25 mm mild steel'],
        ['Plasma source', '85 A'],
      ],
      variants: [
        { sku: 'CPT-1530', title: 'Standard', price: 24900, stock: null, weightGrams: 950000 },
      ],
    },
    {
      title: 'Hydraulic Workshop Press 50 t',
      slug: 'hydraulic-press-50t',
      shape: 'press',
      alt: 'Floor-standing hydraulic workshop press',
      callForQuote: true,
      intro: `An H-frame press for bearings, bushes and straightening, with a motorised pump and a moving ram head. ${QUOTE_NOTE}`,
      features: ['Pressure gauge in tonnes and bar', 'Adjustable bed height', 'Safety guard'],
      specs: [
        ['Capacity', '50 t'],
        ['Ram stroke', '250 mm'],
        ['Pump', '1.5 kW electric'],
      ],
      variants: [
        { sku: 'HP-50', title: 'Standard', price: 4390, stock: null, weightGrams: 620000 },
      ],
    },
    {
      title: 'Rotary Screw Compressor 11 kW',
      slug: 'rotary-screw-compressor-11kw',
      shape: 'compressor',
      alt: 'Enclosed rotary screw compressor',
      callForQuote: true,
      intro: `A quiet, tank-mounted screw compressor with an integrated dryer, for workshops running several air tools at once. ${QUOTE_NOTE}`,
      features: ['68 dB(A) acoustic enclosure', 'Refrigerated dryer', 'Remote monitoring'],
      specs: [
        ['Power', '11 kW'],
        ['Free air delivery', '1,650 l/min at 8 bar'],
        ['Receiver', '500 L'],
      ],
      variants: [
        { sku: 'RSC-11', title: 'Standard', price: 11800, stock: null, weightGrams: 480000 },
      ],
    },
    {
      title: 'Horizontal Band Saw 300 mm',
      slug: 'horizontal-band-saw-300',
      shape: 'saw',
      alt: 'Horizontal metal-cutting band saw',
      intro:
        'A swivel-head band saw that mitres from 0 to 60°, with hydraulic down-feed and coolant for clean, square cuts in solid bar.',
      features: [
        'Quick-action vise',
        'Auto shut-off at the end of the cut',
        'Coolant pump and tray',
      ],
      specs: [
        ['Capacity at 90°', '300 mm round, 300 x 200 mm flat'],
        ['Blade', '2,750 x 27 mm'],
        ['Motor', '1.5 kW'],
      ],
      variants: [{ sku: 'HBS-300', title: 'Standard', price: 2490, stock: 2, weightGrams: 290000 }],
    },
    {
      title: 'Geared Head Pillar Drill 32 mm',
      slug: 'geared-head-pillar-drill-32',
      shape: 'press',
      alt: 'Floor-standing geared head pillar drill',
      callForQuote: true,
      intro: `A floor-standing drill with a geared head and power feed, tapping up to M20 in steel. ${QUOTE_NOTE}`,
      features: [
        'Power feed with three rates',
        'Tapping function with reverse',
        'Cross-slide table',
      ],
      specs: [
        ['Drilling capacity', '32 mm'],
        ['Spindle taper', 'MT4'],
        ['Motor', '1.5 kW'],
      ],
      variants: [
        { sku: 'GPD-32', title: 'Standard', price: 3650, stock: null, weightGrams: 410000 },
      ],
    },
    {
      title: 'Sheet Metal Folder 1250 mm',
      slug: 'sheet-metal-folder-1250',
      shape: 'bench',
      alt: 'Manual sheet metal folder',
      callForQuote: true,
      intro: `A box-and-pan folder with segmented fingers, for trays, boxes and flashings in steel up to 1.5 mm. ${QUOTE_NOTE}`,
      features: ['Segmented top beam', 'Back gauge and angle stop', 'Counterbalanced bending beam'],
      specs: [
        ['Working length', '1,250 mm'],
        ['Capacity', '1.5 mm mild steel'],
      ],
      variants: [
        { sku: 'SMF-1250', title: 'Standard', price: 2890, stock: null, weightGrams: 360000 },
      ],
    },
    {
      title: 'Welding Fume Extractor',
      slug: 'welding-fume-extractor',
      shape: 'vacuum',
      alt: 'Mobile welding fume extractor with an arm',
      intro:
        'A mobile extractor with a 3 m self-supporting arm and a cleanable filter, capturing fume at the arc before it reaches the welder.',
      features: ['99.7% filter efficiency', 'Spark arrestor', 'Filter-change indicator'],
      specs: [
        ['Airflow', '1,200 m³/h'],
        ['Arm', '3 m, 160 mm diameter'],
      ],
      variants: [{ sku: 'WFE-3', title: 'Standard', price: 1690, stock: null, weightGrams: 95000 }],
    },
  ],
};
