import { describe, expect, it } from 'vitest';
import { CraftPaymentsGateway } from '../../../../src/adapters/http/payments/craft.payments-gateway';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json } from '../../../support/msw-craft';

const server = useMswServer();
const gateway = () => new CraftPaymentsGateway(craftClient());
const ORDER = {
  number: 'abc123',
  email: 'ada@example.com',
  totalPrice: 25,
  currency: 'USD',
  totalPriceAsCurrency: '$25.00',
  totalQty: 2,
  reference: 'abc123',
  orderCompletedEmail: 'ada@example.com',
  isCompleted: true,
};
const PAID = {
  number: 'abc123',
  email: 'ada@example.com',
  totalPrice: 25,
  currency: 'USD',
  totalPriceAsCurrency: '$25.00',
  totalQty: 2,
  reference: 'abc123',
  orderCompletedEmail: 'ada@example.com',
};

describe('CraftPaymentsGateway.pay', () => {
  it("pays the session's cart: the order is under `cart`", async () => {
    const request = { gatewayId: 1, paymentForm: { dummy: { number: '4242424242424242' } } };
    const seen = answer(
      server,
      'post',
      'actions/commerce/payments/pay',
      json({ cart: ORDER, transactionHash: 'h' }),
    );

    const result = await gateway().pay(request);

    expect(seen[0]?.body).toEqual(request);
    expect(result).toEqual({ ok: true, value: { order: PAID } });
  });

  it('pays an order by number and e-mail: the order is under `order`', async () => {
    answer(
      server,
      'post',
      'actions/commerce/payments/pay',
      json({ order: { ...ORDER, totalPriceAsCurrency: null, reference: null } }),
    );

    const result = await gateway().pay({ number: 'abc123', email: 'ada@example.com' });

    expect(result.ok && result.value.order).toMatchObject({
      totalPriceAsCurrency: '',
      reference: null,
    });
  });

  it('reports an answer without an order', async () => {
    answer(server, 'post', 'actions/commerce/payments/pay', json({ cart: null, redirect: null }));

    expect(await gateway().pay({})).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data', issues: ['order: missing'] },
    });
  });

  it('reports an undecodable order', async () => {
    answer(server, 'post', 'actions/commerce/payments/pay', json({ cart: { number: 1 } }));

    expect(await gateway().pay({})).toMatchObject({ ok: false, error: { kind: 'invalid-data' } });
  });

  it("keeps the gateway's refusal and the form errors in the failure", async () => {
    const refusal = {
      errors: { number: ['Not a valid credit card number.'] },
      message: 'Invalid payment or order. Please review.',
    };
    answer(server, 'post', 'actions/commerce/payments/pay', json(refusal, 400));

    const result = await gateway().pay({});

    expect(result).toMatchObject({ ok: false, error: { error: { status: 400, data: refusal } } });
  });
});

describe('CraftPaymentsGateway.completePayment', () => {
  it('sends the hash as a query parameter and reads where to go', async () => {
    const seen = answer(
      server,
      'get',
      'actions/commerce/payments/complete-payment',
      json({ url: '/thanks' }),
    );

    const result = await gateway().completePayment('9b2f');

    expect(seen[0]?.url.searchParams.get('commerceTransactionHash')).toBe('9b2f');
    expect(result).toEqual({ ok: true, value: { url: '/thanks', order: null } });
  });

  it('reads a missing URL as null', async () => {
    answer(server, 'get', 'actions/commerce/payments/complete-payment', json({}));

    expect(await gateway().completePayment('9b2f')).toEqual({
      ok: true,
      value: { url: null, order: null },
    });
  });

  it('reads the order the return completed', async () => {
    const order = {
      number: 'a'.repeat(32),
      email: 'ada@example.test',
      totalPrice: 129,
      currency: 'USD',
      totalPriceAsCurrency: '$129.00',
      totalQty: 1,
      reference: 'HW-1A2B3C',
      orderCompletedEmail: 'ada@example.test',
    };
    answer(server, 'get', 'actions/commerce/payments/complete-payment', json({ url: null, order }));

    const result = await gateway().completePayment('9b2f');

    expect(result.ok && result.value.order).toEqual(order);
  });

  it('reports an unknown transaction', async () => {
    answer(
      server,
      'get',
      'actions/commerce/payments/complete-payment',
      craftError(400, 'Can not complete payment for missing transaction.'),
    );

    const result = await gateway().completePayment('nope');

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (400) Can not complete payment for missing transaction.',
    );
  });
});

