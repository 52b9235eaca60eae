import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeLink } from '../../../src/domain/navigation/node-link.rules';

describe('nodeLink', () => {
  it('makes a CMS URI a site path', () => {
    expect(nodeLink('products?category=saws')).toEqual({
      kind: 'internal',
      to: '/products?category=saws',
    });
    expect(nodeLink('/about')).toEqual({ kind: 'internal', to: '/about' });
    expect(nodeLink('__home__')).toEqual({ kind: 'internal', to: '/' });
  });
  it('keeps absolute and protocol-relative URLs external', () => {
    expect(nodeLink('https://shop.test/x')).toEqual({
      kind: 'external',
      href: 'https://shop.test/x',
    });
    expect(nodeLink('mailto:a@b.test')).toEqual({ kind: 'external', href: 'mailto:a@b.test' });
    expect(nodeLink('//cdn.test/a')).toEqual({ kind: 'external', href: '//cdn.test/a' });
  });
  it('gives no link without a URI', () => {
    expect(nodeLink(null)).toBeNull();
    expect(nodeLink('  ')).toBeNull();
  });
  it('never produces an internal path another host could be read from', () => {
    fc.assert(
      fc.property(fc.string(), (uri) => {
        const link = nodeLink(uri);
        if (link?.kind === 'internal') expect(link.to).toMatch(/^\/(?![/\\])/);
      }),
    );
  });
});
