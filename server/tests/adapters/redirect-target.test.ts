// Audit F8: Craft's redirects are absolute. Yii prefixes the host to a path that starts with `/`, and
// Craft's UrlHelper makes a site path such as `account` a site URL; full URLs pass as they are.
import { describe, expect, it } from 'vitest';
import { absoluteRedirectTarget } from '../../src/adapters/http/craft/redirect-target.ts';

const SITE = 'https://shop.example';

describe('absoluteRedirectTarget', () => {
  it.each([
    ['/actions/commerce/cart/forget-cart', `${SITE}/actions/commerce/cart/forget-cart`],
    ['/', `${SITE}/`],
    ['/checkout?commerceTransactionHash=ab', `${SITE}/checkout?commerceTransactionHash=ab`],
    ['account/orders', `${SITE}/account/orders`],
    ['', `${SITE}/`],
  ])('puts the public URL before %s', (target, expected) => {
    expect(absoluteRedirectTarget(SITE, target)).toBe(expected);
  });

  it.each([
    'https://gateway.test/3ds?x=1',
    'http://other.test/',
    '//cdn.example/path',
    'mailto:shop@example.test',
  ])('leaves %s as it is', (target) => {
    expect(absoluteRedirectTarget(SITE, target)).toBe(target);
  });
});
