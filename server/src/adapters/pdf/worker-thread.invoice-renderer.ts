// Renders invoices on a worker thread, so a long invoice never holds the event loop that answers every
// other shopper. One worker, started on the first invoice and kept; jobs queue in it. A worker that
// dies fails its jobs (a 500 for those downloads) and the next invoice starts a new one.
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from '../../domain/orders/invoice.ts';
import type { InvoiceRenderer } from '../../ports/orders/invoice-renderer.ts';

type Reply =
  | { readonly id: number; readonly pdf: Uint8Array }
  | { readonly id: number; readonly error: string };

interface Pending {
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

const WORKER_FILE = new URL('./pdfkit.invoice.worker.ts', import.meta.url);

export function workerThreadInvoiceRenderer(): InvoiceRenderer {
  const pending = new Map<number, Pending>();
  let worker: Worker | undefined;
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const created = new Worker(WORKER_FILE);
    created.on('message', (reply: Reply) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      // An idle renderer must not keep the process alive.
      if (pending.size === 0) created.unref();
      if (!job) return;
      if ('error' in reply) job.reject(new Error(`invoice rendering failed: ${reply.error}`));
      else job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    });
    created.on('error', failAll);
    created.on('exit', (code) => failAll(new Error(`the invoice worker exited (${code})`)));
    worker = created;
    return created;
  };

  return {
    render(invoice: InvoiceDocument): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        const running = started();
        running.ref();
        running.postMessage({ id: nextId, invoice });
      });
    },
  };
}
