// Helpers for the pictograms: flat drawings on a 200 x 200 grid. `p.paleTint` is the backdrop colour,
// used to cut holes.
import type { Palette } from './palette.ts';

export type Pictogram = (p: Palette) => string;

/** Points of a regular polygon or a star (alternating radii), for hex heads and saw teeth. */
export function ring(
  cx: number,
  cy: number,
  radii: readonly number[],
  count: number,
  turn = 0,
): string {
  const points: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = radii[i % radii.length] ?? 0;
    const angle = turn + (i * 2 * Math.PI) / count;
    points.push(
      `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

export const rows = (count: number, draw: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');
