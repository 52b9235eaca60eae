// The Stripe adapter through the official SDK against a local fake of the three endpoints it calls.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeGateway } from '../../src/adapters/payments/stripe/stripe.gateway.ts';

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  payment_method: string;
  next_action: { type: string; redirect_to_url: { url: string } } | null;
  last_payment_error: null;
}

/** pm_card_visa succeeds, pm_card_threeDSecure needs a redirect, pm_card_chargeDeclined is declined. */
function fakeStripe() {
  const intents = new Map<string, Intent>();
  const calls: string[] = [];
  const refunds: { intent: string; amount: number; key: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      const form = new URLSearchParams(raw);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      const path = req.url ?? '';
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const intent: Intent = {
          id: `pi_${intents.size + 1}`,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_confirmation',
          payment_method: form.get('payment_method') ?? '',
          next_action: null,
          last_payment_error: null,
        };
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      const confirm = /^\/v1\/payment_intents\/(\w+)\/confirm$/.exec(path);
      if (req.method === 'POST' && confirm) {
        const intent = intents.get(confirm[1]!);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        if (intent.payment_method === 'pm_card_chargeDeclined') {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          });
        }
        if (intent.payment_method === 'pm_card_threeDSecure') {
          intent.status = 'requires_action';
          intent.next_action = {
            type: 'redirect_to_url',
            redirect_to_url: { url: `https://3ds.test/${intent.id}?${form.get('return_url')}` },
          };
        } else intent.status = 'succeeded';
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/(\w+)$/.exec(path);
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        intent.status = 'succeeded'; // the shopper passed 3-D Secure
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '');
        const amount = Number(form.get('amount'));
        if (!intent || intent.status !== 'succeeded' || amount > intent.amount)
          return send(400, {
            error: { type: 'invalid_request_error', message: 'This charge cannot be refunded.' },
          });
        intent.amount -= amount;
        refunds.push({ intent: intent.id, amount, key: String(req.headers['idempotency-key']) });
        return send(200, {
          id: `re_${refunds.length}`,
          object: 'refund',
          amount,
          status: 'succeeded',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unknown route' } });
    });
  });
  return { server, calls, intents, refunds };
}

describe('Stripe gateway (official SDK, local fake API)', () => {
  const fake = fakeStripe();
  let gateway: ReturnType<typeof stripeGateway>;

  beforeAll(async () => {
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
    const { port } = fake.server.address() as AddressInfo;
    gateway = stripeGateway('purchase', {
      secretKey: 'sk_test_local',
      apiBaseUrl: `http://127.0.0.1:${port}`,
      returnUrl: 'http://shop.test/actions/commerce/payments/complete-payment',
    });
  });
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

  const pay = (paymentMethodId: string) =>
    gateway.pay({
      form: { paymentMethodId },
      amountMinor: 2599,
      currency: 'USD',
      now: new Date(),
      orderNumber: 'a'.repeat(32),
      transactionHash: 'b'.repeat(32),
    });

  it('asks for a payment method', () => {
    expect(gateway.validate({}, new Date())).toEqual({
      paymentMethodId: ['Payment method cannot be blank.'],
    });
    expect(gateway.validate({ paymentMethodId: 'pm_card_visa' }, new Date())).toEqual({});
  });

  it('creates and confirms a PaymentIntent with the secret key', async () => {
    const outcome = await pay('pm_card_visa');
    expect(outcome).toMatchObject({ type: 'purchase', status: 'success', message: '' });
    const intent = fake.intents.get(outcome.reference)!;
    expect(intent).toMatchObject({ amount: 2599, currency: 'usd', status: 'succeeded' });
    expect(fake.calls.some((call) => call.includes('Bearer sk_test_local'))).toBe(true);
  });

  it('answers a declined card with Stripe’s message', async () => {
    expect(await pay('pm_card_chargeDeclined')).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
    });
  });

  it('sends 3-D Secure off-site and finishes it by retrieving the intent', async () => {
    const outcome = await pay('pm_card_threeDSecure');
    expect(outcome.status).toBe('redirect');
    expect(outcome.redirect).toContain(`commerceTransactionHash=${'b'.repeat(32)}`);
    expect(await gateway.completePayment!(outcome.reference)).toMatchObject({ status: 'success' });
  });

  it('refunds part of a payment, keyed so that a retry cannot refund twice', async () => {
    const paid = await pay('pm_card_visa');
    const refund = (amountMinor: number) =>
      gateway.refund({
        paymentReference: paid.reference,
        amountMinor,
        currency: 'USD',
        orderNumber: 'a'.repeat(32),
        transactionHash: 'c'.repeat(32),
        now: new Date(),
      });
    expect(await refund(1000)).toEqual({
      status: 'success',
      reference: expect.stringMatching(/^re_/),
      message: '',
    });
    expect(fake.refunds.at(-1)).toEqual({
      intent: paid.reference,
      amount: 1000,
      key: `refund-${'c'.repeat(32)}`,
    });
    expect(await refund(5000)).toEqual({
      status: 'failed',
      reference: '',
      message: 'This charge cannot be refunded.',
    });
  });

  it('fails cleanly when the intent does not exist', async () => {
    expect(await gateway.completePayment!('pi_missing')).toMatchObject({
      status: 'failed',
      message: 'No such payment_intent',
    });
  });
});
