import type { Address } from '../../../domain/address/address';
import { fullNameOf } from '../../../domain/user/user.rules';

/** What the address form edits: every field as the text in its input. */
export interface AddressFormValues {
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly organization: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly locality: string;
  readonly administrativeArea: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
  readonly isPrimaryBilling: boolean;
  readonly isPrimaryShipping: boolean;
}

export const emptyAddressForm: AddressFormValues = {
  title: '',
  firstName: '',
  lastName: '',
  organization: '',
  addressLine1: '',
  addressLine2: '',
  locality: '',
  administrativeArea: '',
  postalCode: '',
  countryCode: 'US',
  phoneNumber: '',
  isPrimaryBilling: false,
  isPrimaryShipping: false,
};

export const formValuesOf = (address: Address): AddressFormValues => ({
  title: address.title ?? '',
  firstName: address.firstName ?? '',
  lastName: address.lastName ?? '',
  organization: address.organization ?? '',
  addressLine1: address.addressLine1 ?? '',
  addressLine2: address.addressLine2 ?? '',
  locality: address.locality ?? '',
  administrativeArea: address.administrativeArea ?? '',
  postalCode: address.postalCode ?? '',
  countryCode: address.countryCode ?? '',
  phoneNumber: address.phoneNumber ?? '',
  isPrimaryBilling: address.isPrimaryBilling,
  isPrimaryShipping: address.isPrimaryShipping,
});

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The edited address, keeping the fields the form does not show from the saved one. */
export const addressOf = (values: AddressFormValues, saved: Address | null): Address => {
  return {
    id: saved?.id ?? null,
    addressLine3: saved?.addressLine3 ?? null,
    organizationTaxId: saved?.organizationTaxId ?? null,
    attention: saved?.attention ?? null,
    companyName: saved?.companyName ?? null,
    businessId: saved?.businessId ?? null,
    notes: saved?.notes ?? null,
    title: text(values.title),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    fullName: text(fullNameOf(values.firstName, values.lastName)),
    organization: text(values.organization),
    addressLine1: text(values.addressLine1),
    addressLine2: text(values.addressLine2),
    locality: text(values.locality),
    administrativeArea: text(values.administrativeArea),
    postalCode: text(values.postalCode),
    countryCode: text(values.countryCode)?.toUpperCase() ?? null,
    phoneNumber: text(values.phoneNumber),
    isPrimaryBilling: values.isPrimaryBilling,
    isPrimaryShipping: values.isPrimaryShipping,
  };
};
