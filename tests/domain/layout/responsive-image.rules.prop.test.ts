import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_BREAKPOINTS } from '../../../src/domain/layout/image.rules';
import {
  responsiveImage,
  SERVED_WIDTHS,
  servedWidth,
  uploadPathOf,
} from '../../../src/domain/layout/responsive-image.rules';

const segment = fc.stringMatching(/^[a-z0-9_-]{1,10}$/);
const path = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 3 }),
    segment,
    fc.constantFrom('jpg', 'png', 'webp'),
  )
  .map(([dirs, name, ext]) => [...dirs, `${name}.${ext}`].join('/'));
const cssWidth = fc.integer({ min: 1, max: 4000 });

const widthsOf = (srcSet: string): number[] =>
  srcSet.split(', ').map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)?.[1]));

describe('served widths', () => {
  it('are every breakpoint at densities 1 and 2, smallest first', () => {
    expect(SERVED_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('never serve less than wanted, up to the largest', () => {
    fc.assert(
      fc.property(cssWidth, (wanted) => {
        const served = servedWidth(wanted);
        expect(SERVED_WIDTHS).toContain(served);
        if (wanted <= 3072) expect(served).toBeGreaterThanOrEqual(wanted);
        else expect(served).toBe(3072);
        const smaller = SERVED_WIDTHS.filter((width) => width < served);
        expect(smaller.every((width) => width < wanted)).toBe(true);
      }),
    );
  });
});

describe('upload paths', () => {
  it('read /img/<path> and bare paths, dropping the query', () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(uploadPathOf(`/img/${p}`)).toBe(p);
        expect(uploadPathOf(`/img/${p}?w=640`)).toBe(p);
        expect(uploadPathOf(p)).toBe(p);
      }),
    );
  });

  it('decode percent-escapes so they are not encoded twice', () => {
    expect(uploadPathOf('/img/a%20b/c.jpg')).toBe('a b/c.jpg');
  });

  it('leave other hosts, data URLs, other site paths and SVGs alone', () => {
    for (const src of [
      'https://example.test/a.jpg',
      '//cdn.test/a.jpg',
      'data:image/png;base64,AAAA',
      '/favicon.svg',
      '/img/icons/cart.svg',
      '/assets/a.png',
      '/img/',
    ])
      expect(uploadPathOf(src)).toBeNull();
  });
});

describe('responsive images', () => {
  it('give a fixed-width image 1x and 2x candidates the server serves', () => {
    fc.assert(
      fc.property(path, fc.integer({ min: 1, max: 1536 }), (p, width) => {
        const image = responsiveImage({ src: `/img/${p}`, width });
        expect(image.sizes).toBeNull();
        expect(image.srcSet).toMatch(/ 1x, .* 2x$/);
        const [one, two] = widthsOf(image.srcSet ?? '');
        expect(one).toBe(servedWidth(width));
        expect(two).toBe(servedWidth(width * 2));
        expect(image.src).toBe(`/img/${p}?w=${servedWidth(width)}`);
      }),
    );
  });

  it('give a layout-driven image every breakpoint width with its sizes', () => {
    const sizesAndWidth = fc.oneof(
      fc.record({
        sizes: fc.constantFrom('50vw', '(min-width: 768px) 33vw, 100vw'),
        width: fc.option(cssWidth),
      }),
      fc.record({ sizes: fc.constant(null), width: fc.constant(null) }),
    );
    fc.assert(
      fc.property(path, sizesAndWidth, (p, { sizes, width }) => {
        const image = responsiveImage({
          src: `/img/${p}`,
          ...(sizes === null ? {} : { sizes }),
          ...(width === null ? {} : { width }),
        });
        expect(image.sizes).toBe(sizes ?? '100vw');
        expect(widthsOf(image.srcSet ?? '')).toEqual(SERVED_WIDTHS);
        expect(image.srcSet).toMatch(/ 320w, /);
        expect(image.src).toBe(`/img/${p}?w=${IMAGE_BREAKPOINTS.lg}`);
      }),
    );
  });

  it('use sources the server cannot resize as they are', () => {
    const image = responsiveImage({ src: 'https://example.test/a.jpg', width: 300 });
    expect(image).toEqual({ src: 'https://example.test/a.jpg', srcSet: null, sizes: null });
  });
});
