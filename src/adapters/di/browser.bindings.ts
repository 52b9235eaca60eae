import type { Container } from 'inversify';
import { WindowPopupOpener } from '../browser/window.popup-opener';
import { InMemoryErrorReporter } from '../fakes/in-memory.error-reporter';
import { BrowserSessionStore } from '../storage/browser.session-store';
import { ConsoleLogger } from '../system/console.logger';
import { FetchErrorReporter } from '../system/fetch.error-reporter';
import { IsbotBotDetector } from '../system/isbot.bot-detector';
import { SystemClock } from '../system/system.clock';
import { Tokens } from './tokens';

export interface BrowserBindingOptions {
  readonly fetch: typeof fetch;
  /** the error-reporting service's intake; without one, reports are kept in memory only */
  readonly errorReportUrl?: string;
}

/** The browser and the machine: storage, clock and timers, console, popups, error reporting. */
export const bindBrowserAdapters = (container: Container, options: BrowserBindingOptions): void => {
  const clock = new SystemClock();
  container.bind(Tokens.Clock).toConstantValue(clock);
  container.bind(Tokens.Scheduler).toConstantValue(clock);
  container
    .bind(Tokens.SessionStore)
    .toResolvedValue(() => new BrowserSessionStore())
    .inSingletonScope();
  container
    .bind(Tokens.Logger)
    .toResolvedValue(() => new ConsoleLogger())
    .inSingletonScope();
  container
    .bind(Tokens.PopupOpener)
    .toResolvedValue(() => new WindowPopupOpener())
    .inSingletonScope();
  container
    .bind(Tokens.BotDetector)
    .toResolvedValue(() => new IsbotBotDetector())
    .inSingletonScope();
  const { errorReportUrl } = options;
  container
    .bind(Tokens.ErrorReporter)
    .toResolvedValue(() =>
      errorReportUrl === undefined
        ? new InMemoryErrorReporter()
        : new FetchErrorReporter({ url: errorReportUrl, fetch: options.fetch }),
    )
    .inSingletonScope();
};
