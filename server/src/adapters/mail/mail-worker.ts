// Drains the mail queue inside a server process: a pass every `pollMs`, and one right away when a mail
// is queued here. Passes never overlap within a process; across processes the queue's claims keep
// workers apart. stop() waits for the pass in flight, so a shutdown never cuts a delivery in half.
import {
  type DeliveryPass,
  deliverQueuedMail,
  type MailDeliveryDeps,
} from '../../application/mail/deliver-queued-mail.ts';

export interface MailWorkerOptions {
  /** Between passes when nothing wakes the worker. */
  readonly pollMs: number;
  /** Mails claimed (and sent side by side) per pass. */
  readonly batchSize: number;
}

export const DEFAULT_MAIL_WORKER: MailWorkerOptions = { pollMs: 1000, batchSize: 4 };

/** What the worker tells the log: a pass that could not run, a mail that was not delivered. */
export type MailWorkerReport = (pass: DeliveryPass | { readonly error: unknown }) => void;

export interface MailWorker {
  /** Starts polling (and delivers what is due). */
  start(report: MailWorkerReport): void;
  /** There is new mail: a pass soon, when started. */
  nudge(): void;
  /** Delivers everything due now; resolves with the number of mails sent. */
  drain(): Promise<number>;
  /** No new passes; resolves when the pass in flight is done. */
  stop(): Promise<void>;
}

export function mailWorker(
  deps: MailDeliveryDeps,
  options: MailWorkerOptions = DEFAULT_MAIL_WORKER,
): MailWorker {
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let report: MailWorkerReport = () => undefined;
  let stopped = false;

  async function passes(): Promise<number> {
    let sent = 0;
    do {
      again = false;
      let pass: DeliveryPass;
      do {
        pass = await deliverQueuedMail(deps, options.batchSize);
        sent += pass.sent;
        if (pass.failures.length) report(pass);
        // A full batch may leave more behind; failed mails wait for their next attempt.
      } while (!stopped && pass.claimed === options.batchSize && pass.failures.length === 0);
    } while (again && !stopped);
    return sent;
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = passes().finally(() => {
      running = null;
    });
    return running;
  }

  const background = () => {
    if (stopped || timer === undefined) return;
    drain().catch((error: unknown) => report({ error }));
  };

  return {
    start(reportTo) {
      if (stopped || timer !== undefined) return;
      report = reportTo;
      timer = setInterval(background, options.pollMs);
      timer.unref();
      background();
    },
    nudge: background,
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
