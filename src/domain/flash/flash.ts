export type FlashSlot = 'success' | 'danger' | 'warning' | 'info';

export interface FlashState {
  readonly success: string | null;
  readonly danger: string | null;
  readonly warning: string | null;
  readonly info: string | null;
  /** true once any message has been set since the last reset */
  readonly flashed: boolean;
}

/** When each slot's current message was first shown (ms since the epoch); slots never shown are absent. */
export type FlashShownAt = Readonly<Partial<Record<FlashSlot, number>>>;
