import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextOrderStatus,
  ORDER_FLOW_MESSAGES,
  ORDER_STATUSES,
  type OrderActor,
  type OrderFlowState,
  type OrderStatus,
  type OrderStep,
  parcelOf,
} from '../../../src/domain/fulfilment/order-flow.rules.ts';
import type { PaidStatus } from '../../../src/domain/pricing/pricing.ts';

const PARCEL = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
const anyStep = fc.constantFrom<OrderStep>(
  { kind: 'process' },
  { kind: 'ship', parcel: PARCEL },
  { kind: 'deliver' },
  { kind: 'cancel' },
);
const anyActor = fc.constantFrom<OrderActor>('staff', 'customer', 'system');
const anyPaid = fc.constantFrom<PaidStatus>('unpaid', 'partial', 'paid', 'overPaid');
const anyState = fc.record<OrderFlowState>({
  status: fc.constantFrom(...ORDER_STATUSES),
  paidStatus: anyPaid,
});

/** Every move the machine may make: from -> to. */
const ALLOWED = new Set([
  'new->processing',
  'processing->shipped',
  'shipped->shipped',
  'shipped->delivered',
  'new->cancelled',
  'processing->cancelled',
]);

describe('the order flow', () => {
  it('only ever makes an allowed move, and a refused step leaves the status as it was', () => {
    fc.assert(
      fc.property(
        anyState,
        fc.array(fc.tuple(anyStep, anyActor), { maxLength: 12 }),
        (start, steps) => {
          let state = start;
          for (const [step, actor] of steps) {
            const next = nextOrderStatus(state, step, actor);
            if (!next.ok) continue;
            expect(
              ALLOWED.has(`${state.status}->${next.value}`),
              `${state.status}->${next.value}`,
            ).toBe(true);
            state = { ...state, status: next.value };
          }
        },
      ),
    );
  });

  it('never moves a cancelled or delivered order on, nor ships an unpaid one', () => {
    fc.assert(
      fc.property(anyState, anyStep, anyActor, (state, step, actor) => {
        const next = nextOrderStatus(state, step, actor);
        if (state.status === 'cancelled' || state.status === 'delivered')
          expect(next.ok).toBe(false);
        if (next.ok && next.value === 'processing')
          expect(['paid', 'overPaid']).toContain(state.paidStatus);
      }),
    );
  });

  it('lets a shopper or the housekeeping only cancel, and only before anything ships', () => {
    fc.assert(
      fc.property(
        anyState,
        anyStep,
        fc.constantFrom<OrderActor>('customer', 'system'),
        (state, step, actor) => {
          const next = nextOrderStatus(state, step, actor);
          if (next.ok) expect(next.value).toBe('cancelled');
          if (step.kind === 'cancel')
            expect(next.ok).toBe(state.status === 'new' || state.status === 'processing');
        },
      ),
    );
  });

  it('refuses with the reason the screen shows', () => {
    const paid = (status: OrderStatus): OrderFlowState => ({ status, paidStatus: 'paid' });
    expect(nextOrderStatus(paid('shipped'), { kind: 'cancel' }, 'customer')).toEqual({
      ok: false,
      error: ORDER_FLOW_MESSAGES.alreadyShipped,
    });
    expect(
      nextOrderStatus({ status: 'new', paidStatus: 'unpaid' }, { kind: 'process' }, 'staff'),
    ).toEqual({
      ok: false,
      error: ORDER_FLOW_MESSAGES.notPaid,
    });
    expect(nextOrderStatus(paid('new'), { kind: 'process' }, 'customer')).toEqual({
      ok: false,
      error: ORDER_FLOW_MESSAGES.staffOnly,
    });
  });
});

describe('a parcel', () => {
  it('keeps a trimmed carrier and tracking number', () => {
    expect(parcelOf('  DHL ', ' JD0146 0000 1234 ')).toEqual({
      carrier: 'DHL',
      trackingNumber: 'JD0146 0000 1234',
    });
  });

  it('refuses what is not a carrier and a tracking number', () => {
    for (const [carrier, tracking] of [
      ['', '1Z999'],
      ['UPS', ''],
      ['UPS', '<script>'],
      ['UPS', '12'],
      ['x'.repeat(65), '1Z999AA1'],
      ['UPS', '1'.repeat(41)],
    ] as const)
      expect(parcelOf(carrier, tracking), `${carrier} ${tracking}`).toBeNull();
  });
});
