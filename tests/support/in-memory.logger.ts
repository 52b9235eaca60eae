import type { Logger } from '../../src/ports/logger';

/** Keeps what was logged, for tests and for running without a console. */
export class InMemoryLogger implements Logger {
  readonly entries: { readonly message: string; readonly details: unknown }[] = [];

  error(message: string, details?: unknown): void {
    this.entries.push({ message, details });
  }
}
