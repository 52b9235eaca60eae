// The storefront and the server never import each other (layers.test.ts), so the site's redirects
// are written in each: the app follows its list in the browser, the server answers its own to
// crawlers and first page loads. This keeps the two one rule: the same list, matched the same way.
import { describe, expect, it } from 'vitest';
import { redirectFor, REDIRECTS } from '../../server/src/domain/seo/redirect.rules.ts';
import { redirectRuleFor } from '../../src/domain/routing/route-rules';
import { ROUTE_RULES } from '../../src/ui/app/routing/route-rules';

describe('the site redirects', () => {
  it('are the same list in the storefront and on the server', () => {
    expect(REDIRECTS).toEqual(ROUTE_RULES);
  });

  it.each(['/shop', '/shop/', '/shop//', '/Shop', '/shops', '/account/orders', '/', '/sign-in'])(
    'match %s alike',
    (path) => {
      expect(redirectFor(path)).toEqual(redirectRuleFor(path, ROUTE_RULES));
    },
  );
});
