import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeImagePath, originalKindOf } from '../../src/domain/images/image-path.rules.ts';
import {
  ALLOWED_WIDTHS,
  parseImageVariantRequest,
  servedWidth,
} from '../../src/domain/images/image-variant.rules.ts';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9 _-]{0,15}$/);
const safePath = fc
  .tuple(fc.array(segment, { maxLength: 4 }), segment)
  .map(([dirs, name]) => [...dirs, `${name}.png`].join('/'));

describe('image variant rules', () => {
  it('allows the spec breakpoints at densities 1 and 2, and nothing else', () => {
    expect(ALLOWED_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('serves the smallest allowed width not below the request, or the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (requested) => {
        const width = servedWidth(requested);
        expect(ALLOWED_WIDTHS).toContain(width);
        if (requested <= 3072) {
          expect(width).toBeGreaterThanOrEqual(requested);
          expect(ALLOWED_WIDTHS.filter((w) => w >= requested && w < width)).toEqual([]);
        } else {
          expect(width).toBe(3072);
        }
      }),
    );
  });

  it('accepts plain relative paths', () => {
    fc.assert(
      fc.property(safePath, (path) => {
        expect(isSafeImagePath(path)).toBe(true);
      }),
    );
  });

  it('refuses dot segments, absolute paths, backslashes, drive letters and control characters', () => {
    const unsafe = fc.oneof(
      safePath.map((path) => `../${path}`),
      safePath.map((path) => `${path.split('/')[0]}/../../${path}`),
      safePath.map((path) => `./${path}`),
      safePath.map((path) => `/${path}`),
      safePath.map((path) => path.replace(/\//g, '\\')).filter((path) => path.includes('\\')),
      safePath.map((path) => `C:${path}`),
      fc
        .tuple(safePath, fc.integer({ min: 0, max: 31 }))
        .map(([path, code]) => `${path}${String.fromCharCode(code)}.png`),
      safePath.map((path) => `${path}//x.png`),
      safePath.map((path) => `.${path}`),
    );
    fc.assert(
      fc.property(unsafe, (path) => {
        expect(isSafeImagePath(path)).toBe(false);
        expect(parseImageVariantRequest({ path })).toEqual({
          ok: false,
          error: { kind: 'unsafe-path' },
        });
      }),
    );
    expect(isSafeImagePath('')).toBe(false);
  });

  it('serves only image files; SVG separately', () => {
    expect(originalKindOf('a/b.PNG')).toBe('raster');
    expect(originalKindOf('a/b.jpeg')).toBe('raster');
    expect(originalKindOf('logo.svg')).toBe('svg');
    expect(originalKindOf('notes.txt')).toBe(null);
    expect(originalKindOf('png')).toBe(null);
  });

  it('defaults to WebP at the original size, and knows which format was asked for', () => {
    expect(parseImageVariantRequest({ path: 'a.png' })).toEqual({
      ok: true,
      value: { path: 'a.png', width: null, format: 'webp', formatRequested: false },
    });
    expect(parseImageVariantRequest({ path: 'a.png', w: '700', fmt: 'jpg' })).toEqual({
      ok: true,
      value: { path: 'a.png', width: 768, format: 'jpeg', formatRequested: true },
    });
    expect(parseImageVariantRequest({ path: 'a.png', fmt: 'gif' })).toEqual({
      ok: false,
      error: { kind: 'unknown-format', value: 'gif' },
    });
    expect(parseImageVariantRequest({ path: 'a.png', w: ['1', '2'] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-width' },
    });
  });
});
