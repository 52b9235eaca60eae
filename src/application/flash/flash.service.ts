import { BehaviorSubject, type Observable } from 'rxjs';
import { TOAST_MESSAGES, toastSlot, type ToastKey } from '../../domain/flash/toast-messages';
import type { FlashShownAt, FlashSlot, FlashState } from '../../domain/flash/flash';
import {
  clearFlash,
  dismissExpired,
  emptyFlash,
  expiredSlots,
  FLASH_AUTO_DISMISS_MS,
  nextDismissAt,
  setFlash,
} from '../../domain/flash/flash.rules';
import type { Clock } from '../../ports/clock';
import type { Scheduler } from '../../ports/scheduler';

/**
 * The toast area's four slots. Each message disappears on its own 8 s after it was shown; one
 * timer, set for whichever message is due first, does all the dismissing.
 */
export class FlashService {
  readonly #clock: Clock;
  readonly #scheduler: Scheduler;
  readonly #dismissAfterMs: number;
  readonly #state = new BehaviorSubject<FlashState>(emptyFlash);
  #shownAt: FlashShownAt = {};
  #cancelTimer: (() => void) | null = null;

  readonly flash$: Observable<FlashState> = this.#state.asObservable();

  constructor(clock: Clock, scheduler: Scheduler, dismissAfterMs = FLASH_AUTO_DISMISS_MS) {
    this.#clock = clock;
    this.#scheduler = scheduler;
    this.#dismissAfterMs = dismissAfterMs;
  }

  show(slot: FlashSlot, text: string): void {
    this.#state.next(setFlash(this.#state.value, slot, text));
    this.#shownAt = { ...this.#shownAt, [slot]: this.#clock.now() };
    this.#reschedule();
  }

  /** One of the spec's toasts, in the slot its kind belongs to. */
  toast(key: ToastKey): void {
    this.show(toastSlot(key), TOAST_MESSAGES[key]);
  }

  dismiss(slot: FlashSlot): void {
    this.#state.next(clearFlash(this.#state.value, slot));
    this.#forget([slot]);
    this.#reschedule();
  }

  reset(): void {
    this.#state.next(emptyFlash);
    this.#shownAt = {};
    this.#reschedule();
  }

  #forget(slots: readonly FlashSlot[]): void {
    this.#shownAt = Object.fromEntries(
      Object.entries(this.#shownAt).filter(([slot]) => !slots.includes(slot as FlashSlot)),
    );
  }

  #reschedule(): void {
    this.#cancelTimer?.();
    this.#cancelTimer = null;
    const dueAt = nextDismissAt(this.#state.value, this.#shownAt, this.#dismissAfterMs);
    if (dueAt === null) return;
    this.#cancelTimer = this.#scheduler.schedule(dueAt - this.#clock.now(), () => {
      this.#cancelTimer = null;
      const now = this.#clock.now();
      const expired = expiredSlots(this.#state.value, this.#shownAt, now, this.#dismissAfterMs);
      this.#state.next(dismissExpired(this.#state.value, this.#shownAt, now, this.#dismissAfterMs));
      this.#forget(expired);
      this.#reschedule();
    });
  }
}