describe('CraftPaymentsGateway payment sources', () => {
  it('adds a source and maps it', async () => {
    const seen = answer(
      server,
      'post',
      'actions/commerce/payment-sources/add',
      json({
        modelName: 'paymentSource',
        paymentSource: {
          id: 5,
          customerId: 1,
          gatewayId: 1,
          token: 't',
          description: 'Card ending with 4242',
        },
        message: 'Payment source created.',
      }),
    );

    const result = await gateway().addPaymentSource({
      gatewayId: 1,
      isPrimary: true,
      description: 'Mine',
      paymentForm: { dummy: { number: '4242' } },
    });

    expect(seen[0]?.body).toEqual({
      gatewayId: 1,
      paymentForm: { dummy: { number: '4242' } },
      description: 'Mine',
      isPrimaryPaymentSource: true,
    });
    expect(result).toEqual({
      ok: true,
      value: { id: 5, gatewayId: 1, description: 'Card ending with 4242' },
    });
  });

  it('sends only what is given, and reads a missing description as empty', async () => {
    const seen = answer(
      server,
      'post',
      'actions/commerce/payment-sources/add',
      json({ paymentSource: { id: 6, gatewayId: 1 } }),
    );

    const result = await gateway().addPaymentSource({ gatewayId: 1, paymentForm: {} });

    expect(seen[0]?.body).toEqual({ gatewayId: 1, paymentForm: {} });
    expect(result.ok && result.value.description).toBe('');
  });

  it('reports a guest adding a source', async () => {
    answer(
      server,
      'post',
      'actions/commerce/payment-sources/add',
      craftError(401, 'You must be signed in to create a payment source.'),
    );

    expect(await gateway().addPaymentSource({ gatewayId: 1, paymentForm: {} })).toMatchObject({
      ok: false,
      error: { error: { status: 401 } },
    });
  });

  it('sets the primary source', async () => {
    const seen = answer(
      server,
      'post',
      'actions/commerce/payment-sources/set-primary-payment-source',
      json({ message: 'Primary payment source updated.' }),
    );

    expect((await gateway().setPrimaryPaymentSource(5)).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ id: 5 });
  });

  it('reports an unknown source', async () => {
    answer(
      server,
      'post',
      'actions/commerce/payment-sources/set-primary-payment-source',
      json({ paymentSourceId: '9', message: 'Unable to retrieve payment source.' }, 400),
    );

    expect(await gateway().setPrimaryPaymentSource(9)).toMatchObject({
      ok: false,
      error: { error: { message: 'Unable to retrieve payment source.' } },
    });
  });

  it('deletes a source', async () => {
    const seen = answer(
      server,
      'post',
      'actions/commerce/payment-sources/delete',
      json({ model: {}, message: 'Payment source deleted.' }),
    );

    expect((await gateway().deletePaymentSource(5)).ok).toBe(true);
    expect(seen[0]?.body).toEqual({ id: 5 });
  });

  it('reports a refused deletion', async () => {
    answer(
      server,
      'post',
      'actions/commerce/payment-sources/delete',
      craftError(403, 'Login Required'),
    );

    expect(await gateway().deletePaymentSource(5)).toMatchObject({
      ok: false,
      error: { error: { status: 403 } },
    });
  });
});
