import { describe, expect, it } from 'vitest';
import { checkedPaymentSourceId } from '../../src/application/cart/cart-payment-source.ts';
import type { PaymentSource } from '../../src/domain/payments/payment-source.ts';

const source: PaymentSource = {
  id: 5,
  uid: 'uid-5',
  customerId: 1,
  gatewayId: 2,
  token: 'tok',
  description: 'Visa 4242',
  response: '{}',
  isPrimary: true,
};
const owner = { id: 1, email: 'owner@example.com' };
const stranger = { id: 2, email: 'stranger@example.com' };
const paymentSources = { find: async (id: number) => (id === source.id ? source : null) };

describe('checkedPaymentSourceId', () => {
  it("keeps the owner's source and drops anyone else's", async () => {
    expect(await checkedPaymentSourceId({ paymentSources }, 5, owner)).toBe(5);
    expect(await checkedPaymentSourceId({ paymentSources }, 5, stranger)).toBeUndefined();
    expect(await checkedPaymentSourceId({ paymentSources }, 6, owner)).toBeUndefined();
  });

  it('never stores an id unchecked: the repository it checks ownership with is required', async () => {
    // @ts-expect-error without the repository there is no ownership check, so it may not be left out
    await expect(checkedPaymentSourceId({}, 5, stranger)).rejects.toThrow();
  });
});
