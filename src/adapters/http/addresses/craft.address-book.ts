import type { Address } from '../../../domain/address/address';
import type {
  AddressDeleteResponse,
  AddressSaveResponse,
} from '../../../domain/address/address-book.rules';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { Result } from '../../../domain/shared/result';
import type { AddressBook } from '../../../ports/address-book';
import { mapCraftAddress } from './craft-address.mapper';
import {
  addressDeletedSchema,
  addressListSchema,
  addressSavedSchema,
} from './craft-address.schema';
import type { CraftClient } from '../client/craft-client';
import { mapAnswer } from '../client/gateway-result';
import { cartAddressInput } from '../cart/craft-update-cart.body';

export const ADDRESS_ENDPOINTS = {
  list: 'api/user/addresses',
  save: 'actions/users/save-address',
  delete: 'actions/users/delete-address',
} as const;

/** Craft's save-address/delete-address and the customer API's address list. */
export class CraftAddressBook implements AddressBook {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  listAddresses(): Promise<Result<readonly Address[], GatewayError>> {
    return mapAnswer(
      this.#client.get(ADDRESS_ENDPOINTS.list),
      addressListSchema,
      'response',
      ADDRESS_ENDPOINTS.list,
      ({ addresses }) => addresses.map(mapCraftAddress),
    );
  }

  /** Craft's own attribute names at the top level, site fields under `fields`, as for the cart. */
  saveAddress(address: Address): Promise<Result<AddressSaveResponse, GatewayError>> {
    return mapAnswer(
      this.#client.post(ADDRESS_ENDPOINTS.save, {
        ...(address.id === null ? {} : { addressId: address.id }),
        ...cartAddressInput(address),
        isPrimaryBilling: address.isPrimaryBilling,
        isPrimaryShipping: address.isPrimaryShipping,
      }),
      addressSavedSchema,
      'response',
      ADDRESS_ENDPOINTS.save,
      ({ modelId, model }) => ({ modelId: modelId ?? model?.id ?? null }),
    );
  }

  /** Craft answers a deletion with 200 and the deleted model; our back-end adds `success`. */
  deleteAddress(id: number): Promise<Result<AddressDeleteResponse, GatewayError>> {
    return mapAnswer(
      this.#client.post(ADDRESS_ENDPOINTS.delete, { addressId: id }),
      addressDeletedSchema,
      'response',
      ADDRESS_ENDPOINTS.delete,
      ({ success }) => ({ success: success ?? true }),
    );
  }
}
