import { useEffect } from 'react';
import type { AddressRole } from '../../../domain/cart/cart-update';
import type { FormErrors } from '../../../domain/http/service-error.rules';
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

/** What each group of the fields needs: the values, a setter per field, the errors by field. */
interface FieldGroupProps {
  /** the autocomplete section: 'shipping' or 'billing' */
  readonly section: AddressRole;
  readonly values: AddressFormValues;
  readonly onChange: (values: AddressFormValues) => void;
  readonly set: <K extends keyof AddressFormValues>(
    field: K,
  ) => (value: AddressFormValues[K]) => void;
  readonly error: (field: string) => string | undefined;
}

const NameFields = ({ section, values, set, error }: FieldGroupProps) => (
  <>
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
  </>
);

const StreetFields = ({ section, values, set, error }: FieldGroupProps) => (
  <>
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
  </>
);

/** The country, and its states from the store's list when it has some; both load as needed. */
const RegionFields = ({ section, values, onChange, set, error }: FieldGroupProps) => {
  const addressBook = useLazyService('addressBook');
  const countries = useObservable(addressBook.countries$);
  const states = useObservable(addressBook.states$);
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
  );
};

/** An address typed in at checkout; Craft reports its errors as `<role>Address.<field>`. */
export const CheckoutAddressFields = ({
  role,
  values,
  onChange,
  errors,
}: CheckoutAddressFieldsProps) => {
  const group: FieldGroupProps = {
    section: role === 'shipping' ? 'shipping' : 'billing',
    values,
    onChange,
    set: (field) => (value) => onChange({ ...values, [field]: value }),
    error: (field) => fieldMessage(errors, `${role}Address.${field}`),
  };
  return (
    <div>
      <NameFields {...group} />
      <StreetFields {...group} />
      <RegionFields {...group} />
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete={`${group.section} tel`}
        value={values.phoneNumber}
        onChange={group.set('phoneNumber')}
        error={group.error('phoneNumber')}
      />
    </div>
  );
};
