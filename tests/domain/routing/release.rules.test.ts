import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIdOf, isNewRelease } from '../../../src/domain/routing/release.rules';

const shell = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script>` +
  `<link rel="modulepreload" href="/assets/theme-1.js"></head><body><div id="root"></div></body></html>`;

describe('buildIdOf', () => {
  it("reads the built entry script's path", () => {
    expect(buildIdOf(shell('/assets/index-Cl_cVHTf.js'))).toBe('/assets/index-Cl_cVHTf.js');
  });
  it('gives null for a development shell or a page without a module script', () => {
    expect(buildIdOf('<script type="module" src="/main.tsx"></script>')).toBeNull();
    expect(buildIdOf('<script src="/assets/legacy.js"></script>')).toBeNull();
    expect(buildIdOf('')).toBeNull();
  });
});

describe('isNewRelease', () => {
  it('is true only when both builds are known and differ', () => {
    expect(isNewRelease('/assets/index-a.js', '/assets/index-b.js')).toBe(true);
    expect(isNewRelease('/assets/index-a.js', '/assets/index-a.js')).toBe(false);
    expect(isNewRelease(null, '/assets/index-b.js')).toBe(false);
    expect(isNewRelease('/assets/index-a.js', null)).toBe(false);
  });
  it('never calls a build a new release of itself', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (build) => {
        expect(isNewRelease(build, build)).toBe(false);
      }),
    );
  });
});
