import type { PaymentGateway } from './payment';
import type { PaymentRequest } from './payment-source';

/** What a shopper types into the card form of a gateway that takes cards (Commerce's Dummy). */
export interface CardDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly number: string;
  /** MM/YYYY (MM/YY is read as 20YY by Commerce) */
  readonly expiry: string;
  readonly cvv: string;
}

export const emptyCardDetails: CardDetails = {
  firstName: '',
  lastName: '',
  number: '',
  expiry: '',
  cvv: '',
};

/** Commerce's Dummy gateway takes a card form; the Manual gateway (pay by invoice) takes nothing. */
export const CARD_GATEWAY_HANDLES: readonly string[] = ['dummy'];

export const takesCard = (gateway: Pick<PaymentGateway, 'handle'>): boolean =>
  CARD_GATEWAY_HANDLES.includes(gateway.handle);

/**
 * The pay request for a chosen gateway: a card gateway gets the card under its handle (spaces
 * typed into the number dropped, every field trimmed), any other gateway only its id.
 */
export const paymentRequestFor = (
  gateway: Pick<PaymentGateway, 'id' | 'handle'>,
  card: CardDetails,
): PaymentRequest =>
  takesCard(gateway)
    ? {
        gatewayId: gateway.id,
        paymentForm: {
          [gateway.handle]: {
            firstName: card.firstName.trim(),
            lastName: card.lastName.trim(),
            number: card.number.replace(/[\s-]/g, ''),
            expiry: card.expiry.trim(),
            cvv: card.cvv.trim(),
          },
        },
      }
    : { gatewayId: gateway.id };
