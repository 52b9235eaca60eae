import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftCartGateway } from '../../../../src/adapters/http/cart/craft.cart-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import {
  aCraftCartJson,
  aCraftCartResponseJson,
  aCraftLineItemJson,
} from '../../../support/craft-cart-json.mother';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () => new CraftCartGateway(craftClient());

describe('CraftCartGateway.loadCart', () => {
  it('posts the number; the empty-array answer is a success', async () => {
    const seen = answer(server, 'post', 'actions/commerce/cart/load-cart', json([]));

    expect((await gateway().loadCart('abc')).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ number: 'abc' });
  });

  it('reports a cart that cannot be retrieved', async () => {
    answer(
      server,
      'post',
      'actions/commerce/cart/load-cart',
      json({ message: 'Unable to retrieve cart.' }, 400),
    );

    const result = await gateway().loadCart('nope');

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: Unable to retrieve cart.',
    );
  });
});

describe('CraftCartGateway.updateCart', () => {
  it("posts the update in Craft's words with CSRF and maps the updated cart", async () => {
    const cart = aCraftCartJson({ id: 7, totalQty: 2, lineItems: [aCraftLineItemJson()] });
    const seen = answer(
      server,
      'post',
      'actions/commerce/cart/update-cart',
      json({ ...aCraftCartResponseJson(cart), modelName: 'cart', message: 'Cart updated.' }),
    );

    const result = await gateway().updateCart({ add: [{ id: 11, qty: 2 }] });

    expect(seen[0]?.body).toEqual({ purchasables: [{ id: 11, qty: 2 }] });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
    expect(result.ok && result.value).toMatchObject({ id: 7, totalQty: 2, isEmpty: false });
  });

  it("keeps Craft's refusal (the cart as it stood, field errors) in the failure", async () => {
    const refusal = {
      cart: aCraftCartJson(),
      modelName: 'cart',
      errors: { 'lineItems.0.qty': ['Qty must be no less than 1.'] },
      message: 'Unable to update cart.',
    };
    answer(server, 'post', 'actions/commerce/cart/update-cart', json(refusal, 400));

    const result = await gateway().updateCart({ lines: { 1: { qty: -1 } } });

    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'request-failed', error: { status: 400, data: refusal } },
    });
  });

  it('reports an unknown purchasable (a 500 in Craft)', async () => {
    answer(
      server,
      'post',
      'actions/commerce/cart/update-cart',
      craftError(500, 'A server error occurred.'),
    );

    const result = await gateway().updateCart({ add: [{ id: 999, qty: 1 }] });

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: A server error occurred.',
    );
  });

  it('reports an answer without a cart', async () => {
    answer(server, 'post', 'actions/commerce/cart/update-cart', json({ message: 'Cart updated.' }));

    const result = await gateway().updateCart({});

    expect(!result.ok && errorMessage(result.error)).toBe('Failed to parse cart response');
  });
});

describe('CraftCartGateway.completeCart', () => {
  it('posts and maps the completed order', async () => {
    answer(
      server,
      'post',
      'actions/commerce/cart/complete',
      json(aCraftCartResponseJson(aCraftCartJson({ id: 3, email: 'a@b.co' }))),
    );

    const result = await gateway().completeCart();

    expect(result.ok && result.value).toMatchObject({ id: 3, email: 'a@b.co' });
  });

  it('reports that the store wants a payment', async () => {
    answer(
      server,
      'post',
      'actions/commerce/cart/complete',
      craftError(401, 'You must make a payment to complete the order.'),
    );

    const result = await gateway().completeCart();

    expect(result).toMatchObject({ ok: false, error: { error: { status: 401 } } });
  });
});

describe('CraftCartGateway.forgetCart', () => {
  it('asks for text/html and counts the 302 with X-Redirect as success', async () => {
    const seen = answer(
      server,
      'post',
      'actions/commerce/cart/forget-cart',
      () =>
        new HttpResponse(null, {
          status: 302,
          headers: { 'X-Redirect': '/actions/commerce/cart/forget-cart' },
        }),
    );

    expect((await gateway().forgetCart()).ok).toBe(true);
    expect(seen[0]?.headers.get('accept')).toBe('text/html');
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
  });

  it('reports a refusal', async () => {
    answer(
      server,
      'post',
      'actions/commerce/cart/forget-cart',
      () => new HttpResponse('<h1>Bad</h1>', { status: 400 }),
    );

    const result = await gateway().forgetCart();

    expect(!result.ok && result.error).toMatchObject({
      error: { status: 400, message: 'API request failed with status 400' },
    });
  });
});
