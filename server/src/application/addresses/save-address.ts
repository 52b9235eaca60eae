import type { AddressInput, CustomerAddress } from '../../domain/addresses/address.ts';
import type { SaveAddressError } from '../../domain/addresses/address.errors.ts';
import {
  applyAddressChanges,
  draftOf,
  EMPTY_DRAFT,
  normaliseAddressInput,
  validateAddress,
} from '../../domain/addresses/address.rules.ts';
import {
  customerAddress,
  primaryAfterSave,
  type PrimaryRequest,
  samePrimaries,
} from '../../domain/addresses/primary-address.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { User } from '../../domain/users/user.ts';
import type { AddressRepository } from '../../ports/addresses/address-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { UserRepository } from '../../ports/users/user-repository.ts';

export interface SaveAddressDeps {
  readonly addresses: AddressRepository;
  readonly users: UserRepository;
  readonly clock: Clock;
  readonly newUid: () => string;
}

export interface SaveAddressRequest extends PrimaryRequest {
  /** Absent: a new address. */
  readonly addressId?: number | undefined;
  /** Whose address book (Craft's `userId`); the customer's own when absent. */
  readonly userId?: number | undefined;
  readonly fields: AddressInput;
}

/**
 * A customer adds an address to their own address book or edits one of theirs; only the submitted
 * fields change. The primary flags move on the customer's account.
 */
export async function saveAddress(
  deps: SaveAddressDeps,
  customer: User,
  request: SaveAddressRequest,
): Promise<Result<CustomerAddress, SaveAddressError>> {
  const ownerId = request.userId ?? customer.id;
  const { addressId } = request;
  const existing = addressId === undefined ? null : await deps.addresses.findById(addressId);
  if (addressId !== undefined) {
    if (!existing) return err({ kind: 'address-not-found', addressId });
    if (existing.ownerId !== ownerId)
      return err({ kind: 'address-not-owned', addressId, userId: ownerId });
  }
  // Customers have no permission over other users' address books.
  if (ownerId !== customer.id) return err({ kind: 'not-permitted' });

  const draft = applyAddressChanges(
    existing ? draftOf(existing) : EMPTY_DRAFT,
    normaliseAddressInput(request.fields),
  );
  const valid = validateAddress(draft);
  if (!valid.ok) {
    const current = existing ? customerAddress(existing, customer) : null;
    return err({
      kind: 'invalid-address',
      addressId: existing?.id ?? null,
      draft,
      errors: valid.error,
      isPrimaryBilling: request.isPrimaryBilling ?? current?.isPrimaryBilling ?? false,
      isPrimaryShipping: request.isPrimaryShipping ?? current?.isPrimaryShipping ?? false,
    });
  }

  const now = deps.clock.now();
  const saved = existing
    ? await deps.addresses.update(existing.id, valid.value, now)
    : await deps.addresses.create({
        ...valid.value,
        uid: deps.newUid(),
        ownerId: customer.id,
        dateCreated: now,
      });
  const primaries = primaryAfterSave(customer, saved.id, request);
  const owner = samePrimaries(customer, primaries)
    ? customer
    : await deps.users.update(customer.id, primaries);
  return ok(customerAddress(saved, owner));
}
