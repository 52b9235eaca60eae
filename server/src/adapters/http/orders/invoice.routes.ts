// Commerce's order PDF download (`actions/commerce/downloads/pdf?number=`, and `&email=` for a guest's
// order), which the storefront's invoice link calls; the customer API's order detail answers the same file for `Accept: application/pdf`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type InvoiceFile,
  invoiceByNumber,
  type OrderInvoiceDeps,
} from '../../../application/orders/order-invoice.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { readSignedCookie } from '../session/cookies.ts';
import { HttpError } from '../craft/craft-response.ts';

export function sendInvoice(reply: FastifyReply, invoice: InvoiceFile) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${invoice.fileName}"`)
    .send(invoice.pdf);
}

export interface InvoiceRoutesDeps extends OrderInvoiceDeps {
  readonly cartCookieName: string;
}

export function invoiceRoutes(deps: InvoiceRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get('/actions/commerce/downloads/pdf', async (request, reply) => {
      const query = asBody(request.query);
      const number = optionalString(query, 'number');
      if (!number) throw new HttpError(400, 'Order number required');
      const invoice = await invoiceByNumber(deps, number, {
        customerId: request.auth.user?.id ?? null,
        sessionCartNumber: readSignedCookie(request, deps.cartCookieName) ?? null,
        email: optionalString(query, 'email') ?? null,
      });
      // Someone else's order answers exactly like a missing one.
      if (!invoice) throw new HttpError(404, 'Order not found.');
      return sendInvoice(reply, invoice);
    });
  };
}
