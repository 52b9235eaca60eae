import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedCartStatus } from '../../src/domain/shared-cart/shared-cart.rules.ts';

const outcomeArb = fc.constantFrom('load', 'copy', 'sign-in', 'none' as const);

describe('shared cart status', () => {
  it('follows the ownership rule’s load outcome', () => {
    fc.assert(
      fc.property(outcomeArb, fc.boolean(), (outcome, isAuthenticated) => {
        expect(sharedCartStatus(outcome, isAuthenticated)).toEqual({
          exists: outcome !== 'none',
          isAuthenticated,
          canAccess: outcome === 'load' || outcome === 'copy',
          requiresLogin: outcome === 'sign-in',
          ownsCart: outcome === 'load',
        });
      }),
    );
  });
});
