import { describe, expect, it } from 'vitest';
import { lineAdditionOf } from '../../../../src/adapters/http/cart/craft-line-refusal.mapper';
import { err, ok } from '../../../../src/domain/shared/result';
import { aRequestFailure } from '../../../support/backend-error.mother';
import { anEmptyCart } from '../../../support/cart.mother';

const refusedWith = (status: number, data: unknown) =>
  lineAdditionOf(err(aRequestFailure({ status, data, method: 'POST' })));

const craftInvalid = (errors: Record<string, string[]>) => ({
  cart: {},
  modelName: 'cart',
  errors,
  message: 'Unable to update cart.',
});

describe("update-cart's answer to one added variant", () => {
  it('is the cart when Craft took it', () => {
    const cart = anEmptyCart();
    expect(lineAdditionOf(ok(cart))).toEqual(ok({ kind: 'added', cart }));
  });

  it("reads Craft's line errors and our server's refusals as that line's refusal", () => {
    expect(
      refusedWith(400, craftInvalid({ 'lineItems.1.qty': ['“Drill” is currently out of stock.'] })),
    ).toEqual(ok({ kind: 'refused', reason: 'out-of-stock' }));
    expect(
      refusedWith(
        400,
        craftInvalid({ 'lineItems.0.purchasableId': ['The item is not enabled for sale.'] }),
      ),
    ).toEqual(ok({ kind: 'refused', reason: 'unavailable' }));
    expect(
      refusedWith(
        400,
        craftInvalid({ 'lineItems.0.purchasableId': ['No purchasable available.'] }),
      ),
    ).toEqual(ok({ kind: 'refused', reason: 'unavailable' }));
    expect(refusedWith(400, { message: 'No purchasable exists with the ID “9”.' })).toEqual(
      ok({ kind: 'refused', reason: 'unavailable' }),
    );
    expect(
      refusedWith(400, {
        message: '“Lathe” is sold on quotation only and can’t be added to the cart.',
      }),
    ).toEqual(ok({ kind: 'refused', reason: 'quote-only' }));
  });

  it('keeps every other failure a failure: other errors, server errors, no answer', () => {
    const cases = [
      refusedWith(400, craftInvalid({ email: ['Email is not a valid email address.'] })),
      refusedWith(500, { message: 'A server error occurred.' }),
      refusedWith(0, undefined),
      refusedWith(400, 'out of stock'),
    ];
    for (const result of cases) expect(result.ok).toBe(false);
  });
});
