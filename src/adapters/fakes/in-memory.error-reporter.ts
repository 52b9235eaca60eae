import type { ErrorReport, ErrorReporter } from '../../ports/error-reporter';

/** Keeps the reports an error-reporting service would have received. */
export class InMemoryErrorReporter implements ErrorReporter {
  readonly reports: ErrorReport[] = [];

  report(report: ErrorReport): void {
    this.reports.push(report);
  }
}
