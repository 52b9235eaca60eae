// Vendure's addresses (an order's copy, the address book's entries) and the storefront's Address.
import type { Address } from '../../../domain/address/address';
import type { VendureBookAddress, VendureOrderAddress } from './vendure-cart.schema';

/** What Vendure's CreateAddressInput takes: a street line and a country are required. */
export interface VendureAddressInput {
  readonly fullName?: string;
  readonly company?: string;
  readonly streetLine1: string;
  readonly streetLine2?: string;
  readonly city?: string;
  readonly province?: string;
  readonly postalCode?: string;
  readonly countryCode: string;
  readonly phoneNumber?: string;
}

const filled = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

const ADDRESS_NOT_SET: Omit<Address, 'countryCode' | 'administrativeArea' | 'locality'> = {
  id: null,
  title: null,
  postalCode: null,
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  organization: null,
  organizationTaxId: null,
  fullName: null,
  firstName: null,
  lastName: null,
  phoneNumber: null,
  attention: null,
  companyName: null,
  businessId: null,
  notes: null,
  isPrimaryBilling: false,
  isPrimaryShipping: false,
};

/** An order's address; an order without one answers every field null: no address. */
export const mapOrderAddress = (address: VendureOrderAddress | null): Address | null => {
  if (address === null || Object.values(address).every((value) => filled(value) === null))
    return null;
  return {
    ...ADDRESS_NOT_SET,
    countryCode: filled(address.countryCode),
    administrativeArea: filled(address.province),
    locality: filled(address.city),
    postalCode: filled(address.postalCode),
    addressLine1: filled(address.streetLine1),
    addressLine2: filled(address.streetLine2),
    organization: filled(address.company),
    fullName: filled(address.fullName),
    phoneNumber: filled(address.phoneNumber),
  };
};

/** Vendure keeps one name: the full name, else the first and last names together. */
const fullNameOf = (address: Address): string | null =>
  filled(address.fullName) ??
  filled([address.firstName, address.lastName].filter((name) => filled(name) !== null).join(' '));

/** Vendure has two street lines: a third one joins the second. */
const secondStreetLine = (address: Address): string | null =>
  filled([address.addressLine2, address.addressLine3].filter((line) => filled(line)).join(', '));

/** The fields Vendure's address lacks (both street lines aside), each a field-level refusal. */
export const missingAddressFields = (
  address: Address,
): readonly ('addressLine1' | 'countryCode')[] =>
  (['addressLine1', 'countryCode'] as const).filter((field) => filled(address[field]) === null);

/**
 * A typed-in address as Vendure's input; null parts are left out, as Craft leaves them. Call only
 * when `missingAddressFields` found nothing.
 */
export const addressInput = (address: Address): VendureAddressInput => {
  const optional = {
    fullName: fullNameOf(address),
    company: filled(address.organization) ?? filled(address.companyName),
    streetLine2: secondStreetLine(address),
    city: filled(address.locality),
    province: filled(address.administrativeArea),
    postalCode: filled(address.postalCode),
    phoneNumber: filled(address.phoneNumber),
  };
  return {
    streetLine1: address.addressLine1 ?? '',
    countryCode: address.countryCode ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
};

/** An address-book entry as the order's input. */
export const bookAddressInput = (address: VendureBookAddress): VendureAddressInput => {
  const optional = {
    fullName: filled(address.fullName),
    company: filled(address.company),
    streetLine2: filled(address.streetLine2),
    city: filled(address.city),
    province: filled(address.province),
    postalCode: filled(address.postalCode),
    phoneNumber: filled(address.phoneNumber),
  };
  return {
    streetLine1: address.streetLine1,
    countryCode: address.country.code,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
  };
};

/** An order's address as the input that copies it to the order's other address. */
export const orderAddressInput = (address: Address | null): VendureAddressInput | null =>
  address === null || missingAddressFields(address).length > 0 ? null : addressInput(address);
