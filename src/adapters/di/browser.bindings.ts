import type { Container } from 'inversify';
import { DocumentBuildInfo } from '../browser/document.build-info';
import { WindowPageReloader } from '../browser/window.page-reloader';
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
  container
    .bind(Tokens.PageReloader)
    .toResolvedValue(() => new WindowPageReloader())
    .inSingletonScope();
  container
    .bind(Tokens.BuildInfo)
    .toResolvedValue(() => new DocumentBuildInfo(options.fetch))
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
