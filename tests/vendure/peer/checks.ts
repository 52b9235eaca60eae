// The shape of `npm run vendure:check`'s checks and the helpers they share.
import type { DemoShop } from './demo-shop.ts';
import type { VendurePeer } from './peer.ts';

export interface CheckContext {
  readonly peer: VendurePeer;
  readonly shop: DemoShop;
}

export interface Check {
  readonly name: string;
  /** What was seen, in a line; throws when the peer does not answer as it should. */
  run(context: CheckContext): Promise<string>;
}

export function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A fresh address per run, so registrations never meet an earlier run's account. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
