import type { Address } from '../../../domain/address/address';
import type { CraftAddress } from './craft-address.schema';

export const mapCraftAddress = (address: CraftAddress): Address => ({
  id: address.id ?? null,
  title: address.title ?? null,
  countryCode: address.countryCode ?? null,
  administrativeArea: address.administrativeArea ?? null,
  locality: address.locality ?? null,
  postalCode: address.postalCode ?? null,
  addressLine1: address.addressLine1 ?? null,
  addressLine2: address.addressLine2 ?? null,
  addressLine3: address.addressLine3 ?? null,
  organization: address.organization ?? null,
  organizationTaxId: address.organizationTaxId ?? null,
  fullName: address.fullName ?? null,
  firstName: address.firstName ?? null,
  lastName: address.lastName ?? null,
  phoneNumber: address.phoneNumber ?? null,
  attention: address.attention ?? null,
  companyName: address.companyName ?? null,
  businessId: address.businessId ?? null,
  notes: address.notes ?? null,
  isPrimaryBilling: address.isPrimaryBilling ?? false,
  isPrimaryShipping: address.isPrimaryShipping ?? false,
});
