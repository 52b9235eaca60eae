// AvaTax's `POST /api/v2/addresses/resolve` with Basic auth (account id : license key). An answer with
// Error messages is a resolution; only HTTP failures and unreadable answers are errors, each kept with
// AvaTax's own text so the storefront can show AvaTax's details.
import type { AddressToResolve } from '../../domain/addresses/address-resolution.ts';
import type { AddressResolutionError } from '../../domain/addresses/address-resolution.errors.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { AddressValidator } from '../../ports/addresses/address-validator.ts';
import { avataxResolutionSchema, toAddressResolution } from './avatax-resolution.schema.ts';

export const AVATAX_BASE_URLS = {
  sandbox: 'https://sandbox-rest.avatax.com',
  production: 'https://rest.avatax.com',
} as const;

export interface AvataxOptions {
  readonly accountId: string;
  readonly licenseKey: string;
  readonly baseUrl: string;
  readonly timeoutMs?: number;
  /** Tests pass their own; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
}

type ServiceError = Exclude<AddressResolutionError, { kind: 'country-code-missing' }>;

/** AvaTax's status -> why the address could not be resolved. */
function failureFor(status: number, detail: string): ServiceError {
  if (status === 400 || status === 422)
    return { kind: 'request-refused', unprocessable: status === 422, detail };
  if (status === 401 || status === 403) return { kind: 'access-denied', detail };
  if (status === 404) return { kind: 'service-not-found', detail };
  return { kind: 'service-failed', detail };
}

const requestBody = (address: AddressToResolve) => ({
  line1: address.addressLine1,
  line2: address.addressLine2,
  line3: '',
  city: address.locality,
  region: address.administrativeArea,
  country: address.countryCode,
  postalCode: address.postalCode,
  textCase: 'Mixed',
});

export function avataxAddressValidator(options: AvataxOptions): AddressValidator {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/v2/addresses/resolve`;
  const authorization = `Basic ${Buffer.from(`${options.accountId}:${options.licenseKey}`).toString('base64')}`;

  return {
    async resolve(address): Promise<Result<ReturnType<typeof toAddressResolution>, ServiceError>> {
      let response: Response;
      let text: string;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify(requestBody(address)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        text = await response.text();
      } catch (failure) {
        return err({ kind: 'service-unreachable', reason: String(failure) });
      }
      if (!response.ok) return err(failureFor(response.status, text));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return err({
          kind: 'service-unreachable',
          reason: 'AvaTax answered with something other than JSON',
        });
      }
      const decoded = avataxResolutionSchema.safeParse(json);
      if (!decoded.success)
        return err({
          kind: 'service-unreachable',
          reason: `Unexpected AvaTax answer: ${decoded.error.message}`,
        });
      return ok(toAddressResolution(decoded.data));
    },
  };
}
