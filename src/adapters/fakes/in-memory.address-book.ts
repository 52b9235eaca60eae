import type { Address } from '../../domain/address/address';
import type {
  AddressDeleteResponse,
  AddressSaveResponse,
} from '../../domain/address/address-book.rules';
import type { GatewayError } from '../../domain/http/gateway.errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AddressBook } from '../../ports/address-book';
import { ADDRESS_ENDPOINTS } from '../http/addresses/craft.address-book';
import { craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

const E = ADDRESS_ENDPOINTS;

/** Field errors as our back-end reports them: a country is needed, and a first line. */
const addressErrors = (address: Address): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if ((address.countryCode ?? '').trim() === '') errors.countryCode = ['Country cannot be blank.'];
  if ((address.addressLine1 ?? '').trim() === '') {
    errors.addressLine1 = ['Address Line 1 cannot be blank.'];
  }
  return errors;
};

/** The customer's address book over an in-memory shop. */
export class InMemoryAddressBook implements AddressBook {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async listAddresses(): Promise<Result<readonly Address[], GatewayError>> {
    const down = this.#shop.guard(E.list);
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    return customer === undefined
      ? err(refused(E.list, 'GET', 401, { message: NOT_AUTHENTICATED }))
      : ok(customer.addresses);
  }

  async saveAddress(address: Address): Promise<Result<AddressSaveResponse, GatewayError>> {
    const down = this.#shop.guard(E.save, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) return err(refused(E.save, 'POST', 403, craftErrorBody(403, '')));
    if (address.id !== null && !customer.addresses.some(({ id }) => id === address.id)) {
      const body = craftErrorBody(400, `Invalid address ID: ${address.id}`);
      return err(refused(E.save, 'POST', 400, body));
    }
    const errors = addressErrors(address);
    if (Object.keys(errors).length > 0) {
      const body = { modelName: 'address', address, errors, message: 'Couldn’t save address.' };
      return err(refused(E.save, 'POST', 400, body));
    }
    const saved = { ...address, id: address.id ?? this.#shop.nextId() };
    // One primary billing and one primary shipping address: a new primary demotes the old one.
    const demoted = (other: Address): Address => ({
      ...other,
      isPrimaryBilling: saved.isPrimaryBilling ? false : other.isPrimaryBilling,
      isPrimaryShipping: saved.isPrimaryShipping ? false : other.isPrimaryShipping,
    });
    customer.addresses =
      address.id === null
        ? [...customer.addresses.map(demoted), saved]
        : customer.addresses.map((other) => (other.id === saved.id ? saved : demoted(other)));
    return ok({ modelId: saved.id });
  }

  async deleteAddress(id: number): Promise<Result<AddressDeleteResponse, GatewayError>> {
    const down = this.#shop.guard(E.delete, 'POST');
    if (down) return err(down);
    const customer = this.#shop.signedIn();
    if (customer === undefined) return err(refused(E.delete, 'POST', 403, craftErrorBody(403, '')));
    if (!customer.addresses.some((address) => address.id === id)) {
      return err(refused(E.delete, 'POST', 400, craftErrorBody(400, `Invalid address ID: ${id}`)));
    }
    customer.addresses = customer.addresses.filter((address) => address.id !== id);
    return ok({ success: true });
  }
}
