import type { Address } from '../../../domain/address/address';
import type {
  AddressDeleteResponse,
  AddressSaveResponse,
} from '../../../domain/address/address-book.rules';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { AddressBook } from '../../../ports/address-book';
import type { VendureClient } from '../client/vendure-client';
import { forbiddenFailure, refusedFormFailure, signedOutFailure } from '../client/vendure-failure';
import { idOf } from '../client/vendure-id';
import { addressInput, mapVendureAddress } from './vendure-address.mapper';
import {
  CREATE_ADDRESS,
  CUSTOMER_ADDRESS_IDS,
  CUSTOMER_ADDRESSES,
  DELETE_ADDRESS,
  UPDATE_ADDRESS,
} from './vendure-address.operations';
import {
  createAddressSchema,
  customerAddressesSchema,
  customerAddressIdsSchema,
  deleteAddressSchema,
  updateAddressSchema,
} from './vendure-address.schema';

type Answer<T> = Promise<Result<T, GatewayError>>;

const NOT_IN_BOOK = 'There is no such address in your address book.';

/**
 * What Vendure would refuse with a bare error (an unknown country) or take as it is (a blank first
 * line), refused first with the message on its field, as our own back-end words them.
 */
const refusalOf = (operation: string, address: Address): GatewayError | null => {
  if ((address.countryCode ?? '').trim() === '') {
    return refusedFormFailure(operation, 'Country cannot be blank.', 'countryCode');
  }
  if ((address.addressLine1 ?? '').trim() === '') {
    return refusedFormFailure(operation, 'Street address cannot be blank.', 'addressLine1');
  }
  return null;
};

/** The signed-in customer's addresses in Vendure; its default addresses are our primary ones. */
export class VendureAddressBook implements AddressBook {
  readonly #client: VendureClient;

  constructor(client: VendureClient) {
    this.#client = client;
  }

  async listAddresses(): Answer<readonly Address[]> {
    const found = await this.#client.query(
      CUSTOMER_ADDRESSES,
      {},
      customerAddressesSchema,
      ({ activeCustomer }) =>
        activeCustomer === null ? null : (activeCustomer.addresses ?? []).map(mapVendureAddress),
    );
    if (!found.ok) return found;
    return found.value === null ? err(signedOutFailure(CUSTOMER_ADDRESSES.name)) : ok(found.value);
  }

  async saveAddress(address: Address): Answer<AddressSaveResponse> {
    const operation = address.id === null ? CREATE_ADDRESS : UPDATE_ADDRESS;
    const refusal = refusalOf(operation.name, address);
    if (refusal !== null) return err(refusal);
    if (address.id === null) {
      return this.#client.mutate(
        CREATE_ADDRESS,
        { input: addressInput(address) },
        createAddressSchema,
        ({ createCustomerAddress }) => ({ modelId: idOf(createCustomerAddress.id) }),
      );
    }
    const own = await this.#ownAddress(UPDATE_ADDRESS.name, address.id);
    if (!own.ok) return own;
    return this.#client.mutate(
      UPDATE_ADDRESS,
      { input: { id: String(address.id), ...addressInput(address) } },
      updateAddressSchema,
      ({ updateCustomerAddress }) => ({ modelId: idOf(updateCustomerAddress.id) }),
    );
  }

  async deleteAddress(id: number): Answer<AddressDeleteResponse> {
    const own = await this.#ownAddress(DELETE_ADDRESS.name, id);
    if (!own.ok) return own;
    return this.#client.mutate(
      DELETE_ADDRESS,
      { id: String(id) },
      deleteAddressSchema,
      ({ deleteCustomerAddress }) => ({ success: deleteCustomerAddress.success }),
    );
  }

  /**
   * Vendure answers a guest and an address of someone else's alike (FORBIDDEN), and tells nothing
   * of it: asked first, a guest is turned away (403) and an address not in the customer's book is
   * refused as unknown (400), as our own back-end answers both, without sending the change.
   */
  async #ownAddress(operation: string, id: number): Answer<void> {
    const book = await this.#client.query(
      CUSTOMER_ADDRESS_IDS,
      {},
      customerAddressIdsSchema,
      ({ activeCustomer }) =>
        activeCustomer === null
          ? null
          : (activeCustomer.addresses ?? []).map((address) => idOf(address.id)),
    );
    if (!book.ok) return book;
    if (book.value === null) return err(forbiddenFailure(operation, 'Please sign in first.'));
    return book.value.includes(id)
      ? ok(undefined)
      : err(refusedFormFailure(operation, NOT_IN_BOOK, null));
  }
}
