// Vendure's addresses (an order's copy, the address book's entries) and the storefront's Address.
import type { Address } from '../../../domain/address/address';
import { textOf } from '../addresses/vendure-address.mapper';
import type { VendureBookAddress } from './vendure-cart.schema';

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

/** Vendure keeps one name: the full name, else the first and last names together. */
const fullNameOf = (address: Address): string | null =>
  textOf(address.fullName) ??
  textOf([address.firstName, address.lastName].filter((name) => textOf(name) !== null).join(' '));

/** Vendure has two street lines: a third one joins the second. */
const secondStreetLine = (address: Address): string | null =>
  textOf([address.addressLine2, address.addressLine3].filter((line) => textOf(line)).join(', '));

/** The fields Vendure's address lacks (both street lines aside), each a field-level refusal. */
export const missingAddressFields = (
  address: Address,
): readonly ('addressLine1' | 'countryCode')[] =>
  (['addressLine1', 'countryCode'] as const).filter((field) => textOf(address[field]) === null);

/**
 * A typed-in address as Vendure's input; null parts are left out, as Craft leaves them. Call only
 * when `missingAddressFields` found nothing.
 */
export const addressInput = (address: Address): VendureAddressInput => {
  const optional = {
    fullName: fullNameOf(address),
    company: textOf(address.organization) ?? textOf(address.companyName),
    streetLine2: secondStreetLine(address),
    city: textOf(address.locality),
    province: textOf(address.administrativeArea),
    postalCode: textOf(address.postalCode),
    phoneNumber: textOf(address.phoneNumber),
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
    fullName: textOf(address.fullName),
    company: textOf(address.company),
    streetLine2: textOf(address.streetLine2),
    city: textOf(address.city),
    province: textOf(address.province),
    postalCode: textOf(address.postalCode),
    phoneNumber: textOf(address.phoneNumber),
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
