import { describe, expect, it } from 'vitest';
import { OrderLookupService } from '../../../src/application/orders/order-lookup.service';
import type { OrderLookupQuery } from '../../../src/domain/orders/order-lookup';
import { ORDER_LOOKUP_TEXTS } from '../../../src/domain/orders/order-lookup.rules';
import { err, ok } from '../../../src/domain/shared/result';
import type { OrderLookup } from '../../../src/ports/order-lookup';
import { aRequestFailure } from '../../support/backend-error.mother';
import { current } from '../../support/observed';

/** A lookup that answers `not-found` and remembers what it was asked. */
const askedLookup = (answer: Awaited<ReturnType<OrderLookup['lookUp']>>) => {
  const asked: OrderLookupQuery[] = [];
  const lookup: OrderLookup = {
    lookUp: async (query) => {
      asked.push(query);
      return answer;
    },
  };
  return { lookup, asked };
};

describe('OrderLookupService', () => {
  it('sends the reference and e-mail trimmed, and shows the answer', async () => {
    const { lookup, asked } = askedLookup(ok({ kind: 'not-found', message: 'No order.' }));
    const service = new OrderLookupService(lookup);

    await service.lookUp({ reference: ' HW-1 ', email: ' a@b.co ' });

    expect(asked).toEqual([{ reference: 'HW-1', email: 'a@b.co' }]);
    expect(current(service.state$)).toEqual({
      status: 'answered',
      outcome: { kind: 'not-found', message: 'No order.' },
    });
  });

  it('asks nothing without both fields, or with fields the back-end would refuse', async () => {
    const { lookup, asked } = askedLookup(ok({ kind: 'unavailable' }));
    const service = new OrderLookupService(lookup);

    for (const query of [
      { reference: ' ', email: 'a@b.co' },
      { reference: 'HW-1', email: '' },
      { reference: 'x'.repeat(41), email: 'a@b.co' },
    ]) {
      expect(await service.lookUp(query)).toEqual({
        status: 'failed',
        message: ORDER_LOOKUP_TEXTS.incomplete,
      });
    }
    expect(asked).toEqual([]);
  });

  it("shows a failed call's message, so the shopper can try again", async () => {
    const { lookup } = askedLookup(err(aRequestFailure({ status: 0, message: 'offline' })));
    const service = new OrderLookupService(lookup);

    const state = await service.lookUp({ reference: 'HW-1', email: 'a@b.co' });

    expect(state.status).toBe('failed');
  });
});
