import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../support/manual.clock';
import { FlashService } from '../../../src/application/flash/flash.service';
import type { FlashSlot } from '../../../src/domain/flash/flash';
import { FLASH_AUTO_DISMISS_MS, FLASH_SLOTS } from '../../../src/domain/flash/flash.rules';
import { current } from '../../support/observed';

type Step =
  | { readonly kind: 'show'; readonly slot: FlashSlot; readonly text: string }
  | { readonly kind: 'wait'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('show' as const),
    slot: fc.constantFrom(...FLASH_SLOTS),
    text: fc.string({ minLength: 1, maxLength: 5 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
);

const play = (flash: FlashService, clock: ManualClock, steps: readonly Step[]): void => {
  for (const item of steps) {
    if (item.kind === 'show') flash.show(item.slot, item.text);
    else clock.advance(item.ms);
  }
};

describe('FlashService over any sequence of messages and waits', () => {
  it('reset, after any messages and waits, clears all four slots and the flag', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const clock = new ManualClock(0);
        const flash = new FlashService(clock, clock);
        play(flash, clock, steps);

        flash.reset();

        expect(current(flash.flash$)).toEqual({
          success: null,
          danger: null,
          warning: null,
          info: null,
          flashed: false,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('shows each message for exactly 8 s unless it is replaced', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        const clock = new ManualClock(0);
        const flash = new FlashService(clock, clock);
        const model = new Map<FlashSlot, { text: string; shownAt: number }>();

        for (const item of steps) {
          if (item.kind === 'show') {
            flash.show(item.slot, item.text);
            model.set(item.slot, { text: item.text, shownAt: clock.now() });
          } else {
            clock.advance(item.ms);
          }
          for (const slot of FLASH_SLOTS) {
            const shown = model.get(slot);
            const expected =
              shown !== undefined && clock.now() - shown.shownAt < FLASH_AUTO_DISMISS_MS
                ? shown.text
                : null;
            expect(current(flash.flash$)[slot]).toBe(expected);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
