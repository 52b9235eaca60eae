import type { Environment } from '../domain/environment/environment';
import type { Breadcrumb } from '../domain/monitoring/breadcrumbs';

export interface ErrorReport {
  readonly name: string;
  readonly message: string;
  /** innermost first, at most the domain's frame limit */
  readonly stack: readonly string[];
  readonly context: Readonly<Record<string, unknown>>;
  /** oldest first */
  readonly breadcrumbs: readonly Breadcrumb[];
  readonly environment: Environment;
  /** ms since the epoch */
  readonly timestamp: number;
}

/** The error-reporting service; only production reports reach it. */
export interface ErrorReporter {
  report(report: ErrorReport): void;
}
