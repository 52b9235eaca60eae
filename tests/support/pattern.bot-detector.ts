import type { BotDetector } from '../../src/ports/bot-detector';

/** A short list of crawler words; the real adapter uses the maintained isbot list. */
export class PatternBotDetector implements BotDetector {
  isBot(userAgent: string): Promise<boolean> {
    return Promise.resolve(/bot|crawl|spider|slurp|headless/i.test(userAgent));
  }
}
