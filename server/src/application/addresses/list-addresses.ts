import type { CustomerAddress } from '../../domain/addresses/address.ts';
import { customerAddress } from '../../domain/addresses/primary-address.rules.ts';
import type { User } from '../../domain/users/user.ts';
import type { AddressRepository } from '../../ports/addresses/address-repository.ts';

export interface ListAddressesDeps {
  readonly addresses: AddressRepository;
}

/** A customer's own address book, newest first, with their primary billing/shipping marked. */
export async function listAddresses(
  deps: ListAddressesDeps,
  customer: User,
): Promise<CustomerAddress[]> {
  const addresses = await deps.addresses.listByOwner(customer.id);
  return addresses.map((address) => customerAddress(address, customer));
}
