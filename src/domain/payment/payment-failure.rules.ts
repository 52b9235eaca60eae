import type { FormErrors } from '../http/service-error.rules';
import { formErrorsFrom } from '../http/service-error.rules';
import type { GatewayError } from '../http/gateway.errors';
import { fieldOf, isRecord, nonBlank } from '../shared/guards';

/** Why a payment was refused, beyond the spec's 'Payment failed'. */
export interface PaymentFailure {
  /** the gateway's (or Commerce's) own words, e.g. 'Dummy gateway payment failed.'; null if none */
  readonly gatewayMessage: string | null;
  /** the order's errors and the payment form's errors, per field */
  readonly formErrors: FormErrors;
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const text = nonBlank(item);
    return text === undefined ? [] : [text.trim()];
  });

const mergeFields = (
  left: Readonly<Record<string, readonly string[]>>,
  right: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> => {
  const merged: Record<string, readonly string[]> = { ...left };
  for (const [field, messages] of Object.entries(right)) {
    merged[field] = [...new Set([...(merged[field] ?? []), ...messages])];
  }
  return merged;
};

/**
 * Commerce answers a refused payment with the gateway's message in `message`, the order's errors
 * in `errors` and the card form's in `paymentFormErrors` (an empty list when there are none).
 * A request that got no answer has nothing to add to 'Payment failed'.
 */
export const paymentFailureOf = (error: GatewayError): PaymentFailure => {
  if (error.kind !== 'request-failed') {
    return { gatewayMessage: null, formErrors: { general: [], fields: {} } };
  }
  const data = error.error.data;
  const orderErrors = formErrorsFrom(data);
  const formFields = fieldOf(data, 'paymentFormErrors');
  const paymentFields = isRecord(formFields)
    ? Object.fromEntries(
        Object.entries(formFields)
          .map(([field, value]) => [field, texts(value)] as const)
          .filter(([, messages]) => messages.length > 0),
      )
    : {};
  return {
    gatewayMessage: nonBlank(fieldOf(data, 'message'))?.trim() ?? null,
    formErrors: {
      general: orderErrors.general,
      fields: mergeFields(orderErrors.fields, paymentFields),
    },
  };
};
