import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakpointSrcset,
  FEATURED_IMAGE_BLOCK_HEIGHT_PX,
  ICON_SIZES_PX,
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  imageUrl,
  MOBILE_BREAKPOINT_PX,
} from '../../../src/domain/layout/image.rules';

const segment = fc.stringMatching(/^[a-z0-9_.-]{1,10}$/).filter((s) => s !== '.' && s !== '..');
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
const width = fc.integer({ min: 1, max: 4000 });

describe('images', () => {
  it('has the spec defaults', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(IMAGE_BREAKPOINTS).toEqual({
      xs: 320,
      sm: 640,
      md: 768,
      lg: 1024,
      xl: 1280,
      '2xl': 1536,
    });
    expect(ICON_SIZES_PX).toEqual([36, 32, 26]);
    expect(FEATURED_IMAGE_BLOCK_HEIGHT_PX).toBe(524);
  });

  it('builds /img/<path>?w=<width>', () => {
    fc.assert(
      fc.property(path, width, fc.nat({ max: 2 }), (p, w, slashes) => {
        expect(imageUrl(`${'/'.repeat(slashes)}${p}`, w)).toBe(`/img/${p}?w=${w}`);
      }),
    );
    expect(imageUrl('a b/ü.png', 10)).toBe('/img/a%20b/%C3%BC.png?w=10');
  });

  it('a breakpoint srcset covers every breakpoint at every density, ascending, without repeats', () => {
    fc.assert(
      fc.property(path, (p) => {
        const widths = breakpointSrcset(p)
          .split(', ')
          .map((candidate) => {
            const match = /^\/img\/(.+)\?w=(\d+) (\d+)w$/.exec(candidate);
            expect(match?.[1]).toBe(p);
            expect(match?.[2]).toBe(match?.[3]);
            return Number(match?.[2]);
          });
        const expected = [
          ...new Set(Object.values(IMAGE_BREAKPOINTS).flatMap((w) => [w, w * 2])),
        ].sort((a, b) => a - b);
        expect(widths).toEqual(expected);
      }),
    );
  });

  it('the mobile layout is below 768 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});
