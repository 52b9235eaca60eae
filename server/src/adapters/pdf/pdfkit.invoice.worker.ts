// The worker thread that lays invoices out (see worker-thread.invoice-renderer.ts): pdfkit is
// synchronous, and a long invoice would otherwise hold the event loop every shopper shares.
import { parentPort } from 'node:worker_threads';
import type { InvoiceDocument } from '../../domain/orders/invoice.ts';
import { pdfkitInvoiceRenderer } from './pdfkit.invoice-renderer.ts';

interface RenderJob {
  readonly id: number;
  readonly invoice: InvoiceDocument;
}

const renderer = pdfkitInvoiceRenderer();

parentPort?.on('message', (job: RenderJob) => {
  renderer.render(job.invoice).then(
    (pdf) => parentPort?.postMessage({ id: job.id, pdf }),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) }),
  );
});
