import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentGateway, PaymentResult } from '../../../src/domain/payment/payment';
import {
  completePayment,
  noPayment,
  selectableGateways,
} from '../../../src/domain/payment/payment.rules';

const maybeText = fc.option(fc.string(), { nil: null });
const anyPaymentResult: fc.Arbitrary<PaymentResult> = fc.record({
  order: fc.record({
    number: fc.stringMatching(/^[0-9a-f]{32}$/),
    email: maybeText,
    totalPrice: fc.double({ min: 0, max: 1e6, noNaN: true }),
    currency: fc.constantFrom('USD', 'EUR'),
    totalPriceAsCurrency: fc.string(),
    totalQty: fc.nat(),
    reference: maybeText,
    orderCompletedEmail: maybeText,
  }),
});

const anyGateway: fc.Arbitrary<PaymentGateway> = fc.record({
  id: fc.nat(),
  name: fc.string(),
  handle: fc.string(),
  paymentType: fc.constantFrom('purchase', 'authorize'),
  sortOrder: fc.integer({ min: -5, max: 50 }),
  isArchived: fc.boolean(),
});

describe('payment', () => {
  it('starts not completed', () => {
    expect(noPayment).toEqual({
      paymentCompleted: false,
      orderReference: null,
      orderCompletedEmail: null,
    });
  });

  it('after payment the flag is set and the reference and completed e-mail are kept', () => {
    fc.assert(
      fc.property(anyPaymentResult, (result) => {
        expect(completePayment(result)).toEqual({
          paymentCompleted: true,
          orderReference: result.order.reference,
          orderCompletedEmail: result.order.orderCompletedEmail ?? result.order.email,
        });
      }),
    );
  });

  it('offers the unarchived gateways in sort order', () => {
    fc.assert(
      fc.property(fc.array(anyGateway, { maxLength: 8 }), (gateways) => {
        const offered = selectableGateways(gateways);
        expect(offered.every((gateway) => !gateway.isArchived)).toBe(true);
        expect(offered).toHaveLength(gateways.filter((gateway) => !gateway.isArchived).length);
        offered.slice(1).forEach((gateway, index) => {
          expect(gateway.sortOrder).toBeGreaterThanOrEqual(offered[index]?.sortOrder ?? -Infinity);
        });
      }),
    );
  });
});
