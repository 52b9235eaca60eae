import fc from 'fast-check';
import type { FlashShownAt, FlashSlot, FlashState } from '../../src/domain/flash/flash';

export const anySlot: fc.Arbitrary<FlashSlot> = fc.constantFrom(
  'success',
  'danger',
  'warning',
  'info',
);

const text = fc.option(fc.string(), { nil: null });

export const anyFlash: fc.Arbitrary<FlashState> = fc.record({
  success: text,
  danger: text,
  warning: text,
  info: text,
  flashed: fc.boolean(),
});

const time = fc.integer({ min: 0, max: 1e12 });

export const anyShownAt: fc.Arbitrary<FlashShownAt> = fc.record(
  { success: time, danger: time, warning: time, info: time },
  { requiredKeys: [] },
);

export const anyNow = time;
