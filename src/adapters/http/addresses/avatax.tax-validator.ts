import type {
  AddressValidationRequest,
  AddressValidationResponse,
} from '../../../domain/address/address-validation';
import type { AddressValidationFailure } from '../../../domain/address/address.errors';
import { type BackendError, NETWORK_ERROR_STATUS } from '../../../domain/http/backend-error';
import { fieldOf } from '../../../domain/shared/guards';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { TaxValidator } from '../../../ports/tax-validator';
import { avataxAnswerSchema } from './avatax.schema';
import { mapAvataxAnswer } from './avatax.mapper';
import type { CraftClient } from '../client/craft-client';
import { decode } from '../client/decode';

export const validateAddressEndpoint = (taxServiceSegment: string): string =>
  `actions/${taxServiceSegment}/json/validate-address`;

/** Every text the failure carried, so the domain can tell a country-code problem apart. */
const failureDetail = ({ message, data }: BackendError): string => {
  const texts = [message, fieldOf(data, 'error'), fieldOf(data, 'message'), data].filter(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return [...new Set(texts)].join(' ');
};

const failureOf = (error: BackendError): AddressValidationFailure =>
  error.status === NETWORK_ERROR_STATUS
    ? { kind: 'address-validation-network-error' }
    : { kind: 'address-validation-http-error', status: error.status, detail: failureDetail(error) };

/** The Avalara AvaTax plugin's address validation (surprisehighway/craft-avatax). */
export class AvataxTaxValidator implements TaxValidator {
  readonly #client: CraftClient;
  readonly #endpoint: string;

  constructor(client: CraftClient, options: { readonly taxServiceSegment: string }) {
    this.#client = client;
    this.#endpoint = validateAddressEndpoint(options.taxServiceSegment);
  }

  async validateAddress(
    request: AddressValidationRequest,
  ): Promise<Result<AddressValidationResponse, AddressValidationFailure>> {
    const answer = await this.#client.post(this.#endpoint, request);
    if (!answer.ok) return err(failureOf(answer.error));
    const envelope = decode(avataxAnswerSchema, answer.value);
    if (!envelope.ok) return ok({ kind: 'unparseable-response', error: null });
    const { success, error, response } = envelope.value;
    return ok(mapAvataxAnswer(success ?? false, error ?? null, response));
  }
}
