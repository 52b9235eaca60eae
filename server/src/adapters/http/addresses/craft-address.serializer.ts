// Address JSON as Craft serializes an address element (ISO-8601 dates, custom fields by handle) plus
// Commerce's isPrimaryBilling / isPrimaryShipping.
import type { AddressDraft, CustomerAddress } from '../../../domain/addresses/address.ts';

export function serializeAddress({
  address,
  isPrimaryBilling,
  isPrimaryShipping,
}: CustomerAddress) {
  return {
    id: address.id,
    uid: address.uid,
    ownerId: address.ownerId,
    title: address.title,
    countryCode: address.countryCode,
    administrativeArea: address.administrativeArea,
    locality: address.locality,
    dependentLocality: address.dependentLocality,
    postalCode: address.postalCode,
    sortingCode: address.sortingCode,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    addressLine3: address.addressLine3,
    organization: address.organization,
    organizationTaxId: address.organizationTaxId,
    fullName: address.fullName,
    firstName: address.firstName,
    lastName: address.lastName,
    phoneNumber: address.phoneNumber,
    attention: address.attention,
    companyName: address.companyName,
    businessId: address.businessId,
    notes: address.notes,
    latitude: address.latitude,
    longitude: address.longitude,
    isPrimaryBilling,
    isPrimaryShipping,
    dateCreated: address.dateCreated.toISOString(),
    dateUpdated: address.dateUpdated.toISOString(),
  };
}

/** An address that failed validation, as submitted (Craft answers the unsaved model). */
export function serializeAddressDraft(
  id: number | null,
  draft: AddressDraft,
  flags: Pick<CustomerAddress, 'isPrimaryBilling' | 'isPrimaryShipping'>,
) {
  return {
    id,
    ...draft,
    isPrimaryBilling: flags.isPrimaryBilling,
    isPrimaryShipping: flags.isPrimaryShipping,
  };
}
