// SVG files are served as they are (the browser draws them), so one that can run script or load other
// resources is refused, even from a trusted content folder: a copied icon can carry anything.
const UNSAFE_SVG = [
  /<script\b/i,
  /<foreignObject\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /(?:xlink:)?href\s*=\s*["'](?!#)/i,
  /<!ENTITY/i,
];

export const isSafeSvg = (svg: string): boolean => !UNSAFE_SVG.some((rule) => rule.test(svg));
