import { HttpResponse } from 'msw';
import type { Address } from '../../src/domain/address/address';
import type { Cart } from '../../src/domain/cart/cart';
import type { GatewayError } from '../../src/domain/http/gateway.errors';
import type { LoginFailure, ResendCooldownFailure } from '../../src/domain/auth/login-error';
import type { Result } from '../../src/domain/shared/result';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';

export const FAKE_CRAFT_ORIGIN = 'http://craft.test';

type Failure = GatewayError | LoginFailure | ResendCooldownFailure;

/**
 * A fake's failure as the HTTP answer it stands for: the status and body the fake recorded, Craft's
 * login refusal, or the resend endpoint's cooldown.
 */
export const failureResponse = (error: Failure): Response => {
  switch (error.kind) {
    case 'request-failed':
      return error.error.status === 0
        ? HttpResponse.error()
        : HttpResponse.json(error.error.data as Record<string, unknown>, {
            status: error.error.status,
          });
    case 'login-failed':
      return HttpResponse.json(
        { errorCode: error.errorCode, message: error.message },
        { status: 400 },
      );
    case 'resend-cooldown':
      return HttpResponse.json({ success: false, ...error }, { status: 429 });
    case 'invalid-data':
      return HttpResponse.json({ message: 'A server error occurred.' }, { status: 500 });
  }
};

/** A fake's answer on the wire: its value as Craft JSON, or its failure. */
export const wire = <T>(result: Result<T, Failure>, toJson: (value: T) => unknown): Response =>
  result.ok
    ? HttpResponse.json(toJson(result.value) as Record<string, unknown>)
    : failureResponse(result.error);

/** Craft checks the token of every state-changing call against the visitor's identity. */
export const refusesCsrf = (shop: InMemoryShop, request: Request): Response | null =>
  request.headers.get('x-csrf-token') === shop.csrfToken
    ? null
    : HttpResponse.json({ message: 'Unable to verify your data submission.' }, { status: 400 });

export const jsonBody = async (request: Request): Promise<Record<string, unknown>> => {
  const text = await request.text();
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
};

/** Craft's order JSON: our Cart with Craft's name for the shipping total. */
export const cartJson = (cart: Cart) => ({
  ...cart,
  totalShippingCost: cart.totalShipping,
  shippingMethodHandle: cart.shippingMethodHandle ?? '',
});

const text = (body: Record<string, unknown>, key: string): string | null =>
  typeof body[key] === 'string' ? body[key] : null;

/** A save-address body back into an address: Craft attributes on top, site fields under `fields`. */
export const addressFromBody = (body: Record<string, unknown>): Address => {
  const fields = (body.fields ?? {}) as Record<string, unknown>;
  return {
    id: typeof body.addressId === 'number' ? body.addressId : null,
    title: text(body, 'title'),
    countryCode: text(body, 'countryCode'),
    administrativeArea: text(body, 'administrativeArea'),
    locality: text(body, 'locality'),
    postalCode: text(body, 'postalCode'),
    addressLine1: text(body, 'addressLine1'),
    addressLine2: text(body, 'addressLine2'),
    addressLine3: text(body, 'addressLine3'),
    organization: text(body, 'organization'),
    organizationTaxId: text(body, 'organizationTaxId'),
    fullName: text(body, 'fullName'),
    firstName: text(body, 'firstName'),
    lastName: text(body, 'lastName'),
    phoneNumber: text(fields, 'phoneNumber'),
    attention: text(fields, 'attention'),
    companyName: text(fields, 'companyName'),
    businessId: text(fields, 'businessId'),
    notes: text(fields, 'notes'),
    isPrimaryBilling: body.isPrimaryBilling === true,
    isPrimaryShipping: body.isPrimaryShipping === true,
  };
};
