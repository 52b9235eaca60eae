import { describe, expect, it } from 'vitest';
import { isStaleChunkError } from '../../../src/domain/routing/stale-chunk.rules';

describe('isStaleChunkError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/CartPage-abc.js',
    'error loading dynamically imported module: /assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %j', (message) => {
    expect(isStaleChunkError(message)).toBe(true);
  });
  it.each(['Cannot read properties of undefined', 'Failed to fetch', ''])(
    'ignores %j',
    (message) => {
      expect(isStaleChunkError(message)).toBe(false);
    },
  );
});
