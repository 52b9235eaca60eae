import { http, HttpResponse } from 'msw';
import { InMemoryAddressBook } from '../../src/adapters/fakes/in-memory.address-book';
import {
  InMemoryCartGateway,
  updateCartFromBody,
} from '../../src/adapters/fakes/in-memory.cart-gateway';
import type { ReturnRequest } from '../../src/ports/order-gateway';
import { InMemoryOrderGateway } from '../../src/adapters/fakes/in-memory.order-gateway';
import { InMemoryOrderLookup } from '../../src/adapters/fakes/in-memory.order-lookup';
import { InMemoryPaymentsGateway } from '../../src/adapters/fakes/in-memory.payments-gateway';
import { InMemorySharedCartGateway } from '../../src/adapters/fakes/in-memory.shared-cart-gateway';
import { InMemorySubscriptionsGateway } from '../../src/adapters/fakes/in-memory.subscriptions-gateway';
import type { InMemoryTaxValidator } from '../../src/adapters/fakes/in-memory.tax-validator';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import type { AddressValidationRequest } from '../../src/domain/address/address-validation';
import type { UpdateCartBody } from '../../src/adapters/http/cart/craft-update-cart.body';
import type { PaymentRequest } from '../../src/domain/payment/payment-source';
import {
  addressFromBody,
  cartJson,
  failureResponse,
  jsonBody,
  refusesCsrf,
  wire,
} from './craft-wire';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Craft Commerce's controllers, the shared-cart API and the AvaTax plugin, over the fakes. */
export const commerceHandlers = (shop: InMemoryShop, tax: InMemoryTaxValidator, origin: string) => {
  const carts = new InMemoryCartGateway(shop);
  const shared = new InMemorySharedCartGateway(shop);
  const payments = new InMemoryPaymentsGateway(shop);
  const subscriptions = new InMemorySubscriptionsGateway(shop);
  const orders = new InMemoryOrderGateway(shop);
  const lookup = new InMemoryOrderLookup(shop);
  const book = new InMemoryAddressBook(shop);
  const post = (path: string, handle: (body: Record<string, unknown>) => Promise<Response>) =>
    http.post(
      `${origin}/${path}`,
      async ({ request }) => refusesCsrf(shop, request) ?? handle(await jsonBody(request)),
    );
  const cartAnswer = (cart: Parameters<typeof cartJson>[0]) => ({
    cart: cartJson(cart),
    modelName: 'cart',
    message: 'Cart updated.',
  });

  return [
    http.get(`${origin}/actions/commerce/cart/get-cart`, async () =>
      wire(await carts.getCart(), (cart) => ({ cart: cartJson(cart) })),
    ),
    post('actions/commerce/cart/load-cart', async (body) =>
      wire(await carts.loadCart(str(body.number)), () => []),
    ),
    post('actions/commerce/cart/update-cart', async (body) =>
      wire(await updateCartFromBody(shop, body as UpdateCartBody), cartAnswer),
    ),
    post('actions/commerce/cart/complete', async () =>
      wire(await carts.completeCart(), cartAnswer),
    ),
    post('actions/commerce/cart/forget-cart', async () => {
      const forgotten = await carts.forgetCart();
      return forgotten.ok
        ? new HttpResponse(null, {
            status: 302,
            headers: { 'X-Redirect': '/actions/commerce/cart/forget-cart' },
          })
        : failureResponse(forgotten.error);
    }),
    post('api/v1/shared-cart/get-cart-status', async (body) =>
      wire(await shared.getStatus(str(body.number)), (status) => status),
    ),
    post('api/v1/shared-cart/load', async (body) =>
      wire(await shared.load(str(body.number)), () => ({ success: true })),
    ),
    post('actions/commerce/payments/pay', async (body) =>
      wire(await payments.pay(body as PaymentRequest), ({ order }) => ({
        cart: order,
        redirect: null,
      })),
    ),
    http.get(`${origin}/actions/commerce/payments/complete-payment`, async ({ request }) => {
      const hash = new URL(request.url).searchParams.get('commerceTransactionHash') ?? '';
      return wire(await payments.completePayment(hash), ({ url }) => ({ url }));
    }),
    post('actions/commerce/payment-sources/add', async (body) =>
      wire(
        await payments.addPaymentSource({
          gatewayId: Number(body.gatewayId),
          paymentForm: (body.paymentForm ?? {}) as Record<string, Record<string, string>>,
        }),
        (paymentSource) => ({
          modelName: 'paymentSource',
          paymentSource,
          message: 'Payment source created.',
        }),
      ),
    ),
    post('actions/commerce/payment-sources/set-primary-payment-source', async (body) =>
      wire(await payments.setPrimaryPaymentSource(Number(body.id)), () => ({
        message: 'Primary payment source updated.',
      })),
    ),
    post('actions/commerce/payment-sources/delete', async (body) =>
      wire(await payments.deletePaymentSource(Number(body.id)), () => ({
        model: {},
        message: 'Payment source deleted.',
      })),
    ),
    post('actions/commerce/subscriptions/subscribe', async (body) =>
      wire(await subscriptions.subscribe(str(body.planUid)), (r) => r),
    ),
    post('actions/commerce/subscriptions/cancel', async (body) =>
      wire(await subscriptions.cancel(str(body.subscriptionUid)), (r) => r),
    ),
    post('actions/commerce/subscriptions/switch', async (body) =>
      wire(await subscriptions.switchPlan(str(body.subscriptionUid), str(body.planUid)), (r) => r),
    ),
    post('actions/commerce/subscriptions/reactivate', async (body) =>
      wire(await subscriptions.reactivate(str(body.subscriptionUid)), (r) => r),
    ),
    http.get(`${origin}/api/user/orders`, async () =>
      wire(await orders.listOrders(), (list) => ({ orders: list })),
    ),
    http.get(`${origin}/api/user/order/:id`, async ({ params }) =>
      wire(await orders.getOrder(Number(params.id)), ({ fulfilment, ...order }) => ({
        // The shop's own back-end sends where the order is beside Craft's fields.
        order: fulfilment === null ? order : { ...order, ...fulfilment },
      })),
    ),
    http.post(`${origin}/api/user/order/:id/returns`, async ({ params, request }) => {
      const csrf = refusesCsrf(shop, request);
      if (csrf) return csrf;
      const body = (await jsonBody(request)) as unknown as ReturnRequest;
      return wire(await orders.requestReturn(Number(params.id), body), () => ({}));
    }),
    // The shop's own back-end: a guest's order; any mismatch is its 404 `{found: false, message}`.
    post('api/v1/order-status', async (body) => {
      const query = { reference: str(body.reference), email: str(body.email) };
      const answer = await lookup.lookUp(query);
      if (answer.ok && answer.value.kind === 'not-found') {
        return HttpResponse.json({ found: false, message: answer.value.message }, { status: 404 });
      }
      return wire(answer, (outcome) => {
        if (outcome.kind !== 'found') return {};
        const { fulfilment, ...order } = outcome.order;
        return {
          found: true,
          order: { ...order, timeline: fulfilment.timeline, parcels: fulfilment.parcels },
        };
      });
    }),
    http.post(`${origin}/api/user/order/:id/cancel`, async ({ params, request }) => {
      const csrf = refusesCsrf(shop, request);
      if (csrf) return csrf;
      return wire(await orders.cancelOrder(Number(params.id)), () => ({}));
    }),
    http.get(`${origin}/actions/commerce/downloads/pdf`, async ({ request }) => {
      const pdf = await orders.getInvoicePdf(new URL(request.url).searchParams.get('number') ?? '');
      return pdf.ok
        ? new HttpResponse(await pdf.value.arrayBuffer(), {
            headers: { 'Content-Type': 'application/pdf' },
          })
        : failureResponse(pdf.error);
    }),
    http.get(`${origin}/api/user/addresses`, async () =>
      wire(await book.listAddresses(), (addresses) => ({ addresses })),
    ),
    post('actions/users/save-address', async (body) =>
      wire(await book.saveAddress(addressFromBody(body)), ({ modelId }) => ({
        model: { id: modelId },
        modelId,
        message: 'Address saved.',
      })),
    ),
    post('actions/users/delete-address', async (body) =>
      wire(await book.deleteAddress(Number(body.addressId)), ({ success }) => ({
        model: {},
        success,
        message: 'Address deleted.',
      })),
    ),
    post('actions/avatax/json/validate-address', async (body) => {
      const answer = await tax.validateAddress(body as unknown as AddressValidationRequest);
      if (!answer.ok) return HttpResponse.error();
      if (answer.value.kind !== 'resolution')
        return HttpResponse.json({ success: false, error: 'Invalid Address.' });
      const { success, error, resolution } = answer.value;
      return HttpResponse.json({
        success,
        ...(error === null ? {} : { error }),
        response: {
          validatedAddresses: resolution.validatedAddresses.map(({ coordinates, ...address }) => ({
            ...address,
            ...coordinates,
          })),
          coordinates: resolution.validatedAddresses[0]?.coordinates ?? null,
          resolutionQuality: resolution.resolutionQuality,
          messages: resolution.messages,
        },
      });
    }),
  ];
};
