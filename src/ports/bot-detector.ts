/** Tells crawlers from people by user agent, from a maintained list. */
export interface BotDetector {
  isBot(userAgent: string): boolean;
}
