import type { Address } from '../../../domain/address/address';
import { fullNameOf, splitFullName } from '../../../domain/user/user.rules';
import { idOf } from '../client/vendure-id';
import type { VendureAddress } from './vendure-address.schema';

/** Vendure writes '' for what was left empty; the storefront reads null. */
export const textOf = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value;

/** Vendure's address lines as ours: what Vendure has no field for reads as null. */
export interface AddressLines {
  readonly fullName: string | null;
  readonly company: string | null;
  readonly streetLine1: string | null;
  readonly streetLine2: string | null;
  readonly city: string | null;
  readonly province: string | null;
  readonly postalCode: string | null;
  readonly countryCode: string | null;
  readonly phoneNumber: string | null;
}

/**
 * The lines of an address of the book or of an order. Vendure keeps one name: the form's first
 * and last names are read from it. It has no title, third line, tax or business id, attention
 * or notes.
 */
export const mapAddressLines = (lines: AddressLines): Omit<Address, 'id'> => {
  const fullName = textOf(lines.fullName);
  const names = fullName === null ? null : splitFullName(fullName);
  return {
    title: null,
    countryCode: textOf(lines.countryCode),
    administrativeArea: textOf(lines.province),
    locality: textOf(lines.city),
    postalCode: textOf(lines.postalCode),
    addressLine1: textOf(lines.streetLine1),
    addressLine2: textOf(lines.streetLine2),
    addressLine3: null,
    organization: textOf(lines.company),
    organizationTaxId: null,
    fullName,
    firstName: textOf(names?.firstName),
    lastName: textOf(names?.lastName),
    phoneNumber: textOf(lines.phoneNumber),
    attention: null,
    companyName: null,
    businessId: null,
    notes: null,
    isPrimaryBilling: false,
    isPrimaryShipping: false,
  };
};

/** An order's copy of an address, whose lines a query may leave out. */
export type OrderAddressLines = {
  readonly [Line in keyof AddressLines]?: string | null | undefined;
};

/**
 * An order's address, in the cart and in the order history alike. Vendure answers an address the
 * order was never given with every line null: none.
 */
export const mapOrderAddress = (lines: OrderAddressLines | null): Address | null =>
  lines === null || Object.values(lines).every((line) => textOf(line) === null)
    ? null
    : {
        ...mapAddressLines({
          fullName: lines.fullName ?? null,
          company: lines.company ?? null,
          streetLine1: lines.streetLine1 ?? null,
          streetLine2: lines.streetLine2 ?? null,
          city: lines.city ?? null,
          province: lines.province ?? null,
          postalCode: lines.postalCode ?? null,
          countryCode: lines.countryCode ?? null,
          phoneNumber: lines.phoneNumber ?? null,
        }),
        id: null,
      };

/** Vendure's default shipping and billing addresses are the customer's primary ones. */
export const mapVendureAddress = (address: VendureAddress): Address => ({
  ...mapAddressLines({ ...address, countryCode: address.country.code }),
  id: idOf(address.id),
  isPrimaryBilling: address.defaultBillingAddress === true,
  isPrimaryShipping: address.defaultShippingAddress === true,
});

/**
 * An address as Vendure's address input. Its columns are not nullable: what is left empty is sent
 * as ''. A third line is added to the second (Vendure has two); the company is the organization, or
 * else the company name. What Vendure has no field for (title, tax id, notes…) is not kept.
 */
export const addressInput = (address: Address) => ({
  fullName: address.fullName ?? fullNameOf(address.firstName ?? '', address.lastName ?? ''),
  company: address.organization ?? address.companyName ?? '',
  streetLine1: address.addressLine1 ?? '',
  streetLine2: [address.addressLine2, address.addressLine3].filter(Boolean).join(', '),
  city: address.locality ?? '',
  province: address.administrativeArea ?? '',
  postalCode: address.postalCode ?? '',
  countryCode: address.countryCode ?? '',
  phoneNumber: address.phoneNumber ?? '',
  defaultShippingAddress: address.isPrimaryShipping,
  defaultBillingAddress: address.isPrimaryBilling,
});
