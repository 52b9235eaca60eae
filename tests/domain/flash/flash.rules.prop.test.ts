import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSlots,
  clearFlash,
  dismissExpired,
  emptyFlash,
  expiredSlots,
  FLASH_AUTO_DISMISS_MS,
  FLASH_SLOTS,
  nextDismissAt,
  setFlash,
} from '../../../src/domain/flash/flash.rules';
import { anyFlash, anyNow, anyShownAt, anySlot } from '../../support/flash.arbitraries';

describe('flash messages', () => {
  it('has four slots and dismisses after 8000 ms', () => {
    expect(FLASH_SLOTS).toEqual(['success', 'danger', 'warning', 'info']);
    expect(FLASH_AUTO_DISMISS_MS).toBe(8000);
  });

  it('setting a slot replaces its single text, leaves the others, and raises the flag', () => {
    fc.assert(
      fc.property(anyFlash, anySlot, fc.string(), (state, slot, text) => {
        const next = setFlash(state, slot, text);
        expect(next[slot]).toBe(text);
        expect(next.flashed).toBe(true);
        for (const other of FLASH_SLOTS.filter((s) => s !== slot))
          expect(next[other]).toBe(state[other]);
      }),
    );
  });

  it('clearing a slot empties it without touching the flag', () => {
    fc.assert(
      fc.property(anyFlash, anySlot, (state, slot) => {
        for (const next of [clearFlash(state, slot), setFlash(state, slot, null)]) {
          expect(next[slot]).toBeNull();
          expect(next.flashed).toBe(state.flashed);
        }
      }),
    );
  });

  it('a message expires exactly when it has been shown for 8000 ms', () => {
    fc.assert(
      fc.property(anyFlash, anyShownAt, anyNow, (state, shownAt, now) => {
        const expired = expiredSlots(state, shownAt, now);
        for (const slot of FLASH_SLOTS) {
          const shown = shownAt[slot];
          const due = state[slot] !== null && shown !== undefined && now - shown >= 8000;
          expect(expired.includes(slot)).toBe(due);
        }
      }),
    );
  });

  it('dismissing clears the expired slots and only those', () => {
    fc.assert(
      fc.property(anyFlash, anyShownAt, anyNow, (state, shownAt, now) => {
        const expired = expiredSlots(state, shownAt, now);
        const next = dismissExpired(state, shownAt, now);
        for (const slot of FLASH_SLOTS)
          expect(next[slot]).toBe(expired.includes(slot) ? null : state[slot]);
        expect(expiredSlots(next, shownAt, now)).toEqual([]);
      }),
    );
  });

  it('schedules only messages that have been shown', () => {
    const state = setFlash(setFlash(emptyFlash, 'info', 'Saved'), 'danger', 'Oops');
    expect(nextDismissAt(state, { info: 1000 })).toBe(9000);
    expect(nextDismissAt(state, { info: 1000, danger: 500 })).toBe(8500);
    expect(nextDismissAt(state, { warning: 10 })).toBeNull();
    expect(expiredSlots(state, { danger: 0 }, 8000)).toEqual(['danger']);
  });

  it('the next dismissal is the earliest expiry of a showing message', () => {
    fc.assert(
      fc.property(anyFlash, anyShownAt, (state, shownAt) => {
        const next = nextDismissAt(state, shownAt);
        const timed = activeSlots(state).filter((slot) => shownAt[slot] !== undefined);
        if (timed.length === 0) {
          expect(next).toBeNull();
          return;
        }
        expect(next).not.toBeNull();
        const at = next ?? 0;
        expect(expiredSlots(state, shownAt, at).length).toBeGreaterThan(0);
        expect(expiredSlots(state, shownAt, at - 1)).toEqual([]);
      }),
    );
  });
});
