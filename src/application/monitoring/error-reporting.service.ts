import { BehaviorSubject, type Observable } from 'rxjs';
import type { Environment } from '../../domain/environment/environment';
import { reportsErrors } from '../../domain/environment/environment.rules';
import type { BreadcrumbTrail } from '../../domain/monitoring/breadcrumbs';
import {
  addBreadcrumb,
  emptyTrail,
  limitStackFrames,
} from '../../domain/monitoring/breadcrumbs.rules';
import { showsErrorPage } from '../../domain/routing/page-error.rules';
import type { BotDetector } from '../../ports/bot-detector';
import type { Clock } from '../../ports/clock';
import type { ErrorReporter } from '../../ports/error-reporter';
import type { Logger } from '../../ports/logger';

export interface ErrorReportingDeps {
  readonly logger: Logger;
  readonly reporter: ErrorReporter;
  readonly clock: Clock;
  readonly botDetector: BotDetector;
  readonly environment: Environment;
}

const describe = (error: unknown): { name: string; message: string; stack: readonly string[] } => {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), stack: [] };
  // V8 starts a stack with "Name: message"; the frames follow, innermost first.
  const header = error.message === '' ? error.name : `${error.name}: ${error.message}`;
  const lines = (error.stack ?? '').split('\n').map((line) => line.trim());
  const frames = lines.filter((line, index) => line !== '' && !(index === 0 && line === header));
  return { name: error.name, message: error.message, stack: limitStackFrames(frames) };
};

/**
 * Errors go to the console in every environment and to the error-reporting service in production
 * only, with the last 100 breadcrumbs (what happened before) and at most 50 stack frames.
 */
export class ErrorReportingService {
  readonly #deps: ErrorReportingDeps;
  readonly #trail = new BehaviorSubject<BreadcrumbTrail>(emptyTrail());

  readonly breadcrumbs$: Observable<BreadcrumbTrail> = this.#trail.asObservable();

  constructor(deps: ErrorReportingDeps) {
    this.#deps = deps;
  }

  breadcrumb(category: string, message: string): void {
    const crumb = { timestamp: this.#deps.clock.now(), category, message };
    this.#trail.next(addBreadcrumb(this.#trail.value, crumb));
  }

  capture(error: unknown, context: Readonly<Record<string, unknown>> = {}): void {
    const { name, message, stack } = describe(error);
    this.#deps.logger.error(`${name}: ${message}`, { error, context });
    if (!reportsErrors(this.#deps.environment)) return;
    this.#deps.reporter.report({
      name,
      message,
      stack,
      context,
      breadcrumbs: this.#trail.value.items,
      environment: this.#deps.environment,
      timestamp: this.#deps.clock.now(),
    });
  }

  /**
   * An error that would replace the page: always captured at once; whether the visitor sees the error
   * page depends on who they are, since crawlers get no error page (it would be indexed). The bot
   * list answers asynchronously (its code loads on the first question); if it cannot answer, the
   * visitor counts as a person and sees the error page.
   */
  async pageFailed(
    error: unknown,
    userAgent: string | null,
  ): Promise<{ readonly showErrorPage: boolean }> {
    this.capture(error, { userAgent });
    const bot =
      userAgent !== null && (await this.#deps.botDetector.isBot(userAgent).catch(() => false));
    return { showErrorPage: showsErrorPage(userAgent, () => bot) };
  }
}
