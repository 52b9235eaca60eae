// The payment form as payments/pay's success echoes it (Craft's asModelSuccess($paymentForm)): the
// submitted fields, with the card number cut to its last four digits and the security code left out.
import type { PaymentFormInput } from '../../../ports/payments/payment-gateway.ts';

const SECRET_FIELDS = new Set(['cvv']);

const maskedNumber = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = String(value).replace(/\D/g, '');
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
};

export function serializePaymentForm(form: PaymentFormInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([name]) => !SECRET_FIELDS.has(name))
      .map(([name, value]) => [name, name === 'number' ? maskedNumber(value) : value]),
  );
}
