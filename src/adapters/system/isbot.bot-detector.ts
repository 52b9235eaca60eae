import { isbot } from 'isbot';
import type { BotDetector } from '../../ports/bot-detector';

/** The isbot package's maintained list of crawler user agents. */
export class IsbotBotDetector implements BotDetector {
  isBot(userAgent: string): boolean {
    return isbot(userAgent);
  }
}
