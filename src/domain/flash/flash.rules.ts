import type { FlashShownAt, FlashSlot, FlashState } from './flash';

export const FLASH_SLOTS: readonly FlashSlot[] = ['success', 'danger', 'warning', 'info'];

/** Each message disappears on its own after this long. */
export const FLASH_AUTO_DISMISS_MS = 8000;

/** Nothing showing and nothing flashed: the start state, and what a reset goes back to. */
export const emptyFlash: FlashState = {
  success: null,
  danger: null,
  warning: null,
  info: null,
  flashed: false,
};

/**
 * Each slot holds a single text: a new message replaces the previous one. Setting a text raises the
 * flashed flag; clearing a slot (null) leaves the flag as it was, since it records that something was
 * flashed, not that something is showing.
 */
export const setFlash = (state: FlashState, slot: FlashSlot, text: string | null): FlashState => ({
  ...state,
  [slot]: text,
  flashed: state.flashed || text !== null,
});

export const clearFlash = (state: FlashState, slot: FlashSlot): FlashState => ({
  ...state,
  [slot]: null,
});

export const activeSlots = (state: FlashState): readonly FlashSlot[] =>
  FLASH_SLOTS.filter((slot) => state[slot] !== null);

/**
 * The slots whose message has been showing for at least the auto-dismiss delay at `now`.
 * A message with no recorded time has not been shown yet, so it never expires.
 */
export const expiredSlots = (
  state: FlashState,
  shownAt: FlashShownAt,
  now: number,
  dismissAfterMs: number = FLASH_AUTO_DISMISS_MS,
): readonly FlashSlot[] =>
  activeSlots(state).filter((slot) => {
    const shown = shownAt[slot];
    return shown !== undefined && now - shown >= dismissAfterMs;
  });

export const dismissExpired = (
  state: FlashState,
  shownAt: FlashShownAt,
  now: number,
  dismissAfterMs: number = FLASH_AUTO_DISMISS_MS,
): FlashState => expiredSlots(state, shownAt, now, dismissAfterMs).reduce(clearFlash, state);

/** When the next message is due to disappear, so a single timer can be scheduled; null if none. */
export const nextDismissAt = (
  state: FlashState,
  shownAt: FlashShownAt,
  dismissAfterMs: number = FLASH_AUTO_DISMISS_MS,
): number | null => {
  const due = activeSlots(state).flatMap((slot) => {
    const shown = shownAt[slot];
    return shown === undefined ? [] : [shown + dismissAfterMs];
  });
  return due.length === 0 ? null : Math.min(...due);
};
