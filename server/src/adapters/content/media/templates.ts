// SVG templates for images a content file describes instead of shipping: product photos (a clean card
// in the category's colour with a drawing of the product), wide banners and logo wordmarks. Text uses
// generic font families; where a server has no fonts the drawing still stands on its own.
import type { GeneratedImageSpec } from '../../../domain/content/content.ts';
import { escapeXml, paletteOf } from './palette.ts';
import { isPictogramName, pictogram } from './pictograms.ts';

export interface RenderedSvg {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const DEFAULT_COLOR = '#c2410c';
const FONT = `font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif"`;

function productCard(spec: GeneratedImageSpec): RenderedSvg {
  const p = paletteOf(spec.color ?? DEFAULT_COLOR);
  const shape = spec.shape && isPictogramName(spec.shape) ? spec.shape : 'box';
  const label = escapeXml((spec.label ?? '').slice(0, 4));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${p.paleTint}"/><stop offset="1" stop-color="${p.tint}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="380" r="300" fill="${p.light}" opacity="0.55"/>` +
    `<ellipse cx="400" cy="690" rx="230" ry="26" fill="${p.shade}" opacity="0.18"/>` +
    `<g transform="translate(140 110) scale(2.6)">${pictogram(shape, { ...p, paleTint: p.light })}</g>` +
    (label
      ? `<rect x="40" y="700" width="${56 + label.length * 30}" height="64" rx="32" fill="${p.main}"/>` +
        `<text x="${68}" y="744" ${FONT} font-size="34" font-weight="700" fill="${p.light}">${label}</text>`
      : '') +
    `</svg>`;
  return { svg, width: 800, height: 800 };
}

function banner(spec: GeneratedImageSpec): RenderedSvg {
  const p = paletteOf(spec.color ?? DEFAULT_COLOR);
  const shape = spec.shape && isPictogramName(spec.shape) ? spec.shape : 'box';
  const label = escapeXml(spec.label ?? '');
  const stripes = Array.from(
    { length: 18 },
    (_, i) =>
      `<rect x="${i * 140 - 700}" y="-400" width="50" height="1600" fill="${p.shade}" opacity="0.25" transform="rotate(25 600 400)"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<rect width="1200" height="800" fill="${p.main}"/>${stripes}` +
    `<circle cx="860" cy="400" r="300" fill="${p.paleTint}"/>` +
    `<g transform="translate(620 160) scale(2.4)">${pictogram(shape, p)}</g>` +
    (label
      ? `<text x="70" y="700" ${FONT} font-size="64" font-weight="700" fill="${p.light}">${label}</text>`
      : '') +
    `</svg>`;
  return { svg, width: 1200, height: 800 };
}

function logo(spec: GeneratedImageSpec): RenderedSvg {
  const p = paletteOf(spec.color ?? '#374151');
  const shape = spec.shape && isPictogramName(spec.shape) ? spec.shape : 'bolt';
  const name = spec.label ?? '';
  // Bold sans-serif at 40 px averages about 24 px a character: wide enough for the name, no wider.
  const width = Math.max(320, 180 + name.length * 24);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="160" viewBox="0 0 ${width} 160">` +
    `<g transform="translate(20 20) scale(0.6)">${pictogram(shape, { ...p, paleTint: '#ffffff' })}</g>` +
    `<text x="150" y="96" ${FONT} font-size="40" font-weight="700" letter-spacing="1" fill="${p.dark}">${escapeXml(name)}</text>` +
    `</svg>`;
  return { svg, width, height: 160 };
}

const TEMPLATES: Record<GeneratedImageSpec['template'], (spec: GeneratedImageSpec) => RenderedSvg> =
  {
    product: productCard,
    banner,
    logo,
  };

export const renderTemplate = (spec: GeneratedImageSpec): RenderedSvg =>
  TEMPLATES[spec.template](spec);
