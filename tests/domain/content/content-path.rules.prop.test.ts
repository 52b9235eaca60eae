import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentPathOf, contentUriOf } from '../../../src/domain/content/content-path.rules';

const segment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('/'));
const uri = fc.array(segment, { maxLength: 4 }).map((segments) => segments.join('/'));

describe('content paths', () => {
  it('read back the uri they were made from', () => {
    fc.assert(
      fc.property(uri, (u) => {
        expect(contentUriOf(contentPathOf(u))).toBe(u);
      }),
    );
  });

  it('ignore extra slashes and keep bad escapes as they are', () => {
    expect(contentUriOf('/')).toBe('');
    expect(contentUriOf('//about//team/')).toBe('about/team');
    expect(contentUriOf('/caf%C3%A9/%E0%A4%A')).toBe('café/%E0%A4%A');
    expect(contentPathOf('')).toBe('/');
    expect(contentPathOf('about/a b')).toBe('/about/a%20b');
  });
});
