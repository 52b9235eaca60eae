import type { FormErrors } from '../../../domain/http/service-error.rules';
import { useLazyService, useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Checkbox } from '../../components/form/Checkbox';
import { fieldMessage } from '../../components/form/field-message';
import { Select } from '../../components/form/Select';
import { TextField } from '../../components/form/TextField';
import * as styles from './AddressForm.styles';
import type { AddressFormValues } from './address-form-values';

/** One group of the address form's fields: the values it edits and the back-end's errors. */
export interface AddressFieldsProps {
  readonly values: AddressFormValues;
  readonly setField: <K extends keyof AddressFormValues>(
    field: K,
  ) => (value: AddressFormValues[K]) => void;
  readonly errors: FormErrors;
}

/** The address's own name, and who and which company it is for. */
export const AddressNameFields = ({ values, setField, errors }: AddressFieldsProps) => (
  <>
    {useServices().capabilities.offers('addressTitles') ? (
      <TextField
        label="Address name"
        name="title"
        hint="For example Home or Workshop"
        value={values.title}
        onChange={setField('title')}
        error={fieldMessage(errors, 'title')}
      />
    ) : null}
    <div css={styles.twoColumns}>
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={setField('firstName')}
        error={fieldMessage(errors, 'firstName', 'fullName')}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onChange={setField('lastName')}
        error={fieldMessage(errors, 'lastName')}
      />
    </div>
    <TextField
      label="Company (optional)"
      name="organization"
      autoComplete="organization"
      value={values.organization}
      onChange={setField('organization')}
      error={fieldMessage(errors, 'organization')}
    />
  </>
);

/** Street, apartment, city and postal code. */
export const AddressStreetFields = ({ values, setField, errors }: AddressFieldsProps) => (
  <>
    <TextField
      label="Street address"
      name="addressLine1"
      autoComplete="address-line1"
      required
      value={values.addressLine1}
      onChange={setField('addressLine1')}
      error={fieldMessage(errors, 'addressLine1')}
    />
    <TextField
      label="Apartment, suite, etc. (optional)"
      name="addressLine2"
      autoComplete="address-line2"
      value={values.addressLine2}
      onChange={setField('addressLine2')}
      error={fieldMessage(errors, 'addressLine2')}
    />
    <div css={styles.twoColumns}>
      <TextField
        label="City"
        name="locality"
        autoComplete="address-level2"
        required
        value={values.locality}
        onChange={setField('locality')}
        error={fieldMessage(errors, 'locality')}
      />
      <TextField
        label="Postal code"
        name="postalCode"
        autoComplete="postal-code"
        value={values.postalCode}
        onChange={setField('postalCode')}
        error={fieldMessage(errors, 'postalCode')}
      />
    </div>
  </>
);

interface AddressRegionFieldsProps extends AddressFieldsProps {
  /** a new country clears the state, which belonged to the old one */
  readonly onCountry: (countryCode: string) => void;
}

/** The country, and its state from the store's list when it has one, or typed in. */
export const AddressRegionFields = ({
  values,
  setField,
  errors,
  onCountry,
}: AddressRegionFieldsProps) => {
  const addressBook = useLazyService('addressBook');
  const countries = useObservable(addressBook.countries$);
  const states = useObservable(addressBook.states$);
  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.code,
    label: state.name,
  }));
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }));
  return (
    <div css={styles.twoColumns}>
      <Select
        label="Country"
        name="countryCode"
        autoComplete="country"
        required
        placeholder="Choose a country"
        options={countryOptions}
        value={values.countryCode}
        onChange={onCountry}
        error={fieldMessage(errors, 'countryCode')}
      />
      {stateOptions.length > 0 ? (
        <Select
          label="State / province"
          name="administrativeArea"
          autoComplete="address-level1"
          placeholder="Choose a state"
          options={stateOptions}
          value={values.administrativeArea}
          onChange={setField('administrativeArea')}
          error={fieldMessage(errors, 'administrativeArea')}
        />
      ) : (
        <TextField
          label="State / province / region"
          name="administrativeArea"
          autoComplete="address-level1"
          value={values.administrativeArea}
          onChange={setField('administrativeArea')}
          error={fieldMessage(errors, 'administrativeArea')}
        />
      )}
    </div>
  );
};

/** The phone number, and whether the address becomes a primary one. */
export const AddressPhoneAndUseFields = ({ values, setField, errors }: AddressFieldsProps) => (
  <>
    <TextField
      label="Phone (optional)"
      name="phoneNumber"
      type="tel"
      autoComplete="tel"
      value={values.phoneNumber}
      onChange={setField('phoneNumber')}
      error={fieldMessage(errors, 'phoneNumber')}
    />
    <Checkbox
      label="Use as my primary billing address"
      checked={values.isPrimaryBilling}
      onChange={setField('isPrimaryBilling')}
    />
    <Checkbox
      label="Use as my primary shipping address"
      checked={values.isPrimaryShipping}
      onChange={setField('isPrimaryShipping')}
    />
  </>
);
