import { useEffect } from 'react';
import type { AddressRole } from '../../../domain/cart/cart-update';
import type { FormErrors } from '../../../domain/errors/service-error.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { fieldMessage } from '../../components/form/field-message';
import { Select } from '../../components/form/Select';
import { TextField } from '../../components/form/TextField';
import type { AddressFormValues } from '../account/address-form-values';
import * as styles from './CheckoutPage.styles';

interface CheckoutAddressFieldsProps {
  readonly role: AddressRole;
  readonly values: AddressFormValues;
  readonly onChange: (values: AddressFormValues) => void;
  readonly errors: FormErrors;
}

/** An address typed in at checkout; Craft reports its errors as `<role>Address.<field>`. */
export const CheckoutAddressFields = ({
  role,
  values,
  onChange,
  errors,
}: CheckoutAddressFieldsProps) => {
  const addressBook = useLazyService('addressBook');
  const countries = useObservable(addressBook.countries$);
  const states = useObservable(addressBook.states$);
  const set =
    <K extends keyof AddressFormValues>(field: K) =>
    (value: AddressFormValues[K]) =>
      onChange({ ...values, [field]: value });
  const error = (field: string) => fieldMessage(errors, `${role}Address.${field}`);
  const section = role === 'shipping' ? 'shipping' : 'billing';
  const countryStates = (states.data ?? []).filter(
    (state) => state.countryCode === values.countryCode,
  );

  useEffect(() => {
    void addressBook.loadCountries();
  }, [addressBook]);

  useEffect(() => {
    if (values.countryCode !== '') void addressBook.loadStates(values.countryCode);
  }, [addressBook, values.countryCode]);

  return (
    <div>
      <div css={styles.twoColumns}>
        <TextField
          label="First name"
          autoComplete={`${section} given-name`}
          value={values.firstName}
          onChange={set('firstName')}
          error={error('firstName') ?? error('fullName')}
        />
        <TextField
          label="Last name"
          autoComplete={`${section} family-name`}
          value={values.lastName}
          onChange={set('lastName')}
          error={error('lastName')}
        />
      </div>
      <TextField
        label="Company (optional)"
        autoComplete={`${section} organization`}
        value={values.organization}
        onChange={set('organization')}
        error={error('organization')}
      />
      <TextField
        label="Street address"
        autoComplete={`${section} address-line1`}
        value={values.addressLine1}
        onChange={set('addressLine1')}
        error={error('addressLine1')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        autoComplete={`${section} address-line2`}
        value={values.addressLine2}
        onChange={set('addressLine2')}
        error={error('addressLine2')}
      />
      <div css={styles.twoColumns}>
        <TextField
          label="City"
          autoComplete={`${section} address-level2`}
          value={values.locality}
          onChange={set('locality')}
          error={error('locality')}
        />
        <TextField
          label="Postal code"
          autoComplete={`${section} postal-code`}
          value={values.postalCode}
          onChange={set('postalCode')}
          error={error('postalCode')}
        />
      </div>
      <div css={styles.twoColumns}>
        <Select
          label="Country"
          autoComplete={`${section} country`}
          value={values.countryCode}
          options={(countries.data ?? []).map((country) => ({
            value: country.code,
            label: country.name,
          }))}
          placeholder="Choose a country"
          onChange={(countryCode) => onChange({ ...values, countryCode, administrativeArea: '' })}
          error={error('countryCode') ?? countries.error ?? undefined}
        />
        {countryStates.length > 0 ? (
          <Select
            label="State / province"
            autoComplete={`${section} address-level1`}
            value={values.administrativeArea}
            options={countryStates.map((state) => ({ value: state.code, label: state.name }))}
            placeholder="Choose a state"
            onChange={set('administrativeArea')}
            error={error('administrativeArea')}
          />
        ) : (
          <TextField
            label="State / province (optional)"
            autoComplete={`${section} address-level1`}
            value={values.administrativeArea}
            onChange={set('administrativeArea')}
            error={error('administrativeArea')}
          />
        )}
      </div>
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete={`${section} tel`}
        value={values.phoneNumber}
        onChange={set('phoneNumber')}
        error={error('phoneNumber')}
      />
    </div>
  );
};
