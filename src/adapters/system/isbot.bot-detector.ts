import type { BotDetector } from '../../ports/bot-detector';

/**
 * The isbot package's maintained list of crawler user agents. Its code (1.6 KB gzip) loads on the
 * first question, which only an error page asks, so the first page does not download it.
 */
export class IsbotBotDetector implements BotDetector {
  async isBot(userAgent: string): Promise<boolean> {
    const { isbot } = await import('isbot');
    return isbot(userAgent);
  }
}
