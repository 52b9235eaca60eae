import { describe, expect, it } from 'vitest';
import type { Logger } from '../../src/ports/logger';

/** A logger takes any message and details without failing the page. */
export const describeLoggerContract = (name: string, make: () => Logger): void => {
  describe(`Logger contract: ${name}`, () => {
    it('accepts a message with or without details', () => {
      const logger = make();

      expect(() => {
        logger.error('failed');
        logger.error('failed', { cyclic: globalThis });
      }).not.toThrow();
    });
  });
};
