import { describe, expect, it } from 'vitest';
import type { BotDetector } from '../../src/ports/bot-detector';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Crawlers are bots; a person's browser is not. */
export const describeBotDetectorContract = (name: string, make: () => BotDetector): void => {
  describe(`BotDetector contract: ${name}`, () => {
    it('tells Googlebot from Chrome', async () => {
      const detector = make();

      await expect(detector.isBot(GOOGLEBOT)).resolves.toBe(true);
      await expect(detector.isBot(CHROME)).resolves.toBe(false);
    });
  });
};
