import { describe, expect, it } from 'vitest';
import type { PopupOpener } from '../../src/ports/popup-opener';

/** A popup that opens says so; a blocked one says false, and never throws. */
export const describePopupOpenerContract = (
  name: string,
  make: (blocked: boolean) => PopupOpener,
): void => {
  describe(`PopupOpener contract: ${name}`, () => {
    it('says whether the popup opened', () => {
      expect(make(false).open('/login', { width: 960, height: 600 })).toBe(true);
      expect(make(true).open('/login', { width: 960, height: 600 })).toBe(false);
    });
  });
};
