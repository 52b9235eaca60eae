/** The current time, so that services never read it themselves. */
export interface Clock {
  /** ms since the epoch */
  now(): number;
}
