import type { Logger } from '../../ports/logger';

/** The developer console. */
export class ConsoleLogger implements Logger {
  readonly #console: Pick<Console, 'error'>;

  constructor(target: Pick<Console, 'error'> = console) {
    this.#console = target;
  }

  error(message: string, details?: unknown): void {
    if (details === undefined) this.#console.error(message);
    else this.#console.error(message, details);
  }
}
