import type { PaymentFormInput } from '../../../ports/payments/payment-gateway.ts';

/** `paymentForm[<gatewayHandle>][…]` as forms by handle; anything else is ignored. */
export function paymentFormsOf(body: Record<string, unknown>): Record<string, PaymentFormInput> {
  const forms: Record<string, PaymentFormInput> = {};
  const raw = body.paymentForm;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [handle, form] of Object.entries(raw)) {
      if (form && typeof form === 'object' && !Array.isArray(form)) {
        forms[handle] = form as PaymentFormInput;
      }
    }
  }
  return forms;
}
