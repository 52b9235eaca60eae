import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEAD_IMAGE_SIZES,
  type LeadImageLayout,
  leadImagePreload,
  PRELOAD_WIDTHS,
} from '../../src/domain/seo/lead-image.rules.ts';

const LAYOUTS = Object.keys(LEAD_IMAGE_SIZES) as LeadImageLayout[];
const layout = fc.constantFrom(...LAYOUTS);
// Any characters a file name may hold, spaces, `#`, `?`, `%` and non-ASCII letters included.
const segment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/'));
const raster = fc
  .tuple(fc.array(segment, { maxLength: 3 }), segment, fc.constantFrom('jpg', 'png', 'webp', 'JPG'))
  .map(([dirs, name, ext]) => [...dirs, `${name}.${ext}`].join('/'));

/** The path an `/img/` URL names, decoded segment by segment as the image route reads it. */
const pathOfUrl = (url: string): string =>
  url
    .slice('/img/'.length, url.includes('?') ? url.indexOf('?') : undefined)
    .split('/')
    .map(decodeURIComponent)
    .join('/');

describe('the lead picture preload', () => {
  it('offers every width /img/ resizes to, at the path stored, with the layout sizes', () => {
    fc.assert(
      fc.property(raster, layout, (path, where) => {
        const preload = leadImagePreload({ image: { kind: 'upload', path }, layout: where });
        expect(preload).not.toBeNull();
        if (!preload) return;
        const candidates = (preload.srcset ?? '').split(', ').map((c) => c.split(' '));
        expect(candidates.map(([, descriptor]) => descriptor)).toEqual(
          PRELOAD_WIDTHS.map((width) => `${width}w`),
        );
        for (const [url, descriptor] of candidates) {
          expect(url).toMatch(/^\/img\/[^?#\s]+\?w=\d+$/);
          expect(url?.endsWith(`?w=${descriptor?.slice(0, -1)}`)).toBe(true);
          expect(pathOfUrl(url ?? '')).toBe(path);
        }
        expect(preload.href).toBe(candidates.find(([, d]) => d === '1024w')?.[0]);
        expect(preload.sizes).toBe(LEAD_IMAGE_SIZES[where]);
      }),
    );
  });

  it('ignores empty segments the way the storefront does', () => {
    const preload = leadImagePreload({
      image: { kind: 'upload', path: '/pages//hero.png' },
      layout: 'hero',
    });
    expect(preload?.href).toBe('/img/pages/hero.png?w=1024');
  });

  it('names an SVG as it is (drawn at any size), and nothing for other hosts or empty paths', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 2 }), segment, layout, (dirs, name, where) => {
        const path = [...dirs, `${name}.svg`].join('/');
        const preload = leadImagePreload({ image: { kind: 'upload', path }, layout: where });
        expect(preload?.srcset).toBeNull();
        expect(preload?.sizes).toBeNull();
        expect(pathOfUrl(preload?.href ?? '')).toBe(path);
      }),
    );
    expect(
      leadImagePreload({
        image: { kind: 'url', url: 'https://cdn.example/hero.jpg' },
        layout: 'hero',
      }),
    ).toBeNull();
    expect(leadImagePreload({ image: { kind: 'upload', path: '//' }, layout: 'hero' })).toBeNull();
  });

  it('offers the widths the storefront serves: its breakpoints at densities 1 and 2', () => {
    expect(PRELOAD_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });
});
