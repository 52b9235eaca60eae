/**
 * Tells crawlers from people by user agent, from a maintained list. Asynchronous: only an error page
 * asks, so the list's code may load on that first question rather than with the first page.
 */
export interface BotDetector {
  isBot(userAgent: string): Promise<boolean>;
}
