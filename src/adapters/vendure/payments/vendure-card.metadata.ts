import type { PaymentRequest } from '../../../domain/payment/payment-source';

/**
 * The storefront's test cards follow Craft's Dummy gateway: a number ending in an odd digit is
 * declined (its checkout tests pay with 4242… and are declined with 4111…). Vendure's dummy payment
 * handler declines when its metadata says `shouldDecline`; so a card form becomes that flag and
 * nothing else: no card data goes to Vendure. A real Vendure payment handler ignores the flag and
 * takes its provider's token, which this storefront's card form does not make.
 */
export const paymentMetadata = (request: PaymentRequest): Readonly<Record<string, unknown>> => {
  const number = Object.values(request.paymentForm ?? {})
    .map((form) => (form.number ?? '').replace(/\D/g, ''))
    .find((digits) => digits !== '');
  const last = number?.at(-1);
  return last !== undefined && Number(last) % 2 === 1 ? { shouldDecline: true } : {};
};
