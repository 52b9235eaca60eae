import type { CustomerAddress } from '../../domain/addresses/address.ts';
import type { DeleteAddressError } from '../../domain/addresses/address.errors.ts';
import {
  customerAddress,
  primaryAfterDelete,
  samePrimaries,
} from '../../domain/addresses/primary-address.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import type { AddressRepository } from '../../ports/addresses/address-repository.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';

export interface DeleteAddressDeps {
  readonly addresses: AddressRepository;
  readonly users: UserRepository;
}

/** A customer deletes one of their own addresses; it stops being their primary address too. */
export async function deleteAddress(
  deps: DeleteAddressDeps,
  customer: User,
  addressId: number,
): Promise<Result<CustomerAddress, DeleteAddressError>> {
  const address = await deps.addresses.findById(addressId);
  if (!address) return err({ kind: 'address-not-found', addressId });
  if (address.ownerId !== customer.id) return err({ kind: 'not-permitted' });

  const deleted = customerAddress(address, customer);
  const primaries = primaryAfterDelete(customer, address.id);
  // Primaries first: if the delete then fails, the address merely stops being primary, and the
  // account never points at an address that no longer exists.
  if (!samePrimaries(customer, primaries)) await deps.users.update(customer.id, primaries);
  await deps.addresses.delete(address.id);
  return ok(deleted);
}
