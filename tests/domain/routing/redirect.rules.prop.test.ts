import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternalRedirect } from '../../../src/domain/routing/redirect.rules';

const ORIGIN = 'https://shop.example';
const sitePath = fc.stringMatching(/^\/[a-z0-9/?=&#-]{0,20}$/);

describe('external redirects', () => {
  it('a path on the site stays', () => {
    fc.assert(
      fc.property(sitePath, (path) => {
        fc.pre(!path.startsWith('//'));
        expect(isExternalRedirect(path, ORIGIN)).toBe(false);
        expect(isExternalRedirect(`${ORIGIN}${path}`, ORIGIN)).toBe(false);
      }),
    );
  });

  it('another origin leaves the site', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        fc.pre(!url.toLowerCase().startsWith(`${ORIGIN}/`) && url.toLowerCase() !== ORIGIN);
        expect(isExternalRedirect(url, ORIGIN)).toBe(true);
      }),
    );
  });

  it('is not fooled by look-alike hosts', () => {
    expect(isExternalRedirect('https://shop.example.evil.com/x', ORIGIN)).toBe(true);
    expect(isExternalRedirect('https://shop.example@evil.com', ORIGIN)).toBe(true);
    expect(isExternalRedirect('//evil.com/x', ORIGIN)).toBe(true);
    expect(isExternalRedirect('\\\\evil.com', ORIGIN)).toBe(true);
    expect(isExternalRedirect('//shop.example/x', `${ORIGIN}/`)).toBe(false);
    expect(isExternalRedirect('mailto:a@b.c', ORIGIN)).toBe(true);
    expect(isExternalRedirect('HTTPS://SHOP.EXAMPLE?x', ORIGIN)).toBe(false);
  });
});
